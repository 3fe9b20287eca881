/** The composer's steps, in order: each is a part of one form, and can be visited in any order. */
export const COMPOSER_STEPS = [
  { id: 'message', title: 'Message' },
  { id: 'values', title: 'Values' },
  { id: 'audience', title: 'Audience' },
  { id: 'when', title: 'When' },
  { id: 'review', title: 'Review' },
] as const

export type StepId = (typeof COMPOSER_STEPS)[number]['id']

export const STEP_IDS = COMPOSER_STEPS.map((step) => step.id) as [StepId, ...StepId[]]

export const stepTitle = (step: StepId) => COMPOSER_STEPS.find((each) => each.id === step)?.title ?? step

export const stepNumber = (step: StepId) => STEP_IDS.indexOf(step) + 1

/** The step after (1) or before (-1) this one, if any. */
export function stepBeside(step: StepId, direction: 1 | -1): StepId | undefined {
  return STEP_IDS[STEP_IDS.indexOf(step) + direction]
}
