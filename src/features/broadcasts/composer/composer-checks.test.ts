import { describe, expect, it } from 'vitest'
import type { Template } from '@/api/templates'
import { valuePlan } from '@/domain/template-values'
import { composerIssues, issuesByStep, type CheckContext } from './composer-checks'
import { emptyComposerForm, type ComposerForm } from './composer-form'

const template = {
  id: 'tpl_1',
  template: {
    name: 'order_confirmation',
    language: 'en_GB',
    category: 'UTILITY',
    status: 'APPROVED',
    components: [{ type: 'BODY', text: 'Hi {{1}}, your order {{2}} is on its way.' }],
  },
} as unknown as Template

const now = new Date('2026-11-27T12:00:00Z')
const context: CheckContext = { plan: valuePlan(template.template.components), now }

const complete = (): ComposerForm => ({
  ...emptyComposerForm('UTC'),
  name: 'Shipping news',
  template: { name: 'order_confirmation', language: 'en_GB' },
  templateValues: { ...emptyComposerForm('UTC').templateValues, body: ['Ana', 'NW-1'] },
  segmentIds: ['seg_1'],
})

describe('what stops a launch', () => {
  it('is nothing for a complete broadcast', () => {
    expect(composerIssues(complete(), context)).toEqual([])
  })

  it('is each step’s problem, at its field, in the order of the steps', () => {
    const form = { ...emptyComposerForm('UTC'), when: 'schedule' as const, type: ' ', typeEdited: true }
    expect(composerIssues(form, { ...context, plan: null })).toEqual([
      { step: 'message', path: 'name', message: 'Give the broadcast a name' },
      { step: 'message', path: 'template.name', message: 'Choose an approved template' },
      { step: 'values', message: 'Choose the template first: its values depend on it' },
      { step: 'audience', path: 'segmentIds', message: 'Choose at least one segment' },
      { step: 'when', path: 'schedule.date', message: 'Give the day to send it' },
      { step: 'when', path: 'schedule.time', message: 'Give the time to send it' },
      { step: 'review', path: 'type', message: 'Give the broadcast a type' },
    ])
  })

  it('checks the values as WhatsApp does, at the value', () => {
    const form = complete()
    form.templateValues.body = ['Ana', '  ']
    expect(composerIssues(form, context)).toEqual([
      { step: 'values', path: 'templateValues.body.1', message: 'Give a value: WhatsApp refuses an empty one' },
    ])
  })

  it('says why a named template cannot be sent, and needs a retarget’s broadcast and people', () => {
    const form: ComposerForm = { ...complete(), audience: 'retarget' }
    const issues = composerIssues(form, { ...context, plan: null, templateProblem: 'It is no longer approved' })
    expect([...issuesByStep(issues).keys()]).toEqual(['message', 'values', 'audience'])
    expect(issues.filter((issue) => issue.step === 'audience').map((issue) => issue.path)).toEqual([
      'retarget.broadcastId',
      'retarget.engagement',
    ])
  })
})
