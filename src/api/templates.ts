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

export const componentExampleSchema = z.looseObject({
  header_handle: z.optional(z.array(z.string())),
  header_text: z.optional(z.array(z.string())),
  body_text: z.optional(z.array(z.array(z.string()))),
})
export type ComponentExample = z.infer<typeof componentExampleSchema>

const componentFields = {
  text: z.optional(z.string()),
  example: z.optional(componentExampleSchema),
}

const templateNaming = {
  language: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
}

/* A response may send null for a part it leaves empty, as readily as it leaves the field out. */
const buttonFieldsRead = {
  text: z.string(),
  url: z.nullish(z.string()),
  phone_number: z.nullish(z.string()),
  example: z.nullish(z.array(z.string())),
}
const componentFieldsRead = {
  text: z.nullish(z.string()),
  example: z.nullish(componentExampleSchema),
}

/*
 * Read tolerantly: a response takes any string where the spec lists values, and keeps fields it does not name, so
 * a newer kind is shown as sent and a record saved back loses nothing.
 */
export const templateButtonSchema = z.looseObject({ type: openEnum(buttonTypes), ...buttonFieldsRead })
export type TemplateButton = z.infer<typeof templateButtonSchema>

export const templateComponentSchema = z.looseObject({
  type: openEnum(componentTypes),
  format: z.nullish(openEnum(headerFormats)),
  ...componentFieldsRead,
  buttons: z.nullish(z.array(templateButtonSchema)),
})
export type TemplateComponent = z.infer<typeof templateComponentSchema>

export const templateBodySchema = z.looseObject({
  category: openEnum(templateCategories),
  ...templateNaming,
  status: openEnum(templateStatuses),
  components: z.array(templateComponentSchema),
})
export type TemplateBody = z.infer<typeof templateBodySchema>

export const templateSchema = z.looseObject({
  id: idSchema,
  template: templateBodySchema,
  workspace: z.looseObject({ id: idSchema, title: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
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
