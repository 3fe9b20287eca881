import { describe, expect, it } from 'vitest'
import { bodyTextOf, checkTemplate } from '@/domain/template-rules/check-template'
import { createSeed } from './seed'

const seed = createSeed()

/** The checks a seeded template fails or is warned about, with the workspace's other bodies in context, as the detail runs them. */
function flagged(id: string): string[] {
  const t = seed.templates.find((template) => template.id === id)
  if (!t) throw new Error(`no template ${id}`)
  const otherBodies = seed.templates
    .filter((other) => other.workspace.id === t.workspace.id && other.id !== t.id)
    .map((other) => ({
      name: other.template.name,
      body: bodyTextOf(other.template),
      language: other.template.language,
    }))
  return checkTemplate(t.template, { otherBodies })
    .filter((rule) => rule.status === 'fail' || rule.status === 'warn')
    .map((rule) => rule.id)
}

const rejected = seed.templates.filter((t) => t.template.status === 'REJECTED')
const byName = (name: string, workspaceTitle?: string) =>
  rejected.filter((t) => t.template.name === name && (!workspaceTitle || t.workspace.title === workspaceTitle))

describe('the seeded rejected templates', () => {
  it('are the six the demo shows', () => {
    expect(rejected.map((t) => t.template.name).sort()).toEqual([
      'black_friday_early_access',
      'csat_survey',
      'order_shipped',
      'referral_invite',
      'support_survey',
      'winback_20_percent',
    ])
  })

  it.each(rejected.map((t) => [`${t.workspace.title}/${t.template.name}`, t.id]))(
    '%s fails a check that explains its rejection',
    (_, id) => {
      expect(flagged(id)).not.toEqual([])
    },
  )

  it('each fail the check for the reason WhatsApp gave', () => {
    const reasons: Record<string, string[]> = {
      order_shipped: ['link-shortener', 'plain-http-link', 'punctuation-run'],
      support_survey: ['utility-promotional'],
      referral_invite: ['link-shortener'],
      winback_20_percent: ['punctuation-run'],
      black_friday_early_access: ['punctuation-run', 'emoji-run'],
      csat_survey: ['sensitive-request'],
    }
    for (const [name, ids] of Object.entries(reasons))
      for (const t of byName(name)) expect(flagged(t.id), name).toEqual(expect.arrayContaining(ids))
  })
})
