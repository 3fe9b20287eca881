import { z } from 'zod/mini'
import { STEP_IDS } from './composer-steps'

const optionalId = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined)

/** The step on show, so the browser's Back and a reload land on it; the first when absent. */
const step = z.catch(z.optional(z.enum(STEP_IDS)), undefined)

/** The edit composer's URL: the step only. */
export const composerStepSearchSchema = z.object({ step })
export type ComposerStepSearch = z.infer<typeof composerStepSearchSchema>

/**
 * The new-broadcast composer's URL: `from` duplicates a broadcast into a new draft; `retarget` and `engagement`
 * start with the people of an earlier broadcast whose log reached that status ("Send again to …").
 */
export const composerSearchSchema = z.object({
  from: optionalId,
  retarget: optionalId,
  engagement: optionalId,
  step,
})
export type ComposerSearch = z.infer<typeof composerSearchSchema>
