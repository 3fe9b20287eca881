import { lazyComponent } from '@/components/lazy-component'
import type { StepId } from './composer-steps'

// Every step after the first is fetched when first wanted: shown, or about to be (a press, a link reached).
export const StepValues = lazyComponent(() => import('./step-values').then((module) => module.StepValues))
export const StepAudience = lazyComponent(() => import('./step-audience').then((module) => module.StepAudience))
export const StepWhen = lazyComponent(() => import('./step-when').then((module) => module.StepWhen))
export const StepReview = lazyComponent(() => import('./step-review').then((module) => module.StepReview))

const parts = { values: StepValues, audience: StepAudience, when: StepWhen, review: StepReview }

/**
 * Fetches a step's code before it is shown, so the step appears whole and moves no button under the pointer (a
 * press must not land on what took its place). Offline it does not wait: the step's loading line says it is coming.
 */
export function loadStep(step: StepId): Promise<unknown> {
  if (step === 'message') return Promise.resolve()
  const loading = parts[step].preload()
  return navigator.onLine ? loading.catch(() => undefined) : Promise.resolve()
}
