import { z } from 'zod'
import type { ApiClient, CallOptions } from './client'
import { idRefSchema, idSchema, pathId, type SearchPageParams } from './common'

export const templateCategories = ['UTILITY', 'MARKETING', 'AUTHENTICATION'] as const
export const templateStatuses = ['APPROVED', 'PENDING', 'REJECTED'] as const
export const componentTypes = ['HEADER', 'BODY', 'FOOTER', 'BUTTONS'] as const
export const headerFormats = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const
export const buttonTypes = ['URL', 'QUICK_REPLY', 'PHONE_NUMBER'] as const

export const templateButtonSchema = z.object({
  type: z.enum(buttonTypes),
  text: z.string(),
  url: z.string().optional(),
  /** Spec gap: the field carrying a PHONE_NUMBER button's number is not shown; Meta's own name is used. */
  phone_number: z.string().optional(),
})
export type TemplateButton = z.infer<typeof templateButtonSchema>

export const componentExampleSchema = z.object({
  header_handle: z.array(z.string()).optional(),
  header_text: z.array(z.string()).optional(),
  body_text: z.array(z.array(z.string())).optional(),
})
export type ComponentExample = z.infer<typeof componentExampleSchema>

export const templateComponentSchema = z.object({
  type: z.enum(componentTypes),
  format: z.enum(headerFormats).optional(),
  text: z.string().optional(),
  example: componentExampleSchema.optional(),
  buttons: z.array(templateButtonSchema).optional(),
})
export type TemplateComponent = z.infer<typeof templateComponentSchema>

export const templateBodySchema = z.object({
  category: z.enum(templateCategories),
  language: z.string().min(1),
  name: z.string().min(1),
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
  template: templateBodySchema.omit({ status: true }),
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
