import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { deleteResponseSchema, idSchema, pathId, type SearchPageParams } from './common'
import { listOf } from './list-rows'

export const contactTagSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  canonical: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ContactTag = z.infer<typeof contactTagSchema>

/** Spec gap: required fields are not shown; the server derives canonical from name when it is left out. */
export const contactTagRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'At most 100 characters')),
  canonical: z.optional(z.string().check(z.trim(), z.minLength(1))),
})
export type ContactTagRequest = z.infer<typeof contactTagRequestSchema>

export function listContactTags(api: ApiClient, params: SearchPageParams = {}, options: CallOptions = {}) {
  return api.request({
    method: 'GET',
    path: '/v1/contactTags',
    query: { limit: params.limit, page: params.page, searchText: params.searchText },
    schema: listOf(contactTagSchema),
    ...options,
  })
}

export function createContactTag(api: ApiClient, body: ContactTagRequest, options: CallOptions = {}) {
  return api.request({ method: 'POST', path: '/v1/contactTags', body, schema: contactTagSchema, ...options })
}

export function getContactTag(api: ApiClient, contactTagId: string, options: CallOptions = {}) {
  return api.request({
    method: 'GET',
    path: `/v1/contactTags/${pathId(contactTagId)}`,
    schema: contactTagSchema,
    ...options,
  })
}

export function deleteContactTag(api: ApiClient, contactTagId: string, options: CallOptions = {}) {
  return api.request({
    method: 'DELETE',
    path: `/v1/contactTags/${pathId(contactTagId)}`,
    schema: deleteResponseSchema,
    ...options,
  })
}
