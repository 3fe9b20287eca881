import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { toJSONSchema } from 'zod/v4/core'
import { sendEndpoints } from '@/api/messages'
import { buildOpenApiDocument, OPENAPI_COMMAND, OPENAPI_FILE, renderOpenApiJson } from './openapi-document'

type Json = Record<string, unknown>

/** Every method and path of the spec's Endpoints section. */
const specOperations = [
  'GET /v1/whatsapp-templates',
  'GET /v1/whatsapp-templates/{templateId}',
  'POST /v1/whatsapp-template',
  'POST /v1/messages/whatsapp/sendtext',
  'POST /v1/messages/whatsapp/sendmedia',
  'POST /v1/messages/whatsapp/sendtemplate',
  'POST /v1/messages/messenger/sendtext',
  'POST /v1/messages/messenger/sendmedia',
  'POST /v1/messages/messenger/sendtemplate',
  'POST /v1/messages/instagram/sendtext',
  'POST /v1/messages/instagram/sendtemplate',
  'POST /v1/messages/telegram/sendtemplate',
  'GET /v1/broadcasts',
  'POST /v1/broadcasts',
  'GET /v1/broadcasts/{broadcastId}',
  'PUT /v1/broadcasts/{broadcastId}',
  'DELETE /v1/broadcasts/{broadcastId}',
  'GET /v1/broadcasts/{broadcastId}/logs',
  'GET /v1/segments',
  'POST /v1/segments',
  'GET /v1/segments/{segmentId}',
  'DELETE /v1/segments/{segmentId}',
  'GET /v1/contactTags',
  'POST /v1/contactTags',
  'GET /v1/contactTags/{contactTagId}',
  'DELETE /v1/contactTags/{contactTagId}',
  'GET /v1/staffs',
  'GET /v1/staffs/{staffId}',
  'GET /v1/workspaces',
  'GET /v1/workspaces/{workspaceId}',
  'GET /v1/account-info',
  'GET /v1/webhooks',
  'POST /v1/webhooks',
  'PUT /v1/webhooks/{webhookId}',
  'DELETE /v1/webhooks/{webhookId}',
]

const document = buildOpenApiDocument()
const paths = document.paths as Record<string, Record<string, Json>>
const operations = Object.entries(paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, path, operation })),
)

describe('docs/openapi.json', () => {
  it('is what the API modules build today', async () => {
    const onDisk = readFileSync(OPENAPI_FILE, 'utf8')
    expect(onDisk === (await renderOpenApiJson()), `docs/openapi.json is out of date: run ${OPENAPI_COMMAND}`).toBe(
      true,
    )
  })

  it('is an OpenAPI 3.1 document with the x-api-key scheme on every operation', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.title).toBeTruthy()
    expect(document.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
    })
    expect(document.security).toEqual([{ apiKey: [] }])
    expect(JSON.stringify(document)).not.toContain('"$schema"')
  })

  it('has every operation of the spec', () => {
    const present = new Set(operations.map((o) => o.key))
    expect(specOperations.filter((key) => !present.has(key))).toEqual([])
  })

  it.each(operations)('$key: path parameters, a success response, 401 and 429, and a body on POST and PUT', (o) => {
    const { operation, key } = o
    const parameters = (operation.parameters ?? []) as Json[]
    const inPath = [...o.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
    expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(inPath)
    expect(operation.operationId).toMatch(/^[a-z]\w+$/)

    const responses = operation.responses as Record<string, Json>
    const success = Object.keys(responses).filter((status) => status.startsWith('2'))
    expect(success).toHaveLength(1)
    expect(responses[success[0]!]).toHaveProperty(['content', 'application/json', 'schema'])
    expect(responses).toHaveProperty('401')
    expect(responses).toHaveProperty('429')

    const hasBody = key.startsWith('POST') || key.startsWith('PUT')
    expect(operation.requestBody !== undefined).toBe(hasBody)
    if (hasBody) expect(responses).toHaveProperty('400')
  })

  it('resolves every $ref', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)]
    expect(refs.length).toBeGreaterThan(0)
    const components = document.components as Record<string, Json>
    for (const [, kind, name] of refs) expect(components[kind!], `${kind}/${name}`).toHaveProperty([name!])
  })

  it('takes each send body from sendEndpoints, as the app sends it', () => {
    const schemas = document.components.schemas as Record<string, Json>
    for (const { path, schema } of Object.values(sendEndpoints)) {
      const body = paths[path]?.post?.requestBody as Json
      const ref = (body.content as Json)['application/json'] as { schema: { $ref: string } }
      const component = schemas[ref.schema.$ref.split('/').pop()!]!
      const { $schema: _dialect, ...expected } = toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })
      // The component is zod's conversion, with only the additions' marks and the recipient rule written on it.
      const stripped = JSON.parse(
        JSON.stringify(component, (k, v: unknown) => (k === 'x-documented-addition' ? undefined : v)),
      )
      delete stripped.oneOf
      expect(stripped, path).toEqual(expected)
    }
  })

  it('marks the documented additions the dashboard sends', () => {
    const body = (document.components.schemas as Record<string, Json>).SendWhatsappTemplateRequest as {
      properties: Record<string, Json>
    }
    const template = body.properties.template!
    if (template.type === 'object') expect(template['x-documented-addition']).toMatch(/\{ name, language \}/)
    else expect(template['x-documented-addition']).toBeUndefined()
    for (const [name, property] of Object.entries(body.properties))
      if (/Parameters$|^headerMediaUrl$/.test(name)) expect(property['x-documented-addition'], name).toBeTruthy()
    // The spec's own fields carry no mark.
    for (const name of ['contact', 'recepient', 'workspace'])
      expect(body.properties[name]).not.toHaveProperty(['x-documented-addition'])
  })
})
