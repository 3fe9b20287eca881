import { z } from 'zod/mini'

export const templateBuilderSearchSchema = z.object({
  /** Duplicate this template into the builder. */
  from: z.catch(z.optional(z.string()), undefined),
})
