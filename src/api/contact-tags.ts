import { z } from 'zod/mini'
import type { ApiClient, CallOptions } from './client'
import { idSchema, type SearchPageParams } from './common'
import { deleteById, getById, postTo, requestList } from './resource-endpoints'

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
  const { limit, page, searchText } = params
  return requestList(api, '/v1/contactTags', contactTagSchema, { limit, page, searchText }, options)
}

export const createContactTag = postTo('/v1/contactTags', contactTagRequestSchema, contactTagSchema)
export const getContactTag = getById('/v1/contactTags', contactTagSchema)
export const deleteContactTag = deleteById('/v1/contactTags')
