import type { Template } from '@/api/templates'
import type { Workspace } from '@/api/workspaces'
import { HOSTILE_TEMPLATE_NAME } from './seed-hostile'
import { createRandom } from './seed-random'
import { buildTemplate, type TemplateSpec } from './seed-template-builder'
import { MAIN_TEMPLATE_SPECS } from './seed-templates-main'
import { OTHER_TEMPLATE_SPECS } from './seed-templates-other'
import { daysAgo, minutesAfter } from './seed-time'

/**
 * Every seeded template, ids tpl_1… in order: the main (first) workspace's, then the others'.
 * Created over the weeks before the seed date; approval or rejection follows creation by minutes to a day.
 * The hostile probe is the most recently updated, so it sits on page 1 of the main workspace's list.
 */
export function seedTemplates(workspaces: readonly Workspace[]): Template[] {
  const rng = createRandom('templates')
  const templates: Template[] = []

  const add = (specs: readonly TemplateSpec[], workspace: Workspace, oldestDaysAgo: number, newestDaysAgo: number) => {
    const span = oldestDaysAgo - newestDaysAgo
    specs.forEach((spec, index) => {
      const day = oldestDaysAgo - Math.round((index * span) / Math.max(1, specs.length - 1))
      let createdAt = daysAgo(day, rng.int(0, 9), rng.int(0, 59))
      let updatedAt = minutesAfter(createdAt, spec.status === 'PENDING' ? rng.int(0, 30) : rng.int(20, 60 * 30))
      if (spec.name === HOSTILE_TEMPLATE_NAME) {
        createdAt = daysAgo(1, 3, 12)
        updatedAt = daysAgo(0, 1, 5)
      }
      templates.push(buildTemplate(spec, { id: `tpl_${templates.length + 1}`, workspace, createdAt, updatedAt }))
    })
  }

  const [main, ...others] = workspaces
  if (main) add(MAIN_TEMPLATE_SPECS, main, 48, 3)
  for (const workspace of others) add(OTHER_TEMPLATE_SPECS[workspace.id] ?? [], workspace, 40, 6)
  return templates
}
