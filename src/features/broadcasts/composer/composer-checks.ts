import type { FieldPath } from 'react-hook-form'
import { isRepliedEngagement, optOutsRefusal } from '@/domain/opt-out-consent'
import type { TemplateValues, ValuePlan } from '@/domain/template-values'
import type { ComposerForm } from './composer-form'
import { STEP_IDS, type StepId } from './composer-steps'
import { scheduleIssues } from './schedule-time'

/** What the checks need beside the form. */
export interface CheckContext {
  /** The plan of the values of the template the form names, once it has been found. */
  plan: ValuePlan | null
  /** Why the template the form names cannot be sent (gone, no longer approved); undefined while it is looked up. */
  templateProblem?: string
  /** What the logs of a retarget's broadcast say of its people who opted out, once looked at. */
  optOuts?: OptOutsCheck
  now: Date
}

/** The people who asked for no more messages among those a retarget to replied gathers, as its broadcast's logs say. */
export interface OptOutsCheck {
  /** The retarget it is about. */
  broadcastId: string
  engagement: string
  /** The logs are being read (or about to be). */
  reading: boolean
  /** How many opted out (at least: see optOutsToConfirm), 0 for none, null when the logs could not tell. */
  toConfirm: number | null
}

/** A problem that stops the launch: its step, and the field it is about when it has one. */
export interface ComposerIssue {
  step: StepId
  path?: string
  message: string
}

function messageIssues(form: ComposerForm, context: CheckContext): ComposerIssue[] {
  const issues: ComposerIssue[] = []
  if (!form.name.trim()) issues.push({ step: 'message', path: 'name', message: 'Give the broadcast a name' })
  if (!form.template.name)
    issues.push({ step: 'message', path: 'template.name', message: 'Choose an approved template' })
  else if (context.templateProblem)
    issues.push({ step: 'message', path: 'template.name', message: context.templateProblem })
  return issues
}

function valueIssues(form: ComposerForm, context: CheckContext): ComposerIssue[] {
  if (!form.template.name || context.templateProblem)
    return [{ step: 'values', message: 'Choose the template first: its values depend on it' }]
  if (!context.plan) return [{ step: 'values', message: 'The template is still loading' }]
  return context.plan
    .check(form.templateValues)
    .map((issue) => ({ step: 'values', path: `templateValues.${issue.path}`, message: issue.message }))
}

function audienceIssues(form: ComposerForm): ComposerIssue[] {
  if (form.audience === 'segments')
    return form.segmentIds.length
      ? []
      : [{ step: 'audience', path: 'segmentIds', message: 'Choose at least one segment' }]
  const issues: ComposerIssue[] = []
  if (!form.retarget.broadcastId)
    issues.push({
      step: 'audience',
      path: 'retarget.broadcastId',
      message: 'Choose the broadcast whose people to send to',
    })
  if (!form.retarget.engagement)
    issues.push({ step: 'audience', path: 'retarget.engagement', message: 'Choose which of its people' })
  return issues
}

type OptOutsFields = Pick<ComposerForm, 'audience' | 'retarget' | 'includeOptOuts'>

/** The check of the form's retarget to replied, when the form has one and its people who opted out are not included. */
function unconfirmedOptOuts(form: OptOutsFields, optOuts: OptOutsCheck | undefined) {
  const { broadcastId, engagement } = form.retarget
  if (form.audience !== 'retarget' || !broadcastId || !isRepliedEngagement(engagement) || form.includeOptOuts)
    return undefined
  // What the logs say of another retarget says nothing of this one: this one's are still to be read.
  const current = optOuts?.broadcastId === broadcastId && optOuts.engagement === engagement ? optOuts : undefined
  return current ?? { broadcastId, engagement, reading: true, toConfirm: null }
}

/**
 * People who opted out, not included: refused once the logs say how many, or that they cannot tell (a read that
 * failed). Not while they are being read (see optOutsPending).
 */
function optOutIssues(form: ComposerForm, optOuts: OptOutsCheck | undefined): ComposerIssue[] {
  const check = unconfirmedOptOuts(form, optOuts)
  if (!check || check.toConfirm === 0 || (check.reading && check.toConfirm === null)) return []
  return [{ step: 'audience', path: 'includeOptOuts', message: optOutsRefusal(check.toConfirm) }]
}

/** The launch waits: a retarget to replied whose logs are still being read for opt-outs, none included yet. */
export function optOutsPending(form: OptOutsFields, optOuts: OptOutsCheck | undefined): boolean {
  const check = unconfirmedOptOuts(form, optOuts)
  return check !== undefined && check.reading && check.toConfirm === null
}

/** Everything that stops the launch, step by step, in the order of the steps and of their fields. */
export function composerIssues(form: ComposerForm, context: CheckContext): ComposerIssue[] {
  return [
    ...messageIssues(form, context),
    ...valueIssues(form, context),
    ...audienceIssues(form),
    ...optOutIssues(form, context.optOuts),
    ...(form.when === 'schedule'
      ? scheduleIssues(form.schedule, context.now).map((issue) => ({ step: 'when' as const, ...issue }))
      : []),
    // Until the user types one, the audience gives the type, and it always gives one.
    ...(form.typeEdited && !form.type.trim()
      ? [{ step: 'review' as const, path: 'type', message: 'Give the broadcast a type' }]
      : []),
  ]
}

/** The steps with a problem, in order, each with its problems. */
export function issuesByStep(issues: readonly ComposerIssue[]): Map<StepId, ComposerIssue[]> {
  const byStep = new Map<StepId, ComposerIssue[]>()
  for (const step of STEP_IDS) {
    const found = issues.filter((issue) => issue.step === step)
    if (found.length) byStep.set(step, found)
  }
  return byStep
}

type FormPath = FieldPath<ComposerForm>

const valuePaths = (values: TemplateValues): FormPath[] =>
  [
    ...values.header.map((_, index) => `templateValues.header.${index}`),
    ...values.body.map((_, index) => `templateValues.body.${index}`),
    ...values.buttons.map((_, index) => `templateValues.buttons.${index}`),
    'templateValues.mediaUrl',
    ...Object.keys(values.location).map((key) => `templateValues.location.${key}`),
  ] as FormPath[]

/** Every field of a step, each as a path of the form: what a check of that step validates (and clears). */
export function stepFieldPaths(step: StepId, form: ComposerForm): FormPath[] {
  switch (step) {
    case 'message':
      return ['name', 'template.name']
    case 'values':
      return valuePaths(form.templateValues)
    case 'audience':
      return ['segmentIds', 'retarget.broadcastId', 'retarget.engagement', 'includeOptOuts']
    case 'when':
      return ['schedule.date', 'schedule.time', 'schedule.timeZone', 'schedule.repeated']
    case 'review':
      return ['type']
  }
}
