import type { Template } from '@/api/templates'
import type { Workspace } from '@/api/workspaces'
import { createRandom } from './seed-random'
import { buildTemplate, type TemplateSpec } from './seed-template-builder'
import { MAIN_TEMPLATE_SPECS } from './seed-templates-main'
import { OTHER_TEMPLATE_SPECS, US_LIMITED_TIME_OFFER_SPECS } from './seed-templates-other'
import { RIGHT_TO_LEFT_TEMPLATE_SPECS } from './seed-templates-rtl'
import { daysAgo, minutesAfter } from './seed-time'
import { WS_US } from './seed-workspaces'

/**
 * Every seeded template, ids tpl_1… in order: the main (first) workspace's, then the others', then the main
 * workspace's right-to-left ones, then the US workspace's limited-time offer.
 * Created over the weeks before the seed date; approval or rejection follows creation by minutes to a day.
 * Each list's order (newest first) follows the specs' order, so the hostile probe, a third of the way into
 * the main workspace's specs, sits on a later page of its list, never first.
 */
export function seedTemplates(workspaces: readonly Workspace[]): Template[] {
  const rng = createRandom('templates')
  const templates: Template[] = []

  const add = (specs: readonly TemplateSpec[], workspace: Workspace, oldestDaysAgo: number, newestDaysAgo: number) => {
    const span = oldestDaysAgo - newestDaysAgo
    specs.forEach((spec, index) => {
      const day = oldestDaysAgo - Math.round((index * span) / Math.max(1, specs.length - 1))
      const createdAt = daysAgo(day, rng.int(0, 9), rng.int(0, 59))
      const updatedAt = minutesAfter(createdAt, spec.status === 'PENDING' ? rng.int(0, 30) : rng.int(20, 60 * 30))
      templates.push(buildTemplate(spec, { id: `tpl_${templates.length + 1}`, workspace, createdAt, updatedAt }))
    })
  }

  const [main, ...others] = workspaces
  if (main) add(MAIN_TEMPLATE_SPECS, main, 48, 3)
  for (const workspace of others) add(OTHER_TEMPLATE_SPECS[workspace.id] ?? [], workspace, 40, 6)
  if (main) add(RIGHT_TO_LEFT_TEMPLATE_SPECS, main, 30, 14)
  const us = workspaces.find((workspace) => workspace.id === WS_US)
  if (us) add(US_LIMITED_TIME_OFFER_SPECS, us, 2, 2)
  return templates
}
