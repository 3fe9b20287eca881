import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idRefSchema, idSchema, pathId, type SearchPageParams } from './common'
import { templateCategories, templateStatuses } from './template-enums'

export const componentTypes = ['HEADER', 'BODY', 'FOOTER', 'BUTTONS'] as const
export const headerFormats = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const
export const buttonTypes = ['URL', 'QUICK_REPLY', 'PHONE_NUMBER'] as const
export type TemplateCategory = (typeof templateCategories)[number]
export type TemplateStatus = (typeof templateStatuses)[number]
export type HeaderFormat = (typeof headerFormats)[number]
export type ButtonType = (typeof buttonTypes)[number]

export const templateButtonSchema = z.object({
  type: z.enum(buttonTypes),
  text: z.string(),
  url: z.optional(z.string()),
  /** Spec gap: the field carrying a PHONE_NUMBER button's number is not shown; Meta's own name is used. */
  phone_number: z.optional(z.string()),
  /** Meta's shape: the example value of a URL button's trailing variable, e.g. ['NW-48213']. */
  example: z.optional(z.array(z.string())),
})
export type TemplateButton = z.infer<typeof templateButtonSchema>

export const componentExampleSchema = z.object({
  header_handle: z.optional(z.array(z.string())),
  header_text: z.optional(z.array(z.string())),
  body_text: z.optional(z.array(z.array(z.string()))),
})
export type ComponentExample = z.infer<typeof componentExampleSchema>

export const templateComponentSchema = z.object({
  type: z.enum(componentTypes),
  format: z.optional(z.enum(headerFormats)),
  text: z.optional(z.string()),
  example: z.optional(componentExampleSchema),
  buttons: z.optional(z.array(templateButtonSchema)),
})
export type TemplateComponent = z.infer<typeof templateComponentSchema>

export const templateBodySchema = z.object({
  category: z.enum(templateCategories),
  language: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  status: z.enum(templateStatuses),
  components: z.array(templateComponentSchema),
})
export type TemplateBody = z.infer<typeof templateBodySchema>

export const templateSchema = z.object({
  id: idSchema,
  template: templateBodySchema,
  workspace: z.object({ id: idSchema, title: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Template = z.infer<typeof templateSchema>

export const createTemplateRequestSchema = z.object({
  template: z.omit(templateBodySchema, { status: true }),
  workspace: idRefSchema,
})
export type CreateTemplateRequest = z.infer<typeof createTemplateRequestSchema>

export interface ListTemplatesParams extends SearchPageParams {
  workspaceId: string
}

export function listTemplates(api: ApiClient, params: ListTemplatesParams, options: CallOptions = {}) {
  return api.request({
    method: 'GET',
    path: '/v1/whatsapp-templates',
    query: { workspaceId: params.workspaceId, searchText: params.searchText, page: params.page, limit: params.limit },
    schema: z.array(templateSchema),
    ...options,
  })
}

export function getTemplate(api: ApiClient, templateId: string, options: CallOptions = {}) {
  return api.request({ method: 'GET', path: `/v1/whatsapp-templates/${pathId(templateId)}`, schema: templateSchema, ...options })
}

export function createTemplate(api: ApiClient, body: CreateTemplateRequest, options: CallOptions = {}) {
  return api.request({ method: 'POST', path: '/v1/whatsapp-template', body, schema: templateSchema, ...options })
}
