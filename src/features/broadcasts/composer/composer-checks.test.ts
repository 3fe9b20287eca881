import { describe, expect, it } from 'vitest'
import { approvedTemplate } from '@/test/approved-template'
import { valuePlan } from '@/domain/template-values'
import {
  composerIssues,
  issuesByStep,
  optOutsPending,
  stepFieldPaths,
  type CheckContext,
  type OptOutsCheck,
} from './composer-checks'
import { emptyComposerForm, type ComposerForm } from './composer-form'

const template = approvedTemplate('Hi {{1}}, your order {{2}} is on its way.')

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

describe('the people of a retarget to replied who opted out', () => {
  const toReplied = (engagement = 'replied'): ComposerForm => ({
    ...complete(),
    audience: 'retarget',
    retarget: { broadcastId: 'bc_4', engagement },
  })
  const logsSay = (toConfirm: number | null, reading = false, of = toReplied()): OptOutsCheck => ({
    ...of.retarget,
    reading,
    toConfirm,
  })
  const audienceIssues = (form: ComposerForm, optOuts?: OptOutsCheck) =>
    composerIssues(form, { ...context, optOuts }).filter((issue) => issue.step === 'audience')

  it('stop the launch at the box once the logs say how many, until it is ticked', () => {
    expect(audienceIssues(toReplied(), logsSay(12))).toEqual([
      {
        step: 'audience',
        path: 'includeOptOuts',
        message: 'Tick this to include the 12 who opted out, or show the replies without opt-outs instead.',
      },
    ])
    expect(audienceIssues({ ...toReplied(), includeOptOuts: true }, logsSay(12))).toEqual([])
    expect(audienceIssues(toReplied(' Replied '), logsSay(12, false, toReplied(' Replied ')))).toHaveLength(1)
    expect(stepFieldPaths('audience', toReplied())).toContain('includeOptOuts')
  })

  it('stop it when the logs could not be read, and not when they found none', () => {
    expect(audienceIssues(toReplied(), logsSay(null))[0]?.message).toMatch(/^The replies are not all checked/)
    expect(audienceIssues(toReplied(), logsSay(0))).toEqual([])
  })

  it('make the launch wait, not refuse, while the logs are read', () => {
    expect(audienceIssues(toReplied(), logsSay(null, true))).toEqual([])
    expect(optOutsPending(toReplied(), logsSay(null, true))).toBe(true)
    // Not looked at yet, or only another retarget's: the same.
    expect(audienceIssues(toReplied(), undefined)).toEqual([])
    expect(optOutsPending(toReplied(), undefined)).toBe(true)
    const other = { ...toReplied(), retarget: { broadcastId: 'bc_5', engagement: 'replied' } }
    expect(audienceIssues(other, logsSay(12))).toEqual([])
    expect(optOutsPending(other, logsSay(12))).toBe(true)
    // A read again that already knows some: refused at once.
    expect(audienceIssues(toReplied(), logsSay(12, true))).toHaveLength(1)
    expect(optOutsPending(toReplied(), logsSay(12, true))).toBe(false)
    expect(optOutsPending(toReplied(), logsSay(0))).toBe(false)
    expect(optOutsPending({ ...toReplied(), includeOptOuts: true }, logsSay(null, true))).toBe(false)
  })

  it('are no matter for another engagement or for segments', () => {
    const read = toReplied('read')
    expect(audienceIssues(read, logsSay(12, false, read))).toEqual([])
    expect(optOutsPending(read, undefined)).toBe(false)
    expect(audienceIssues(complete(), logsSay(12))).toEqual([])
    expect(optOutsPending(complete(), undefined)).toBe(false)
  })
})
