import type * as z from 'zod/v4/core'
import type { ApiClient, CallOptions, QueryParams } from './client'
import { deleteResponseSchema, pathId } from './common'
import { listOf } from './list-rows'

/** GET the list at `path`: each row is parsed on its own (see listOf). */
export function requestList<Row extends z.$ZodType>(
  api: ApiClient,
  path: string,
  row: Row,
  query: QueryParams,
  options: CallOptions,
) {
  return api.request({ method: 'GET', path, query, schema: listOf(row), ...options })
}

/** An endpoint that reads `path/{id}`. */
export function getById<S extends z.$ZodType>(path: string, schema: S) {
  return (api: ApiClient, id: string, options: CallOptions = {}) =>
    api.request({ method: 'GET', path: `${path}/${pathId(id)}`, schema, ...options })
}

/**
 * An endpoint that POSTs a body of `_body`'s shape to `path` (the schema only types it; forms validate). A save
 * answered 200 with an `error` fails; a send keeps it (`keepCarriedError`): the outcome shows it as a failed send.
 */
export function postTo<Body extends z.$ZodType, S extends z.$ZodType>(
  path: string,
  _body: Body,
  schema: S,
  { keepCarriedError = false } = {},
) {
  return (api: ApiClient, body: z.output<Body>, options: CallOptions = {}) =>
    api.request({ method: 'POST', path, body, schema, refuseCarriedError: !keepCarriedError, ...options })
}

/** An endpoint that PUTs a whole record of `_body`'s shape to `path/{id}`. */
export function putById<Body extends z.$ZodType, S extends z.$ZodType>(path: string, _body: Body, schema: S) {
  return (api: ApiClient, id: string, body: z.output<Body>, options: CallOptions = {}) =>
    api.request({ method: 'PUT', path: `${path}/${pathId(id)}`, body, schema, refuseCarriedError: true, ...options })
}

/** An endpoint that deletes `path/{id}`. */
export function deleteById(path: string) {
  return (api: ApiClient, id: string, options: CallOptions = {}) =>
    api.request({
      method: 'DELETE',
      path: `${path}/${pathId(id)}`,
      schema: deleteResponseSchema,
      refuseCarriedError: true,
      ...options,
    })
}
