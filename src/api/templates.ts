import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idRefSchema, idSchema, type SearchPageParams } from './common'
import { openEnum, type OpenEnum } from './open-enum'
import { getById, postTo, requestList } from './resource-endpoints'
import { templateCategories, templateStatuses } from './template-enums'

export const componentTypes = ['HEADER', 'BODY', 'FOOTER', 'BUTTONS'] as const
export const headerFormats = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const
export const buttonTypes = ['URL', 'QUICK_REPLY', 'PHONE_NUMBER'] as const
/** The values the spec lists; the builder writes only these. */
export type KnownTemplateCategory = (typeof templateCategories)[number]
export type KnownHeaderFormat = (typeof headerFormats)[number]
export type KnownButtonType = (typeof buttonTypes)[number]
/** What a response may carry: a listed value or a newer one, shown as sent. */
export type TemplateCategory = OpenEnum<KnownTemplateCategory>
export type TemplateStatus = OpenEnum<(typeof templateStatuses)[number]>
export type ComponentType = OpenEnum<(typeof componentTypes)[number]>
export type HeaderFormat = OpenEnum<KnownHeaderFormat>
export type ButtonType = OpenEnum<KnownButtonType>

const buttonFields = {
  text: z.string(),
  url: z.optional(z.string()),
  /** Spec gap: the field carrying a PHONE_NUMBER button's number is not shown; Meta's own name is used. */
  phone_number: z.optional(z.string()),
  /** Meta's shape: the example value of a URL button's trailing variable, e.g. ['NW-48213']. */
  example: z.optional(z.array(z.string())),
}

const componentExampleSchema = z.looseObject({
  header_handle: z.optional(z.array(z.string())),
  header_text: z.optional(z.array(z.string())),
  body_text: z.optional(z.array(z.array(z.string()))),
})

const componentFields = {
  text: z.optional(z.string()),
  example: z.optional(componentExampleSchema),
}

/** Written faithfully: a new template has a name and a language. */
const templateNaming = {
  language: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
}

/*
 * Read tolerantly: no field of a template part is required beyond its `type`. WhatsApp's newer parts leave out
 * what the spec's always carry (a copy-code button has only its example code, a limited-time offer has neither
 * text nor format), and a response may send null for a part it leaves empty as readily as it leaves it out.
 * A part read this way is shown as sent; it never makes its template an unreadable row.
 */

/**
 * A field read as absent when it is not of the expected shape, so an odd value hides one detail, not the row; null
 * is kept as sent.
 */
const tolerant = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), undefined)
/** The same, for the examples' fields, which keep the spec's types: null reads as absent too. */
const tolerantExample = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

const stringList = z.array(z.string())

/**
 * A list of parts: one that is absent or not a list reads as none, and an empty entry (null) as no part. Any other
 * entry is a part: one that is not an object, or has no `type`, reads as a part of an unknown kind (type '').
 */
const partList = <T extends z.ZodMiniType>(part: T) =>
  z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value.filter((item) => item != null) : [])),
    z.array(z.catch(part, () => ({ type: UNNAMED_KIND }) as z.output<T>)),
  )

/** What a part sent without a `type` (or with one that is not text) reads as: shown as a part of an unknown kind. */
export const UNNAMED_KIND = ''
const partType = <const Known extends readonly string[]>(known: Known) => z.catch(openEnum(known), UNNAMED_KIND)

/**
 * A part's examples. The spec's fields are exposed only when they have the spec's shape (a `body_text` sent as a
 * flat list, or as a string, reads as absent, so the preview shows the variable); other fields are kept as sent.
 */
const componentExampleReadSchema = z.looseObject({
  header_handle: tolerantExample(stringList),
  header_text: tolerantExample(stringList),
  body_text: tolerantExample(z.array(stringList)),
})
export type ComponentExample = z.infer<typeof componentExampleReadSchema>

const buttonFieldsRead = {
  /** Absent on a copy-code button, which carries only its example code: see buttonLabel (template-preview). */
  text: tolerant(z.string()),
  url: tolerant(z.string()),
  phone_number: tolerant(z.string()),
  example: tolerant(stringList),
}
const componentFieldsRead = {
  text: tolerant(z.string()),
  example: tolerant(componentExampleReadSchema),
}

/*
 * Read tolerantly: a response takes any string where the spec lists values, and keeps fields it does not name, so
 * a newer kind is shown as sent and a record saved back loses nothing.
 */
export const templateButtonSchema = z.looseObject({ type: partType(buttonTypes), ...buttonFieldsRead })
export type TemplateButton = z.infer<typeof templateButtonSchema>

export const templateComponentSchema = z.looseObject({
  type: partType(componentTypes),
  format: tolerant(openEnum(headerFormats)),
  ...componentFieldsRead,
  buttons: z.nullish(partList(templateButtonSchema)),
})
export type TemplateComponent = z.infer<typeof templateComponentSchema>

/** What a template without a status or a category reads as: a value no list of the dashboard's knows, shown as sent. */
export const UNKNOWN_VALUE = 'UNKNOWN'

const orUnknown = <const Known extends readonly string[]>(known: Known) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value : UNKNOWN_VALUE)),
    openEnum(known),
  )

/** Text read as '' when it is missing or not text: the screens show '' as not given ("(no name)", "—"). */
const textOrEmpty = z.catch(z.string(), '')

/**
 * A template's own fields. A missing status or category reads as UNKNOWN, missing components as none, and a
 * missing name or language as '' (see templateDisplayName and languageName), so the template is still listed.
 */
export const templateBodySchema = z.looseObject({
  category: orUnknown(templateCategories),
  language: textOrEmpty,
  name: textOrEmpty,
  status: orUnknown(templateStatuses),
  components: partList(templateComponentSchema),
})
export type TemplateBody = z.infer<typeof templateBodySchema>

/** An object, or {} for anything else, so a field that is not one reads as an object whose fields are all absent. */
const objectOrEmpty = <T extends z.ZodMiniType<unknown, Record<string, unknown>>>(schema: T) =>
  z.pipe(
    z.transform((value: unknown): Record<string, unknown> =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
    ),
    schema,
  )

/**
 * Read tolerantly, all the way down: a template record is readable whenever it is an object with an id. Its
 * template, workspace and dates read as '' (not given) when they are missing or of another shape; only a record
 * that is not an object, or has no id, is an unreadable row.
 */
export const templateSchema = z.looseObject({
  id: idSchema,
  template: objectOrEmpty(templateBodySchema),
  /** `{ id: '', title: '' }` when the API leaves the workspace out. */
  workspace: objectOrEmpty(z.looseObject({ id: textOrEmpty, title: textOrEmpty })),
  /** '' when not given: shown as "—" and sorted last. */
  createdAt: textOrEmpty,
  updatedAt: textOrEmpty,
})
export type Template = z.infer<typeof templateSchema>

/* Write faithfully: a new template is built from the spec's own values only. */
const templateButtonRequestSchema = z.object({ type: z.enum(buttonTypes), ...buttonFields })
export type TemplateButtonRequest = z.infer<typeof templateButtonRequestSchema>

const templateComponentRequestSchema = z.object({
  type: z.enum(componentTypes),
  format: z.optional(z.enum(headerFormats)),
  ...componentFields,
  buttons: z.optional(z.array(templateButtonRequestSchema)),
})
export type TemplateComponentRequest = z.infer<typeof templateComponentRequestSchema>

export const createTemplateRequestSchema = z.object({
  template: z.object({
    category: z.enum(templateCategories),
    ...templateNaming,
    components: z.array(templateComponentRequestSchema),
  }),
  workspace: idRefSchema,
})
export type CreateTemplateRequest = z.infer<typeof createTemplateRequestSchema>

export interface ListTemplatesParams extends SearchPageParams {
  workspaceId: string
}

export function listTemplates(api: ApiClient, params: ListTemplatesParams, options: CallOptions = {}) {
  const { workspaceId, searchText, page, limit } = params
  return requestList(api, '/v1/whatsapp-templates', templateSchema, { workspaceId, searchText, page, limit }, options)
}

export const getTemplate = getById('/v1/whatsapp-templates', templateSchema)
export const createTemplate = postTo('/v1/whatsapp-template', createTemplateRequestSchema, templateSchema)
