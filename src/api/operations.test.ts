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

/** Builds a case from the operation itself, so its arguments are type-checked against its signature. */
function opCase<A extends unknown[]>(
  fn: ((client: ApiClient, ...args: A) => Promise<unknown>) & { name: string },
  args: A,
  expected: {
    title?: string
    method: Method
    pathname: string
    query?: Record<string, string>
    body?: unknown
    status?: number
    response: unknown
  },
): OperationCase {
  return {
    op: fn.name,
    fn,
    title: expected.title ?? 'default',
    run: (client) => fn(client, ...args),
    method: expected.method,
    pathname: expected.pathname,
    query: expected.query ?? {},
    body: expected.body,
    status: expected.status ?? 200,
    response: expected.response,
  }
}

const whatsappTextBody: messagesApi.WhatsappTextRequest = {
  contact: { id: 'ct_1' },
  workspace: { id: 'ws_1' },
  textMessage: 'Hello there',
  scheduleDateTime: '2024-06-01T09:00:00.000Z',
}
const whatsappTextToPhoneBody: messagesApi.WhatsappTextRequest = {
  recepient: { phoneNumber: '+447700900123' },
  workspace: { id: 'ws_1' },
  textMessage: 'Hello phone',
}
const whatsappMediaBody: messagesApi.WhatsappMediaRequest = {
  recepient: { phoneNumber: '+447700900123' },
  workspace: { id: 'ws_1' },
  mediaUrl: 'https://cdn.test/pic.jpg',
  mimeType: 'image/jpeg',
}
const whatsappTemplateBody: messagesApi.WhatsappTemplateRequest = {
  contact: { id: 'ct_1' },
  workspace: { id: 'ws_1' },
  template: 'order_update',
}
const messengerTextBody: messagesApi.ContactTextRequest = {
  contact: { id: 'ct_2' },
  workspace: { id: 'ws_1' },
  textMessage: 'Hi on Messenger',
  scheduleDateTime: '2024-06-02T09:00:00.000Z',
}
const messengerMediaBody: messagesApi.ContactMediaRequest = {
  contact: { id: 'ct_2' },
  workspace: { id: 'ws_1' },
  mediaUrl: 'https://cdn.test/doc.pdf',
  mimeType: 'application/pdf',
  scheduleDateTime: '2024-06-02T09:00:00.000Z',
}
const elementsBody: messagesApi.ElementsTemplateRequest = {
  contact: { id: 'ct_3' },
  workspace: { id: 'ws_1' },
  elements: [{ title: 'Pick one', buttons: [{ type: 'postback', title: 'Yes', payload: 'YES' }] }],
}
const instagramTextBody: messagesApi.ContactTextRequest = {
  contact: { id: 'ct_4' },
  workspace: { id: 'ws_2' },
  textMessage: 'Hi on Instagram',
}
const telegramBody: messagesApi.TelegramTemplateRequest = {
  contact: { id: 'ct_5' },
  workspace: { id: 'ws_1' },
  buttons: [{ text: 'Open', url: 'https://shop.test' }],
  textMessage: 'Choose',
}

const cases: OperationCase[] = [
  // --- WhatsApp templates -------------------------------------------------
  opCase(templatesApi.listTemplates, [{ workspaceId: 'ws_1', page: 2, limit: 10, searchText: 'order' }], {
    title: 'all query parameters',
    method: 'GET',
    pathname: '/v1/whatsapp-templates',
    query: { workspaceId: 'ws_1', page: '2', limit: '10', searchText: 'order' },
    response: [templateFixture, templateFixture2],
  }),
  opCase(templatesApi.listTemplates, [{ workspaceId: 'ws_1' }], {
    title: 'only workspaceId',
    method: 'GET',
    pathname: '/v1/whatsapp-templates',
    query: { workspaceId: 'ws_1' },
    response: [],
  }),
  opCase(templatesApi.listTemplates, [{ workspaceId: 'ws_1', searchText: '' }], {
    title: 'empty searchText is not sent',
    method: 'GET',
    pathname: '/v1/whatsapp-templates',
    query: { workspaceId: 'ws_1' },
    response: [templateFixture],
  }),
  opCase(templatesApi.getTemplate, ['tpl_1'], {
    method: 'GET',
    pathname: '/v1/whatsapp-templates/tpl_1',
    response: templateFixture,
  }),
  opCase(templatesApi.createTemplate, [createTemplateBody], {
    method: 'POST',
    pathname: '/v1/whatsapp-template',
    body: createTemplateBody,
    status: 201,
    response: { ...templateFixture, template: { ...createTemplateBody.template, status: 'PENDING' } },
  }),

  // --- Messages -------------------------------------------------------------
  opCase(messagesApi.sendWhatsappText, [whatsappTextBody], {
    title: 'to a contact',
    method: 'POST',
    pathname: '/v1/messages/whatsapp/sendtext',
    body: whatsappTextBody,
    response: messageFixture,
  }),
  opCase(messagesApi.sendWhatsappText, [whatsappTextToPhoneBody], {
    title: 'to a phone number',
    method: 'POST',
    pathname: '/v1/messages/whatsapp/sendtext',
    body: whatsappTextToPhoneBody,
    response: messageFixtureNullError,
  }),
  opCase(messagesApi.sendWhatsappMedia, [whatsappMediaBody], {
    method: 'POST',
    pathname: '/v1/messages/whatsapp/sendmedia',
    body: whatsappMediaBody,
    response: messageFixture,
  }),
  opCase(messagesApi.sendWhatsappTemplate, [whatsappTemplateBody], {
    method: 'POST',
    pathname: '/v1/messages/whatsapp/sendtemplate',
    body: whatsappTemplateBody,
    response: messageFixture,
  }),
  opCase(messagesApi.sendMessengerText, [messengerTextBody], {
    method: 'POST',
    pathname: '/v1/messages/messenger/sendtext',
    body: messengerTextBody,
    response: messageFixture,
  }),
  opCase(messagesApi.sendMessengerMedia, [messengerMediaBody], {
    method: 'POST',
    pathname: '/v1/messages/messenger/sendmedia',
    body: messengerMediaBody,
    response: messageFixture,
  }),
  opCase(messagesApi.sendMessengerTemplate, [elementsBody], {
    method: 'POST',
    pathname: '/v1/messages/messenger/sendtemplate',
    body: elementsBody,
    response: messageFixture,
  }),
  opCase(messagesApi.sendInstagramText, [instagramTextBody], {
    method: 'POST',
    pathname: '/v1/messages/instagram/sendtext',
    body: instagramTextBody,
    response: messageFixture,
  }),
  opCase(messagesApi.sendInstagramTemplate, [elementsBody], {
    method: 'POST',
    pathname: '/v1/messages/instagram/sendtemplate',
    body: elementsBody,
    response: messageFixtureNullError,
  }),
  opCase(messagesApi.sendTelegramTemplate, [telegramBody], {
    method: 'POST',
    pathname: '/v1/messages/telegram/sendtemplate',
    body: telegramBody,
    response: messageFixture,
  }),

  // --- Broadcasts -----------------------------------------------------------
  opCase(
    broadcastsApi.listBroadcasts,
    [{ workspaceId: 'ws_1', limit: 25, page: 3, endDate: '2024-06-30', searchText: 'sale' }],
    {
      title: 'all query parameters',
      method: 'GET',
      pathname: '/v1/broadcasts',
      query: { workspaceId: 'ws_1', limit: '25', page: '3', endDate: '2024-06-30', searchText: 'sale' },
      response: [broadcastFixture, { workspace: { id: 'ws_2' }, name: 'No id', type: 'sms' }],
    },
  ),
  opCase(broadcastsApi.listBroadcasts, [], {
    title: 'no parameters',
    method: 'GET',
    pathname: '/v1/broadcasts',
    response: [broadcastFixture],
  }),
  opCase(broadcastsApi.createBroadcast, [broadcastBody], {
    method: 'POST',
    pathname: '/v1/broadcasts',
    body: broadcastBody,
    response: broadcastFixture,
  }),
  opCase(broadcastsApi.getBroadcast, ['bc_1'], {
    method: 'GET',
    pathname: '/v1/broadcasts/bc_1',
    response: broadcastFixture,
  }),
  opCase(broadcastsApi.updateBroadcast, ['bc_1', { ...broadcastBody, name: 'Summer sale' }], {
    method: 'PUT',
    pathname: '/v1/broadcasts/bc_1',
    body: { ...broadcastBody, name: 'Summer sale' },
    response: { ...broadcastFixture, name: 'Summer sale' },
  }),
  opCase(broadcastsApi.deleteBroadcast, ['bc_1'], {
    method: 'DELETE',
    pathname: '/v1/broadcasts/bc_1',
    response: deleteFixture,
  }),
  opCase(broadcastsApi.listBroadcastLogs, ['bc_1', { limit: 50, page: 2 }], {
    title: 'limit and page',
    method: 'GET',
    pathname: '/v1/broadcasts/bc_1/logs',
    query: { limit: '50', page: '2' },
    response: [broadcastLogFixture, { ...broadcastLogFixture, reply: null, error: 'Undeliverable', status: 'failed' }],
  }),
  opCase(broadcastsApi.listBroadcastLogs, ['bc_1'], {
    title: 'no parameters',
    method: 'GET',
    pathname: '/v1/broadcasts/bc_1/logs',
    response: [],
  }),

  // --- Segments -------------------------------------------------------------
  opCase(segmentsApi.listSegments, [{ workspaceId: 'ws_1', limit: 5, page: 1, searchText: 'vip' }], {
    title: 'all query parameters',
    method: 'GET',
    pathname: '/v1/segments',
    query: { workspaceId: 'ws_1', limit: '5', page: '1', searchText: 'vip' },
    response: [segmentFixture, { id: 'seg_2', name: 'Bare', type: null, segments: null }],
  }),
  opCase(segmentsApi.listSegments, [], {
    title: 'no parameters',
    method: 'GET',
    pathname: '/v1/segments',
    response: [segmentFixture],
  }),
  opCase(segmentsApi.createSegment, [segmentBody], {
    method: 'POST',
    pathname: '/v1/segments',
    body: segmentBody,
    response: segmentFixture,
  }),
  opCase(segmentsApi.getSegment, ['seg_1'], {
    method: 'GET',
    pathname: '/v1/segments/seg_1',
    response: segmentFixture,
  }),
  opCase(segmentsApi.deleteSegment, ['seg_1'], {
    method: 'DELETE',
    pathname: '/v1/segments/seg_1',
    response: { success: false },
  }),

  // --- Contact tags ---------------------------------------------------------
  opCase(contactTagsApi.listContactTags, [{ limit: 20, page: 4, searchText: 'lead' }], {
    title: 'all query parameters',
    method: 'GET',
    pathname: '/v1/contactTags',
    query: { limit: '20', page: '4', searchText: 'lead' },
    response: [contactTagFixture],
  }),
  opCase(contactTagsApi.listContactTags, [{ searchText: 'lead' }], {
    title: 'only searchText',
    method: 'GET',
    pathname: '/v1/contactTags',
    query: { searchText: 'lead' },
    response: [],
  }),
  opCase(contactTagsApi.createContactTag, [{ name: 'Hot lead', canonical: 'hot-lead' }], {
    method: 'POST',
    pathname: '/v1/contactTags',
    body: { name: 'Hot lead', canonical: 'hot-lead' },
    response: contactTagFixture,
  }),
  opCase(contactTagsApi.getContactTag, ['tag_1'], {
    method: 'GET',
    pathname: '/v1/contactTags/tag_1',
    response: contactTagFixture,
  }),
  opCase(contactTagsApi.deleteContactTag, ['tag_1'], {
    method: 'DELETE',
    pathname: '/v1/contactTags/tag_1',
    response: deleteFixture,
  }),

  // --- Staff ----------------------------------------------------------------
  opCase(staffApi.listStaff, [{ workspaceId: 'ws_2', limit: 100, page: 1, searchText: 'ann' }], {
    title: 'all query parameters',
    method: 'GET',
    pathname: '/v1/staffs',
    query: { workspaceId: 'ws_2', limit: '100', page: '1', searchText: 'ann' },
    response: [staffFixture, { ...staffFixture, id: 'stf_2', active: false, workspaces: [] }],
  }),
  opCase(staffApi.listStaff, [], {
    title: 'no parameters',
    method: 'GET',
    pathname: '/v1/staffs',
    response: [staffFixture],
  }),
  opCase(staffApi.getStaff, ['stf_1'], {
    method: 'GET',
    pathname: '/v1/staffs/stf_1',
    response: staffFixture,
  }),

  // --- Workspaces -----------------------------------------------------------
  opCase(workspacesApi.listWorkspaces, [{ limit: 10, page: 1, searchText: 'main' }], {
    title: 'all query parameters',
    method: 'GET',
    pathname: '/v1/workspaces',
    query: { limit: '10', page: '1', searchText: 'main' },
    response: [workspaceFixture, { id: 'ws_2', title: 'Support' }],
  }),
  opCase(workspacesApi.listWorkspaces, [], {
    title: 'no parameters',
    method: 'GET',
    pathname: '/v1/workspaces',
    response: [workspaceFixture],
  }),
  opCase(workspacesApi.getWorkspace, ['ws_1'], {
    method: 'GET',
    pathname: '/v1/workspaces/ws_1',
    response: workspaceFixture,
  }),

  // --- Account --------------------------------------------------------------
  opCase(accountApi.getAccountInfo, [], {
    title: 'with an owner',
    method: 'GET',
    pathname: '/v1/account-info',
    response: accountFixture,
  }),
  opCase(accountApi.getAccountInfo, [], {
    title: 'without an owner (ownerEmail null)',
    method: 'GET',
    pathname: '/v1/account-info',
    response: { name: 'Orphan Ltd', ownerEmail: null },
  }),

  // --- Webhooks -------------------------------------------------------------
  opCase(webhooksApi.listWebhooks, [{ limit: 10, page: 2 }], {
    title: 'limit and page',
    method: 'GET',
    pathname: '/v1/webhooks',
    query: { limit: '10', page: '2' },
    response: [webhookFixture],
  }),
  opCase(webhooksApi.listWebhooks, [], {
    title: 'no parameters',
    method: 'GET',
    pathname: '/v1/webhooks',
    response: [],
  }),
  opCase(webhooksApi.createWebhook, [webhookBody], {
    method: 'POST',
    pathname: '/v1/webhooks',
    body: webhookBody,
    response: webhookFixture,
  }),
  opCase(webhooksApi.updateWebhook, ['wh_1', { ...webhookBody, active: false, events: ['contact_tag_removed'] }], {
    method: 'PUT',
    pathname: '/v1/webhooks/wh_1',
    body: { ...webhookBody, active: false, events: ['contact_tag_removed'] },
    response: { ...webhookFixture, active: false, events: ['contact_tag_removed'] },
  }),
  opCase(webhooksApi.deleteWebhook, ['wh_1'], {
    method: 'DELETE',
    pathname: '/v1/webhooks/wh_1',
    response: deleteFixture,
  }),
]

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

  const idCases: {
    op: string
    run: (client: ApiClient) => Promise<unknown>
    method: Method
    pathname: string
    response: unknown
  }[] = [
    {
      op: 'getTemplate',
      run: (c) => templatesApi.getTemplate(c, id),
      method: 'GET',
      pathname: `/v1/whatsapp-templates/${encoded}`,
      response: templateFixture,
    },
    {
      op: 'getBroadcast',
      run: (c) => broadcastsApi.getBroadcast(c, id),
      method: 'GET',
      pathname: `/v1/broadcasts/${encoded}`,
      response: broadcastFixture,
    },
    {
      op: 'updateBroadcast',
      run: (c) => broadcastsApi.updateBroadcast(c, id, broadcastBody),
      method: 'PUT',
      pathname: `/v1/broadcasts/${encoded}`,
      response: broadcastFixture,
    },
    {
      op: 'deleteBroadcast',
      run: (c) => broadcastsApi.deleteBroadcast(c, id),
      method: 'DELETE',
      pathname: `/v1/broadcasts/${encoded}`,
      response: deleteFixture,
    },
    {
      op: 'listBroadcastLogs',
      run: (c) => broadcastsApi.listBroadcastLogs(c, id),
      method: 'GET',
      pathname: `/v1/broadcasts/${encoded}/logs`,
      response: [],
    },
    {
      op: 'getSegment',
      run: (c) => segmentsApi.getSegment(c, id),
      method: 'GET',
      pathname: `/v1/segments/${encoded}`,
      response: segmentFixture,
    },
    {
      op: 'deleteSegment',
      run: (c) => segmentsApi.deleteSegment(c, id),
      method: 'DELETE',
      pathname: `/v1/segments/${encoded}`,
      response: deleteFixture,
    },
    {
      op: 'getContactTag',
      run: (c) => contactTagsApi.getContactTag(c, id),
      method: 'GET',
      pathname: `/v1/contactTags/${encoded}`,
      response: contactTagFixture,
    },
    {
      op: 'deleteContactTag',
      run: (c) => contactTagsApi.deleteContactTag(c, id),
      method: 'DELETE',
      pathname: `/v1/contactTags/${encoded}`,
      response: deleteFixture,
    },
    {
      op: 'getStaff',
      run: (c) => staffApi.getStaff(c, id),
      method: 'GET',
      pathname: `/v1/staffs/${encoded}`,
      response: staffFixture,
    },
    {
      op: 'getWorkspace',
      run: (c) => workspacesApi.getWorkspace(c, id),
      method: 'GET',
      pathname: `/v1/workspaces/${encoded}`,
      response: workspaceFixture,
    },
    {
      op: 'updateWebhook',
      run: (c) => webhooksApi.updateWebhook(c, id, webhookBody),
      method: 'PUT',
      pathname: `/v1/webhooks/${encoded}`,
      response: webhookFixture,
    },
    {
      op: 'deleteWebhook',
      run: (c) => webhooksApi.deleteWebhook(c, id),
      method: 'DELETE',
      pathname: `/v1/webhooks/${encoded}`,
      response: deleteFixture,
    },
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
