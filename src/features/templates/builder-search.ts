import { z } from 'zod/mini'

export const templateBuilderSearchSchema = z.object({
  /** Duplicate this template into the builder. */
  from: z.catch(z.optional(z.string()), undefined),
  /** Add a language to this template: same name and structure, in a language it has no version in yet. */
  translate: z.catch(z.optional(z.string()), undefined),
})
