import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as accountApi from './account'
import * as broadcastsApi from './broadcasts'
import { createApiClient, type ApiClient } from './client'
import * as contactTagsApi from './contact-tags'
import * as messagesApi from './messages'
import * as segmentsApi from './segments'
import * as staffApi from './staff'
import * as templatesApi from './templates'
import * as webhooksApi from './webhooks'
import * as workspacesApi from './workspaces'

const BASE = 'https://api.test'

// ---------------------------------------------------------------------------
// Request capture
// ---------------------------------------------------------------------------

interface Captured {
  method: string
  url: URL
  headers: Headers
  bodyText: string
}

let captured: Captured[] = []

const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  captured = []
})
afterAll(() => server.close())

function respondWith(body: unknown, status = 200) {
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      captured.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        bodyText: await request.text(),
      })
      return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status })
    }),
  )
}

function onlyRequest(): Captured {
  expect(captured).toHaveLength(1)
  const [request] = captured
  if (!request) throw new Error('no request captured')
  return request
}

function queryEntries(url: URL): [string, string][] {
  return [...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b))
}

const api = createApiClient(() => ({ baseUrl: BASE, apiKey: 'test-key' }))

// ---------------------------------------------------------------------------
// Fixtures (valid for the response schemas; parsing must leave them unchanged)
// ---------------------------------------------------------------------------

const templateFixture = {
  id: 'tpl_1',
  template: {
    category: 'UTILITY',
    language: 'en_US',
    name: 'order_update',
    status: 'APPROVED',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Your order' },
      { type: 'BODY', text: 'Hi {{1}}, order {{2}} shipped.', example: { body_text: [['Ann', '#42']] } },
      { type: 'FOOTER', text: 'Reply STOP to opt out' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'URL', text: 'Track', url: 'https://shop.test/track' },
          { type: 'QUICK_REPLY', text: 'Thanks' },
        ],
      },
    ],
  },
  workspace: { id: 'ws_1', title: 'Main workspace' },
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-02T11:30:00.000Z',
}

const templateFixture2 = {
  ...templateFixture,
  id: 'tpl_2',
  template: {
    category: 'MARKETING',
    language: 'fr',
    name: 'promo',
    status: 'PENDING',
    components: [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://cdn.test/h.png'] } },
      { type: 'BODY', text: 'Sale!' },
    ],
  },
}

const createTemplateBody: templatesApi.CreateTemplateRequest = {
  template: {
    category: 'UTILITY',
    language: 'en_US',
    name: 'order_update',
    components: [
      { type: 'BODY', text: 'Hi {{1}}', example: { body_text: [['Ann']] } },
      { type: 'BUTTONS', buttons: [{ type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+15550100' }] },
    ],
  },
  workspace: { id: 'ws_1' },
}

const messageFixture = { id: 'msg_1', status: 'queued', error: '' }
const messageFixtureNullError = { id: 'msg_2', status: 'sent', error: null }

const broadcastFixture = { id: 'bc_1', workspace: { id: 'ws_1' }, name: 'Spring sale', type: 'whatsapp' }
const broadcastBody: broadcastsApi.BroadcastRequest = {
  workspace: { id: 'ws_1' },
  name: 'Spring sale',
  type: 'whatsapp',
}

const broadcastLogFixture = {
  broadcast: { id: 'bc_1', name: 'Spring sale' },
  recepientName: 'Ann Lee',
  countryCode: '+44',
  phone: '7700900123',
  status: 'delivered',
  reply: 'Thanks!',
  error: '',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:05:00.000Z',
}

const segmentFixture = {
  id: 'seg_1',
  name: 'VIP',
  type: 'static',
  status: 'active',
  segments: [{ id: 'seg_0' }],
  retargetBroadcast: { id: 'bc_1' },
  retargetEngagementType: 'read',
  scheduleDateTime: '2024-06-01T09:00:00.000Z',
  startedAt: '2024-06-01T09:00:01.000Z',
  completedAt: '2024-06-01T09:10:00.000Z',
}
const segmentBody: segmentsApi.SegmentRequest = { name: 'VIP', type: 'static', segments: [{ id: 'seg_0' }] }

const contactTagFixture = {
  id: 'tag_1',
  name: 'Hot lead',
  canonical: 'hot-lead',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
}

const staffFixture = {
  id: 'stf_1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.test',
  countryCode: '+44',
  phone: '7700900123',
  active: true,
  workspaces: ['ws_1', 'ws_2'],
}

const workspaceFixture = { id: 'ws_1', title: 'Main workspace' }
const accountFixture = { name: 'Acme Ltd', ownerEmail: 'owner@acme.test' }

const webhookFixture = {
  id: 'wh_1',
  name: 'CRM sync',
  serverUrl: 'https://crm.test/hooks',
  active: true,
  events: ['incoming_whatsapp_message', 'contact_created'],
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
}
const webhookBody: webhooksApi.WebhookRequest = {
  name: 'CRM sync',
  serverUrl: 'https://crm.test/hooks',
  active: true,
  events: ['incoming_whatsapp_message', 'contact_created'],
}

const deleteFixture = { success: true }

// ---------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Every exported function of the resource modules is an operation. */
const resourceModules = {
  accountApi,
  broadcastsApi,
  contactTagsApi,
  messagesApi,
  segmentsApi,
  staffApi,
  templatesApi,
  webhooksApi,
  workspacesApi,
}
const exportedOperations = new Map<string, unknown>()
for (const mod of Object.values(resourceModules)) {
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value === 'function') exportedOperations.set(name, value)
  }
}

/** The export name of an operation (most are built by a shared endpoint builder, so their own name is empty). */
function nameOf(fn: unknown): string {
  const entry = [...exportedOperations].find(([, value]) => value === fn)
  if (!entry) throw new Error('not an exported operation')
  return entry[0]
}

interface OperationCase {
  /** Export name of the operation under test. */
  op: string
  fn: unknown
  title: string
  run: (client: ApiClient) => Promise<unknown>
  method: Method
  pathname: string
  query: Record<string, string>
  /** Present for POST/PUT: the JSON body the server must receive. */
  body?: unknown
  status: number
  response: unknown
}

/**
 * Builds a case from the operation itself, so its arguments are type-checked against its signature. `request` is what
 * the server must see, e.g. `GET /v1/segments?limit=5`; `response` is what it answers.
 */
function opCase<A extends unknown[]>(
  fn: (client: ApiClient, ...args: A) => Promise<unknown>,
  args: A,
  request: `${Method} /${string}`,
  response: unknown,
  { title = 'default', body, status = 200 }: { title?: string; body?: unknown; status?: number } = {},
): OperationCase {
  const [method, target] = request.split(' ') as [Method, string]
  const url = new URL(target, BASE)
  return {
    op: nameOf(fn),
    fn,
    title,
    run: (client) => fn(client, ...args),
    method,
    pathname: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
    status,
    response,
  }
}

/** A send: the body goes to `pathname` as is, and the message response comes back. */
function sendCase<Body>(
  fn: (client: ApiClient, body: Body) => Promise<unknown>,
  body: Body,
  pathname: `/${string}`,
  { title, response = messageFixture }: { title?: string; response?: unknown } = {},
): OperationCase {
  return opCase(fn, [body], `POST ${pathname}`, response, { title, body })
}

/** Who a send goes to: a contact (by id) or a phone number, in a workspace. */
const toContact = (contactId: string, workspaceId = 'ws_1') => ({
  contact: { id: contactId },
  workspace: { id: workspaceId },
})
const toPhone = { recepient: { phoneNumber: '+447700900123' }, workspace: { id: 'ws_1' } }

const whatsappTextBody: messagesApi.WhatsappTextRequest = {
  ...toContact('ct_1'),
  textMessage: 'Hello there',
  scheduleDateTime: '2024-06-01T09:00:00.000Z',
}
const whatsappTextToPhoneBody: messagesApi.WhatsappTextRequest = { ...toPhone, textMessage: 'Hello phone' }
const whatsappMediaBody: messagesApi.WhatsappMediaRequest = {
  ...toPhone,
  mediaUrl: 'https://cdn.test/pic.jpg',
  mimeType: 'image/jpeg',
}
const whatsappTemplateBody: messagesApi.WhatsappTemplateRequest = {
  ...toContact('ct_1'),
  template: { name: 'order_update', language: 'en_GB' },
}
const whatsappTemplateWithValuesBody: messagesApi.WhatsappTemplateRequest = {
  recepient: { phoneNumber: '+447700900123', name: 'Ada Lovelace' },
  workspace: { id: 'ws_1' },
  template: { name: 'order_confirmation', language: 'en_GB' },
  headerTextParameters: ['A-1001'],
  bodyTextParameters: ['Ada', 'A-1001', '12 June'],
  buttonUrlParameters: ['A-1001'],
  headerMediaUrl: 'https://cdn.test/pic.jpg',
  locationParameters: { latitude: 51.5, longitude: -0.12, address: '1 Main St', name: 'Shop' },
}
const messengerTextBody: messagesApi.ContactTextRequest = {
  ...toContact('ct_2'),
  textMessage: 'Hi on Messenger',
  scheduleDateTime: '2024-06-02T09:00:00.000Z',
}
const messengerMediaBody: messagesApi.ContactMediaRequest = {
  ...toContact('ct_2'),
  mediaUrl: 'https://cdn.test/doc.pdf',
  mimeType: 'application/pdf',
  scheduleDateTime: '2024-06-02T09:00:00.000Z',
}
const elementsBody: messagesApi.ElementsTemplateRequest = {
  ...toContact('ct_3'),
  elements: [{ title: 'Pick one', buttons: [{ type: 'postback', title: 'Yes', payload: 'YES' }] }],
}
const instagramTextBody: messagesApi.ContactTextRequest = {
  ...toContact('ct_4', 'ws_2'),
  textMessage: 'Hi on Instagram',
}
const telegramBody: messagesApi.TelegramTemplateRequest = {
  ...toContact('ct_5'),
  buttons: [{ text: 'Open', url: 'https://shop.test' }],
  textMessage: 'Choose',
}

const cases: OperationCase[] = [
  // --- WhatsApp templates -------------------------------------------------
  opCase(
    templatesApi.listTemplates,
    [{ workspaceId: 'ws_1', page: 2, limit: 10, searchText: 'order' }],
    'GET /v1/whatsapp-templates?workspaceId=ws_1&page=2&limit=10&searchText=order',
    [templateFixture, templateFixture2],
    { title: 'all query parameters' },
  ),
  opCase(templatesApi.listTemplates, [{ workspaceId: 'ws_1' }], 'GET /v1/whatsapp-templates?workspaceId=ws_1', [], {
    title: 'only workspaceId',
  }),
  opCase(
    templatesApi.listTemplates,
    [{ workspaceId: 'ws_1', searchText: '' }],
    'GET /v1/whatsapp-templates?workspaceId=ws_1',
    [templateFixture],
    { title: 'empty searchText is not sent' },
  ),
  opCase(templatesApi.getTemplate, ['tpl_1'], 'GET /v1/whatsapp-templates/tpl_1', templateFixture),
  opCase(
    templatesApi.createTemplate,
    [createTemplateBody],
    'POST /v1/whatsapp-template',
    { ...templateFixture, template: { ...createTemplateBody.template, status: 'PENDING' } },
    { body: createTemplateBody, status: 201 },
  ),

  // --- Messages -------------------------------------------------------------
  sendCase(messagesApi.sendWhatsappText, whatsappTextBody, '/v1/messages/whatsapp/sendtext', { title: 'to a contact' }),
  sendCase(messagesApi.sendWhatsappText, whatsappTextToPhoneBody, '/v1/messages/whatsapp/sendtext', {
    title: 'to a phone number',
    response: messageFixtureNullError,
  }),
  sendCase(messagesApi.sendWhatsappMedia, whatsappMediaBody, '/v1/messages/whatsapp/sendmedia'),
  sendCase(messagesApi.sendWhatsappTemplate, whatsappTemplateBody, '/v1/messages/whatsapp/sendtemplate', {
    title: 'by name and language',
  }),
  sendCase(messagesApi.sendWhatsappTemplate, whatsappTemplateWithValuesBody, '/v1/messages/whatsapp/sendtemplate', {
    title: 'with every parameter field, to a named phone number',
  }),
  sendCase(messagesApi.sendMessengerText, messengerTextBody, '/v1/messages/messenger/sendtext'),
  sendCase(messagesApi.sendMessengerMedia, messengerMediaBody, '/v1/messages/messenger/sendmedia'),
  sendCase(messagesApi.sendMessengerTemplate, elementsBody, '/v1/messages/messenger/sendtemplate'),
  sendCase(messagesApi.sendInstagramText, instagramTextBody, '/v1/messages/instagram/sendtext'),
  sendCase(messagesApi.sendInstagramTemplate, elementsBody, '/v1/messages/instagram/sendtemplate', {
    response: messageFixtureNullError,
  }),
  sendCase(messagesApi.sendTelegramTemplate, telegramBody, '/v1/messages/telegram/sendtemplate'),

  // --- Broadcasts -----------------------------------------------------------
  opCase(
    broadcastsApi.listBroadcasts,
    [{ workspaceId: 'ws_1', limit: 25, page: 3, endDate: '2024-06-30', searchText: 'sale' }],
    'GET /v1/broadcasts?workspaceId=ws_1&limit=25&page=3&endDate=2024-06-30&searchText=sale',
    [broadcastFixture, { workspace: { id: 'ws_2' }, name: 'No id', type: 'sms' }],
    { title: 'all query parameters' },
  ),
  opCase(broadcastsApi.listBroadcasts, [], 'GET /v1/broadcasts', [broadcastFixture], { title: 'no parameters' }),
  opCase(broadcastsApi.createBroadcast, [broadcastBody], 'POST /v1/broadcasts', broadcastFixture, {
    body: broadcastBody,
  }),
  opCase(broadcastsApi.getBroadcast, ['bc_1'], 'GET /v1/broadcasts/bc_1', broadcastFixture),
  opCase(
    broadcastsApi.updateBroadcast,
    ['bc_1', { ...broadcastBody, name: 'Summer sale' }],
    'PUT /v1/broadcasts/bc_1',
    { ...broadcastFixture, name: 'Summer sale' },
    { body: { ...broadcastBody, name: 'Summer sale' } },
  ),
  opCase(broadcastsApi.deleteBroadcast, ['bc_1'], 'DELETE /v1/broadcasts/bc_1', deleteFixture),
  opCase(
    broadcastsApi.listBroadcastLogs,
    ['bc_1', { limit: 50, page: 2 }],
    'GET /v1/broadcasts/bc_1/logs?limit=50&page=2',
    [broadcastLogFixture, { ...broadcastLogFixture, reply: null, error: 'Undeliverable', status: 'failed' }],
    { title: 'limit and page' },
  ),
  opCase(broadcastsApi.listBroadcastLogs, ['bc_1'], 'GET /v1/broadcasts/bc_1/logs', [], { title: 'no parameters' }),

  // --- Segments -------------------------------------------------------------
  opCase(
    segmentsApi.listSegments,
    [{ workspaceId: 'ws_1', limit: 5, page: 1, searchText: 'vip' }],
    'GET /v1/segments?workspaceId=ws_1&limit=5&page=1&searchText=vip',
    [segmentFixture, { id: 'seg_2', name: 'Bare', type: null, segments: null }],
    { title: 'all query parameters' },
  ),
  opCase(segmentsApi.listSegments, [], 'GET /v1/segments', [segmentFixture], { title: 'no parameters' }),
  opCase(segmentsApi.createSegment, [segmentBody], 'POST /v1/segments', segmentFixture, { body: segmentBody }),
  opCase(segmentsApi.getSegment, ['seg_1'], 'GET /v1/segments/seg_1', segmentFixture),
  opCase(segmentsApi.deleteSegment, ['seg_1'], 'DELETE /v1/segments/seg_1', { success: true }),

  // --- Contact tags ---------------------------------------------------------
  opCase(
    contactTagsApi.listContactTags,
    [{ limit: 20, page: 4, searchText: 'lead' }],
    'GET /v1/contactTags?limit=20&page=4&searchText=lead',
    [contactTagFixture],
    { title: 'all query parameters' },
  ),
  opCase(contactTagsApi.listContactTags, [{ searchText: 'lead' }], 'GET /v1/contactTags?searchText=lead', [], {
    title: 'only searchText',
  }),
  opCase(
    contactTagsApi.createContactTag,
    [{ name: 'Hot lead', canonical: 'hot-lead' }],
    'POST /v1/contactTags',
    contactTagFixture,
    { body: { name: 'Hot lead', canonical: 'hot-lead' } },
  ),
  opCase(contactTagsApi.getContactTag, ['tag_1'], 'GET /v1/contactTags/tag_1', contactTagFixture),
  opCase(contactTagsApi.deleteContactTag, ['tag_1'], 'DELETE /v1/contactTags/tag_1', deleteFixture),

  // --- Staff ----------------------------------------------------------------
  opCase(
    staffApi.listStaff,
    [{ workspaceId: 'ws_2', limit: 100, page: 1, searchText: 'ann' }],
    'GET /v1/staffs?workspaceId=ws_2&limit=100&page=1&searchText=ann',
    [staffFixture, { ...staffFixture, id: 'stf_2', active: false, workspaces: [] }],
    { title: 'all query parameters' },
  ),
  opCase(staffApi.listStaff, [], 'GET /v1/staffs', [staffFixture], { title: 'no parameters' }),
  opCase(staffApi.getStaff, ['stf_1'], 'GET /v1/staffs/stf_1', staffFixture),

  // --- Workspaces -----------------------------------------------------------
  opCase(
    workspacesApi.listWorkspaces,
    [{ limit: 10, page: 1, searchText: 'main' }],
    'GET /v1/workspaces?limit=10&page=1&searchText=main',
    [workspaceFixture, { id: 'ws_2', title: 'Support' }],
    { title: 'all query parameters' },
  ),
  opCase(workspacesApi.listWorkspaces, [], 'GET /v1/workspaces', [workspaceFixture], { title: 'no parameters' }),
  opCase(workspacesApi.getWorkspace, ['ws_1'], 'GET /v1/workspaces/ws_1', workspaceFixture),

  // --- Account --------------------------------------------------------------
  opCase(accountApi.getAccountInfo, [], 'GET /v1/account-info', accountFixture, { title: 'with an owner' }),
  opCase(
    accountApi.getAccountInfo,
    [],
    'GET /v1/account-info',
    { name: 'Orphan Ltd', ownerEmail: null },
    { title: 'without an owner (ownerEmail null)' },
  ),

  // --- Webhooks -------------------------------------------------------------
  opCase(webhooksApi.listWebhooks, [{ limit: 10, page: 2 }], 'GET /v1/webhooks?limit=10&page=2', [webhookFixture], {
    title: 'limit and page',
  }),
  opCase(webhooksApi.listWebhooks, [], 'GET /v1/webhooks', [], { title: 'no parameters' }),
  opCase(webhooksApi.createWebhook, [webhookBody], 'POST /v1/webhooks', webhookFixture, { body: webhookBody }),
  opCase(
    webhooksApi.updateWebhook,
    ['wh_1', { ...webhookBody, active: false, events: ['contact_tag_removed'] }],
    'PUT /v1/webhooks/wh_1',
    { ...webhookFixture, active: false, events: ['contact_tag_removed'] },
    { body: { ...webhookBody, active: false, events: ['contact_tag_removed'] } },
  ),
  opCase(webhooksApi.deleteWebhook, ['wh_1'], 'DELETE /v1/webhooks/wh_1', deleteFixture),
]

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

describe('operation table', () => {
  it('covers all 35 operations, each of them an export of a resource module', () => {
    const tested = new Set(cases.map((c) => c.op))
    expect(tested.size).toBe(35)
    expect([...tested].sort()).toEqual([...exportedOperations.keys()].sort())
    for (const c of cases) expect(exportedOperations.get(c.op)).toBe(c.fn)
  })
})

describe.each(cases)('$op ($title)', (c) => {
  it(`sends ${c.method} ${c.pathname} and returns the parsed response`, async () => {
    respondWith(c.response, c.status)

    const result = await c.run(api)

    const request = onlyRequest()
    expect(request.method).toBe(c.method)
    expect(request.url.origin).toBe(BASE)
    expect(request.url.pathname).toBe(c.pathname)
    expect(queryEntries(request.url)).toEqual(Object.entries(c.query).sort(([a], [b]) => a.localeCompare(b)))
    expect(request.headers.get('x-api-key')).toBe('test-key')

    if (c.method === 'POST' || c.method === 'PUT') {
      expect(c.body).toBeDefined()
      expect(request.headers.get('content-type')).toBe('application/json')
      expect(JSON.parse(request.bodyText)).toStrictEqual(c.body)
    } else {
      expect(c.body).toBeUndefined()
      expect(request.headers.get('content-type')).toBeNull()
      expect(request.bodyText).toBe('')
    }

    expect(result).toStrictEqual(c.response)
  })
})

describe('path ids are URL-encoded', () => {
  const id = 'a/b c?d#e%'
  const encoded = 'a%2Fb%20c%3Fd%23e%25'

  /** An operation called with the id (and the rest of its arguments), and where its request must go. */
  const idCase = <A extends unknown[]>(
    fn: (client: ApiClient, id: string, ...rest: A) => Promise<unknown>,
    rest: A,
    method: Method,
    pathname: string,
    response: unknown,
  ) => ({ op: nameOf(fn), run: (client: ApiClient) => fn(client, id, ...rest), method, pathname, response })

  const idCases = [
    idCase(templatesApi.getTemplate, [], 'GET', `/v1/whatsapp-templates/${encoded}`, templateFixture),
    idCase(broadcastsApi.getBroadcast, [], 'GET', `/v1/broadcasts/${encoded}`, broadcastFixture),
    idCase(broadcastsApi.updateBroadcast, [broadcastBody], 'PUT', `/v1/broadcasts/${encoded}`, broadcastFixture),
    idCase(broadcastsApi.deleteBroadcast, [], 'DELETE', `/v1/broadcasts/${encoded}`, deleteFixture),
    idCase(broadcastsApi.listBroadcastLogs, [], 'GET', `/v1/broadcasts/${encoded}/logs`, []),
    idCase(segmentsApi.getSegment, [], 'GET', `/v1/segments/${encoded}`, segmentFixture),
    idCase(segmentsApi.deleteSegment, [], 'DELETE', `/v1/segments/${encoded}`, deleteFixture),
    idCase(contactTagsApi.getContactTag, [], 'GET', `/v1/contactTags/${encoded}`, contactTagFixture),
    idCase(contactTagsApi.deleteContactTag, [], 'DELETE', `/v1/contactTags/${encoded}`, deleteFixture),
    idCase(staffApi.getStaff, [], 'GET', `/v1/staffs/${encoded}`, staffFixture),
    idCase(workspacesApi.getWorkspace, [], 'GET', `/v1/workspaces/${encoded}`, workspaceFixture),
    idCase(webhooksApi.updateWebhook, [webhookBody], 'PUT', `/v1/webhooks/${encoded}`, webhookFixture),
    idCase(webhooksApi.deleteWebhook, [], 'DELETE', `/v1/webhooks/${encoded}`, deleteFixture),
  ]

  it('covers every operation with a path id', () => {
    expect(idCases.map((c) => c.op).sort()).toEqual([
      'deleteBroadcast',
      'deleteContactTag',
      'deleteSegment',
      'deleteWebhook',
      'getBroadcast',
      'getContactTag',
      'getSegment',
      'getStaff',
      'getTemplate',
      'getWorkspace',
      'listBroadcastLogs',
      'updateBroadcast',
      'updateWebhook',
    ])
  })

  it.each(idCases)('$op encodes the id as a single path segment', async (c) => {
    respondWith(c.response)
    await expect(c.run(api)).resolves.toStrictEqual(c.response)
    const request = onlyRequest()
    expect(request.method).toBe(c.method)
    expect(request.url.pathname).toBe(c.pathname)
    expect(request.url.search).toBe('')
    expect(request.url.hash).toBe('')
  })
})

describe('query values', () => {
  it('serializes numbers as strings and escapes special characters in searchText', async () => {
    respondWith([])
    await templatesApi.listTemplates(api, { workspaceId: 'ws 1&x', searchText: 'a+b=c', page: 1, limit: 100 })
    const request = onlyRequest()
    expect(request.url.searchParams.get('workspaceId')).toBe('ws 1&x')
    expect(request.url.searchParams.get('searchText')).toBe('a+b=c')
    expect(request.url.searchParams.get('page')).toBe('1')
    expect(request.url.searchParams.get('limit')).toBe('100')
    expect([...request.url.searchParams.keys()]).toHaveLength(4)
  })

  it('does not send undefined, null or empty values on any list', async () => {
    respondWith([])
    await staffApi.listStaff(api, { workspaceId: '', searchText: '', page: undefined, limit: 5 })
    expect(queryEntries(onlyRequest().url)).toEqual([['limit', '5']])
  })
})
