import { z } from 'zod/mini'

const nonEmpty = () => z.string().check(z.minLength(1))

/** The approved template to send, by name and language (the service's own page; the trimmed spec says only "string"). */
export const templateRefSchema = z.object({ name: nonEmpty(), language: nonEmpty() })
export type TemplateRef = z.infer<typeof templateRefSchema>

export const locationParametersSchema = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  address: z.string(),
  name: z.string(),
})
export type LocationParameters = z.infer<typeof locationParametersSchema>

/*
 * The values of a template's variables, at the root of the body. Named as the sister product documents them; the
 * service's own page cuts off before naming them. One place, so a correction of a name is one line.
 */
export const templateParameterFields = {
  /** The text header's variable. */
  headerTextParameters: z.optional(z.array(z.string())),
  /** The body's variables, in the order of the variables. */
  bodyTextParameters: z.optional(z.array(z.string())),
  /** The end of each URL button's address that has a variable, in the order of the buttons. */
  buttonUrlParameters: z.optional(z.array(z.string())),
  /** The file of an image, video or document header. */
  headerMediaUrl: z.optional(nonEmpty()),
  /** The place of a location header. */
  locationParameters: z.optional(locationParametersSchema),
}

export type TemplateParameters = z.infer<z.ZodMiniObject<typeof templateParameterFields>>
