import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { toJSONSchema, type $ZodType } from 'zod/v4/core'
import * as accountApi from '@/api/account'
import * as broadcastsApi from '@/api/broadcasts'
import type { ApiClient, RequestOptions } from '@/api/client'
import { deleteResponseSchema } from '@/api/common'
import * as contactTagsApi from '@/api/contact-tags'
import * as messagesApi from '@/api/messages'
import * as segmentsApi from '@/api/segments'
import * as staffApi from '@/api/staff'
import * as templatesApi from '@/api/templates'
import * as webhooksApi from '@/api/webhooks'
import * as workspacesApi from '@/api/workspaces'

/*
 * docs/openapi.json: the API as this dashboard speaks it, built from the API modules themselves. Each exported
 * function of a resource module is called once with a client that only records the request it would make; that
 * gives the method, the path and the query parameters. The bodies and responses are the zod schemas the app sends
 * and parses, converted by zod's own toJSONSchema. Only what the calls cannot tell is written here: the schema of a
 * list's rows and of a body (the endpoint builders keep them in closures), names, and the spec's words.
 */

export const OPENAPI_COMMAND = 'npm run docs:openapi'
export const OPENAPI_FILE = new URL('../../docs/openapi.json', import.meta.url)

type Json = Record<string, unknown>

/** The resource modules, in the spec's order, each with the tag its operations get. */
const resourceModules: [tag: string, module: object][] = [
  ['Templates', templatesApi],
  ['Messages', messagesApi],
  ['Broadcasts', broadcastsApi],
  ['Segments', segmentsApi],
  ['Contact tags', contactTagsApi],
  ['Staff', staffApi],
  ['Workspaces', workspacesApi],
  ['Account', accountApi],
  ['Webhooks', webhooksApi],
]

/* ----------------------------------------------------------------------------------------------------------------
 * What the calls cannot tell
 * -------------------------------------------------------------------------------------------------------------- */

/** Responses and bodies by component name. A schema not named here is written inline. */
const responseSchemas: Record<string, $ZodType> = {
  Template: templatesApi.templateSchema,
  MessageResponse: messagesApi.messageResponseSchema,
  Broadcast: broadcastsApi.broadcastSchema,
  BroadcastLog: broadcastsApi.broadcastLogSchema,
  Segment: segmentsApi.segmentSchema,
  ContactTag: contactTagsApi.contactTagSchema,
  Staff: staffApi.staffSchema,
  Workspace: workspacesApi.workspaceSchema,
  Account: accountApi.accountSchema,
  Webhook: webhooksApi.webhookSchema,
  DeleteResponse: deleteResponseSchema,
}
const requestSchemas: Record<string, $ZodType> = {
  CreateTemplateRequest: templatesApi.createTemplateRequestSchema,
  BroadcastRequest: broadcastsApi.broadcastRequestSchema,
  SegmentRequest: segmentsApi.segmentRequestSchema,
  ContactTagRequest: contactTagsApi.contactTagRequestSchema,
  WebhookRequest: webhooksApi.webhookRequestSchema,
  // The send endpoints' bodies are named after their keys in sendEndpoints: SendWhatsappTemplateRequest, ...
}

/** The row of each list (listOf keeps it in a closure). */
const listRows: Record<string, $ZodType> = {
  listTemplates: templatesApi.templateSchema,
  listBroadcasts: broadcastsApi.broadcastSchema,
  listBroadcastLogs: broadcastsApi.broadcastLogSchema,
  listSegments: segmentsApi.segmentSchema,
  listContactTags: contactTagsApi.contactTagSchema,
  listStaff: staffApi.staffSchema,
  listWorkspaces: workspacesApi.workspaceSchema,
  listWebhooks: webhooksApi.webhookSchema,
}

/** The body of each create and update (postTo and putById take it only to type the call). Sends: sendEndpoints. */
const requestBodies: Record<string, $ZodType> = {
  createTemplate: templatesApi.createTemplateRequestSchema,
  createBroadcast: broadcastsApi.broadcastRequestSchema,
  updateBroadcast: broadcastsApi.broadcastRequestSchema,
  createSegment: segmentsApi.segmentRequestSchema,
  createContactTag: contactTagsApi.contactTagRequestSchema,
  createWebhook: webhooksApi.webhookRequestSchema,
  updateWebhook: webhooksApi.webhookRequestSchema,
}

/** The spec's name for the id after each collection. */
const pathParameterNames: Record<string, string> = {
  'whatsapp-templates': 'templateId',
  broadcasts: 'broadcastId',
  segments: 'segmentId',
  contactTags: 'contactTagId',
  staffs: 'staffId',
  workspaces: 'workspaceId',
  webhooks: 'webhookId',
  messages: 'contactId',
}

const pageNote = 'Sent as a string of digits.'
const queryParameters: Record<string, { schema: Json; description: string }> = {
  workspaceId: { schema: { type: 'string' }, description: 'Only the records of this workspace.' },
  searchText: { schema: { type: 'string' }, description: 'Filters by name; the matching rule is not documented.' },
  page: { schema: { type: 'integer', minimum: 1 }, description: `Page number, from 1. ${pageNote}` },
  limit: { schema: { type: 'integer', minimum: 1 }, description: `Results per page. ${pageNote}` },
  endDate: { schema: { type: 'string' }, description: 'Latest date; its format is not documented.' },
  startDate: { schema: { type: 'string' }, description: 'Earliest date; its format is not documented.' },
}

/** What the spec says of one operation beyond its method, path and fields. */
const operationNotes: Record<string, { status?: string; required?: string[]; description?: string }> = {
  'GET /v1/whatsapp-templates': {
    required: ['workspaceId'],
    description: 'Defaults: page 1, limit 10.',
  },
  'POST /v1/whatsapp-template': { status: '201', description: 'The path is singular.' },
  'POST /v1/segments': {
    description:
      'A segment carries no workspace; the dashboard names it with the workspaceId query parameter, as the list filters by it.',
  },
  'PUT /v1/broadcasts/{broadcastId}': { description: 'The dashboard sends the whole record.' },
  'PUT /v1/webhooks/{webhookId}': { description: 'The dashboard sends the whole record.' },
  'GET /v1/account-info': {
    description: 'The account linked to the API key; the connect screen checks a key with it.',
  },
}

/* ----------------------------------------------------------------------------------------------------------------
 * Documented additions: what the dashboard sends or reads beyond the trimmed spec, with the sentence it rests on
 * -------------------------------------------------------------------------------------------------------------- */

const SERVICE_MESSAGES = "The service's own REST API page (Messages)"
const SERVICE_AND_SISTER_MESSAGES = `${SERVICE_MESSAGES}, with the names the sister product (same /v1 paths and x-api-key) documents`
const SISTER_MESSAGES = "The sister product's REST API page (Messages), same /v1 paths and x-api-key"
const SISTER_BROADCASTS = "The sister product's REST API page (Broadcasts), same /v1 paths and x-api-key"
const SISTER_WEBHOOKS = "The sister product's REST API page (Webhooks), same /v1 paths and x-api-key"

const templateParameters =
  "values for the template's variables are optional fields at the root of the body: `headerTextParameters: string[]`, `bodyTextParameters: string[]`, `buttonUrlParameters: string[]` (in the order of the variables), `headerMediaUrl: string` (image, video or document header), `locationParameters: {latitude, longitude, address, name}` (location header)."
const broadcastFields =
  'record and request fields: `id`, `name`, `type`, `status`, `segments: [{id}]`, `retargetBroadcast: {id}`, `retargetEngagementType`, `scheduleDateTime` (UTC), `startedAt`, `completedAt`, `template: {name, language}`, `headerMediaUrl`, `headerTextParameters[]`, `bodyTextParameters[]`, `buttonUrlParameters[]`, `locationParameters`, `flowParameters {flowToken, flowData}`.'
const broadcastStats =
  'set by the service: `processedStats {totalCount, successCount, failureCount}` and `deliveryStats {sentCount, deliveredCount, readCount, failedCount, repliedCount}` (integers).'

type Addition = { source: string } & (
  | { operation: string }
  | { operation: string; query: string }
  | { schemas: RegExp; property: string; when?: (schema: Json) => boolean }
)

const isObjectSchema = (schema: Json) => schema.type === 'object'
const broadcastSchemas = /^Broadcast(Request)?$/

/** Every documented addition, in one table. One that the schemas do not (yet) have is left out of the document. */
const documentedAdditions: Addition[] = [
  {
    schemas: /^SendWhatsappTemplateRequest$/,
    property: 'template',
    when: isObjectSchema,
    source: `${SERVICE_MESSAGES}: \`template\` is an object naming the approved template: \`{ name, language }\`.`,
  },
  ...['headerTextParameters', 'bodyTextParameters', 'buttonUrlParameters', 'headerMediaUrl', 'locationParameters'].map(
    (property): Addition => ({
      schemas: /^SendWhatsappTemplateRequest$/,
      property,
      source: `${SERVICE_AND_SISTER_MESSAGES}: ${templateParameters}`,
    }),
  ),
  {
    schemas: /^SendWhatsapp/,
    property: 'recepient.name',
    source: `${SISTER_MESSAGES}: \`recepient\` (sic) may carry \`name\` beside \`phoneNumber\`.`,
  },
  {
    operation: 'GET /v1/messages/{contactId}',
    source: `${SISTER_MESSAGES}: \`GET /v1/messages/{contactId}\`, a contact's message history.`,
  },
  ...[
    'id',
    'status',
    'segments',
    'retargetBroadcast',
    'retargetEngagementType',
    'scheduleDateTime',
    'startedAt',
    'completedAt',
    'template',
    'headerMediaUrl',
    'headerTextParameters',
    'bodyTextParameters',
    'buttonUrlParameters',
    'locationParameters',
    'flowParameters',
  ].map((property): Addition => ({
    schemas: broadcastSchemas,
    property,
    source: `${SISTER_BROADCASTS}: ${broadcastFields}`,
  })),
  ...['processedStats', 'deliveryStats'].map((property): Addition => ({
    schemas: broadcastSchemas,
    property,
    source: `${SISTER_BROADCASTS}: ${broadcastStats}`,
  })),
  {
    operation: 'GET /v1/broadcasts',
    query: 'startDate',
    source: `${SISTER_BROADCASTS}: list query \`limit\`, \`page\`, \`searchText\`, \`startDate\`, \`endDate\`.`,
  },
  {
    operation: 'GET /v1/webhooks/{webhookId}',
    source: `${SISTER_WEBHOOKS}: \`GET /v1/webhooks/{webhookId}\` reads one webhook.`,
  },
  {
    schemas: /^Webhook(Request)?$/,
    property: 'webhookHeaders',
    source: `${SISTER_WEBHOOKS}: \`webhookHeaders: [{key, value}]\` (custom headers sent with each delivery).`,
  },
]

const ADDITION = 'x-documented-addition'

/* ----------------------------------------------------------------------------------------------------------------
 * Finding the operations
 * -------------------------------------------------------------------------------------------------------------- */

/** Stands in for every id, body and params argument: a string, which every operation takes without complaint. */
const PROBE = '__probe__'

interface Operation {
  tag: string
  operationId: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** OpenAPI's form, e.g. /v1/broadcasts/{broadcastId}/logs. */
  path: string
  pathParameters: string[]
  query: string[]
  body?: $ZodType
  /** The response: a record, or a list of `row`. */
  response: { schema: $ZodType } | { row: $ZodType }
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** What a call to `fn` sends, or undefined when it is not an operation (it makes no request). */
function recordCall(fn: (...args: unknown[]) => unknown): RequestOptions<$ZodType> | undefined {
  let seen: RequestOptions<$ZodType> | undefined
  const recorder: ApiClient = {
    request(options) {
      seen ??= options as RequestOptions<$ZodType>
      return new Promise(() => {})
    },
  }
  try {
    const result = fn(recorder, PROBE, {})
    if (result instanceof Promise) result.catch(() => {})
  } catch {
    return undefined
  }
  return seen
}

const isList = (schema: $ZodType) => {
  const def = schema._zod.def as { type: string; in?: $ZodType }
  return def.type === 'pipe' && def.in?._zod.def.type === 'array'
}

function probeOperation(tag: string, operationId: string, fn: (...args: unknown[]) => unknown): Operation | undefined {
  const call = recordCall(fn)
  if (!call) return undefined
  const segments = call.path.split('/')
  const pathParameters: string[] = []
  const path = segments
    .map((segment, index) => {
      if (segment !== PROBE) return segment
      const name = pathParameterNames[segments[index - 1] ?? ''] ?? 'id'
      pathParameters.push(name)
      return `{${name}}`
    })
    .join('/')
  let body: $ZodType | undefined
  if (call.method === 'POST' || call.method === 'PUT') {
    body =
      requestBodies[operationId] ??
      Object.values(messagesApi.sendEndpoints).find((endpoint) => endpoint.path === call.path)?.schema
    if (!body) throw new Error(`${operationId}: add the schema of its body to requestBodies in ${import.meta.url}`)
  }
  let response: Operation['response'] = { schema: call.schema }
  if (isList(call.schema)) {
    const row = listRows[operationId]
    if (!row) throw new Error(`${operationId}: add the schema of its rows to listRows in ${import.meta.url}`)
    response = { row }
  }
  return {
    tag,
    operationId,
    method: call.method,
    path,
    pathParameters,
    query: Object.keys(call.query ?? {}),
    body,
    response,
  }
}

/** Every operation of the API modules, found by calling each exported function with a recording client. */
function findOperations(): Operation[] {
  const operations: Operation[] = []
  for (const [tag, module] of resourceModules) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'function') continue
      const operation = probeOperation(tag, name, value as (...args: unknown[]) => unknown)
      if (operation) operations.push(operation)
    }
  }
  return operations
}

/* ----------------------------------------------------------------------------------------------------------------
 * The document
 * -------------------------------------------------------------------------------------------------------------- */

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what is sent (output) or what is read (input). */
function jsonSchema(schema: $ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json
  return withRecipientRule(rest)
}

/** The WhatsApp sends' "contact or recepient, never both" is a refine, which JSON Schema cannot see: written here. */
function withRecipientRule(schema: Json): Json {
  const properties = (schema.properties ?? {}) as Json
  const required = (schema.required ?? []) as string[]
  const eitherOr = ['contact', 'recepient']
  if (!eitherOr.every((key) => key in properties && !required.includes(key))) return schema
  return { ...schema, oneOf: eitherOr.map((key) => ({ required: [key] })) }
}

const errorResponse = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
})

const commonResponses: Json = {
  BadRequest: errorResponse('The request was refused. Its body is not documented; the dashboard shows its message.'),
  Unauthorized: errorResponse('The x-api-key header is missing or invalid, or the key was deleted.'),
  TooManyRequests: errorResponse(
    'Too many requests. Not documented; the dashboard waits out Retry-After before retrying a read, never a change.',
    {
      'Retry-After': {
        description: 'Seconds to wait, or an HTTP date.',
        schema: { type: 'string' },
      },
    },
  ),
  AccountNotFound: errorResponse('The account linked to the key no longer exists (body: error).'),
  ServerError: errorResponse('A server-side failure (body: error); the client may retry.'),
}

const summaryOf = (operationId: string) => capitalize(operationId.replace(/([A-Z])/g, ' $1').toLowerCase())

/** Marks every documented addition the document has, and returns the ones it does not. */
function markAdditions(paths: Record<string, Record<string, Json>>, schemas: Record<string, Json>): Addition[] {
  const missing: Addition[] = []
  for (const addition of documentedAdditions) {
    const targets: Json[] = []
    if ('schemas' in addition) {
      for (const [name, schema] of Object.entries(schemas)) {
        if (!addition.schemas.test(name)) continue
        const target = propertyAt(schema, addition.property.split('.'))
        if (target && (addition.when?.(target) ?? true)) targets.push(target)
      }
    } else {
      const [method = '', path = ''] = addition.operation.split(' ')
      const operation = paths[path]?.[method.toLowerCase()]
      if (operation && 'query' in addition) {
        const parameters = (operation.parameters ?? []) as Json[]
        targets.push(...parameters.filter((p) => p.in === 'query' && p.name === addition.query))
      } else if (operation) targets.push(operation)
    }
    for (const target of targets) target[ADDITION] = addition.source
    if (!targets.length) missing.push(addition)
  }
  return missing
}

/** The schema of a property, through nullable wrappers (anyOf with null). */
function propertyAt(schema: Json, path: string[]): Json | undefined {
  const [key, ...rest] = path
  if (key === undefined) return schema
  const candidates = [schema, ...((schema.anyOf ?? []) as Json[])]
  for (const candidate of candidates) {
    const property = (candidate.properties as Record<string, Json> | undefined)?.[key]
    if (property) return rest.length ? propertyAt(property, rest) : property
  }
  return undefined
}

function build() {
  const operations = findOperations()
  const schemas: Record<string, Json> = {}

  /** A $ref to the named component of `schema` (written on first use), or the schema inline when it has no name. */
  const refTo = (schema: $ZodType, io: 'input' | 'output'): Json => {
    const name = Object.entries(io === 'input' ? responseSchemas : requestSchemas).find(([, s]) => s === schema)?.[0]
    if (!name) return jsonSchema(schema, io)
    schemas[name] ??= jsonSchema(schema, io)
    return { $ref: `#/components/schemas/${name}` }
  }
  const bodyRef = (operation: Operation, body: $ZodType): Json => {
    const send = Object.entries(messagesApi.sendEndpoints).find(([, endpoint]) => endpoint.path === operation.path)
    if (!send) return refTo(body, 'output')
    const name = `Send${capitalize(send[0])}Request`
    schemas[name] ??= jsonSchema(body, 'output')
    return { $ref: `#/components/schemas/${name}` }
  }

  const paths: Record<string, Record<string, Json>> = {}
  for (const operation of [...operations].sort((a, b) => a.path.localeCompare(b.path))) {
    const key = `${operation.method} ${operation.path}`
    const notes = operationNotes[key] ?? {}
    const parameters = [
      ...operation.pathParameters.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string', minLength: 1 },
      })),
      ...operation.query.map((name) => ({
        name,
        in: 'query',
        required: notes.required?.includes(name) ?? false,
        ...(queryParameters[name] ?? { schema: { type: 'string' } }),
      })),
    ]
    const success =
      'row' in operation.response
        ? { type: 'array', items: refTo(operation.response.row, 'input') }
        : refTo(operation.response.schema, 'input')
    const refusable = operation.body !== undefined || (notes.required?.length ?? 0) > 0
    const isAccount = operation.path === '/v1/account-info'
    const responses: Json = {
      [notes.status ?? '200']: {
        description:
          'row' in operation.response
            ? 'A plain JSON array. The dashboard reads each row on its own: a row of another shape is shown as such.'
            : 'OK',
        content: { 'application/json': { schema: success } },
      },
      ...(refusable ? { 400: { $ref: '#/components/responses/BadRequest' } } : {}),
      401: { $ref: '#/components/responses/Unauthorized' },
      ...(isAccount ? { 404: { $ref: '#/components/responses/AccountNotFound' } } : {}),
      429: { $ref: '#/components/responses/TooManyRequests' },
      ...(isAccount ? { 500: { $ref: '#/components/responses/ServerError' } } : {}),
    }
    paths[operation.path] ??= {}
    paths[operation.path]![operation.method.toLowerCase()] = {
      operationId: operation.operationId,
      summary: summaryOf(operation.operationId),
      ...(notes.description ? { description: notes.description } : {}),
      tags: [operation.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: bodyRef(operation, operation.body) } },
            },
          }
        : {}),
      responses,
    }
  }
  // Methods in a fixed order within each path.
  const methodOrder = ['get', 'put', 'post', 'delete']
  for (const [path, methods] of Object.entries(paths)) {
    paths[path] = Object.fromEntries(
      Object.entries(methods).sort(([a], [b]) => methodOrder.indexOf(a) - methodOrder.indexOf(b)),
    )
  }

  schemas.ErrorBody = {
    type: 'object',
    description: 'The spec uses `message` (401) and `error` (404, 500); the dashboard shows whichever is there.',
    properties: { message: { type: 'string' }, error: { type: 'string' } },
  }
  const missing = markAdditions(paths, schemas)

  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Messaging API, as Inbox Console speaks it',
      version: 'v1',
      description: [
        'The multi-channel messaging service (WhatsApp, Messenger, Instagram, Telegram) as the Inbox Console dashboard calls it.',
        `Generated by \`${OPENAPI_COMMAND}\` from the zod schemas the dashboard sends and parses (src/api): do not edit by hand.`,
        'Request bodies are what the dashboard sends. Responses are what it accepts: records keep fields it does not name (additionalProperties), and where the spec lists values (template category, status, component and button type, webhook events) any string is read, so newer values are shown as sent.',
        `Fields and operations the trimmed spec does not show, taken from the service's own documentation or its sister product's (same /v1 paths, same x-api-key), carry \`${ADDITION}\` with the sentence they rest on.`,
        "Every request carries the x-api-key header. Error bodies are documented only for the account endpoint. The decisions on the spec's gaps: docs/spec-gaps.md.",
      ].join('\n\n'),
    },
    servers: [{ url: 'http://127.0.0.1:8787', description: 'The demo API over HTTP (npm run mock-api)' }],
    security: [{ apiKey: [] }],
    tags: resourceModules.map(([name]) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
          description: 'The key is linked to one account; GET /v1/account-info returns that account.',
        },
      },
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      responses: commonResponses,
    },
  }
  return { document, missing }
}

/** The OpenAPI 3.1 document of the API as the dashboard speaks it. */
export function buildOpenApiDocument() {
  return build().document
}

/** The documented additions the dashboard does not send or read yet (none of their places is in the document). */
export function additionsNotInDocument(): string[] {
  return build().missing.map((addition) =>
    'schemas' in addition
      ? `${addition.schemas.source} ${addition.property}`
      : 'query' in addition
        ? `${addition.operation} ?${addition.query}`
        : addition.operation,
  )
}

/** docs/openapi.json's text: 2-space JSON as prettier leaves it (npm run lint checks the file). */
export async function renderOpenApiJson(): Promise<string> {
  const filepath = fileURLToPath(OPENAPI_FILE)
  const options = (await resolveConfig(filepath)) ?? {}
  return format(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`, { ...options, filepath })
}
