import { describe, expect, it } from 'vitest'
import { type ApiClient } from '@/api/client'
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  updateWebhook,
  type Webhook,
  type WebhookRequest,
} from '@/api/webhooks'
import { api, errorText, failure, raw, stranger, withDemoServer, readAll } from '@/test/demo-harness'

const demo = withDemoServer()

function seededWebhook(): Webhook {
  const found = demo.db.data.webhooks[0]
  if (!found) throw new Error('the seed has no webhook')
  return found
}

const valid: WebhookRequest = {
  name: 'CRM sync',
  serverUrl: 'https://hooks.example.com/inbox',
  active: true,
  events: ['incoming_whatsapp_message', 'contact_created'],
}

async function allWebhookIds(): Promise<string[]> {
  return readAll(await listWebhooks(api, { limit: 1000 })).map((w) => w.id)
}

describe('GET /v1/webhooks (list)', () => {
  it('lists every stored webhook', async () => {
    const listed = readAll(await listWebhooks(api, { limit: 1000 }))
    expect(listed.map((w) => w.id).sort()).toEqual(demo.db.data.webhooks.map((w) => w.id).sort())
    const sample = seededWebhook()
    expect(listed.find((w) => w.id === sample.id)).toEqual(sample)
  })

  it('pages with no overlap and [] past the end; rejects bad paging (400)', async () => {
    const total = demo.db.data.webhooks.length
    expect(total).toBeGreaterThan(1)
    const page1 = readAll(await listWebhooks(api, { page: 1, limit: 1 }))
    const page2 = readAll(await listWebhooks(api, { page: 2, limit: 1 }))
    expect(page1).toHaveLength(1)
    expect(page2).toHaveLength(1)
    expect(page1[0]?.id).not.toBe(page2[0]?.id)
    expect(readAll(await listWebhooks(api, { page: total + 1, limit: 1 }))).toEqual([])
    for (const query of ['page=0', 'page=-1', 'limit=0', 'limit=abc', 'limit=1001']) {
      expect((await raw('GET', `/v1/webhooks?${query}`)).status, query).toBe(400)
    }
  })
})

describe('POST /v1/webhooks (create)', () => {
  it('creates a webhook with a new id and timestamps; it is listed', async () => {
    const before = demo.db.data.webhooks.map((w) => w.id)
    const created = await createWebhook(api, valid)
    expect(before).not.toContain(created.id)
    expect(created).toEqual({ ...valid, id: created.id, createdAt: created.createdAt, updatedAt: created.createdAt })
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false)
    expect(await allWebhookIds()).toContain(created.id)
  })

  it.each<[string, unknown, string]>([
    ['serverUrl "not a url"', { ...valid, serverUrl: 'not a url' }, 'serverUrl'],
    ['an ftp serverUrl', { ...valid, serverUrl: 'ftp://hooks.example.com' }, 'serverUrl'],
    ['an empty name', { ...valid, name: '' }, 'name'],
    ['no events', { ...valid, events: [] }, 'events'],
    ['an unknown event', { ...valid, events: ['order_paid'] }, 'events'],
    ['active missing', { name: valid.name, serverUrl: valid.serverUrl, events: valid.events }, 'active'],
  ])('rejects %s (400 naming the field) and stores nothing', async (_name, body, field) => {
    const before = demo.db.data.webhooks.length
    const response = await raw('POST', '/v1/webhooks', { body: JSON.stringify(body) })
    expect(response.status).toBe(400)
    const json = (await response.json()) as { error: string }
    expect(json.error).toMatch(new RegExp(`^Invalid request: ${field}`))
    expect(demo.db.data.webhooks).toHaveLength(before)
  })

  it('the serverUrl error is readable through the API module', async () => {
    const error = await failure(createWebhook(api, { ...valid, serverUrl: 'not a url' }))
    expect(error.status).toBe(400)
    expect(errorText(error)).toBe('Invalid request: serverUrl: Enter a full http(s) address')
  })

  it('rejects a non-JSON body (400)', async () => {
    const response = await raw('POST', '/v1/webhooks', { body: 'https://hooks.example.com' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'The request body must be JSON' })
  })
})

describe('PUT /v1/webhooks/{id} (update)', () => {
  it('replaces the fields, keeps id and createdAt, and the list shows the change', async () => {
    const sample = seededWebhook()
    const change: WebhookRequest = {
      name: 'Renamed hook',
      serverUrl: 'https://new.example.com/h',
      active: !sample.active,
      events: ['contact_tag_added'],
    }
    const updated = await updateWebhook(api, sample.id, change)
    expect(updated).toEqual({ ...change, id: sample.id, createdAt: sample.createdAt, updatedAt: updated.updatedAt })
    const listed = readAll(await listWebhooks(api, { limit: 1000 })).find((w) => w.id === sample.id)
    expect(listed).toEqual(updated)
  })

  it('validates the body (400) and leaves the webhook unchanged', async () => {
    const sample = { ...seededWebhook() }
    const error = await failure(updateWebhook(api, sample.id, { ...valid, serverUrl: 'not a url' }))
    expect(error.status).toBe(400)
    expect(errorText(error)).toContain('serverUrl')
    expect(readAll(await listWebhooks(api, { limit: 1000 })).find((w) => w.id === sample.id)).toEqual(sample)
  })
})

describe('DELETE /v1/webhooks/{id}', () => {
  it('returns {success: true}; the webhook is gone from the list', async () => {
    const sample = seededWebhook()
    expect(await deleteWebhook(api, sample.id)).toEqual({ success: true })
    expect(await allWebhookIds()).not.toContain(sample.id)
    expect((await failure(deleteWebhook(api, sample.id))).status).toBe(404)
    expect((await failure(updateWebhook(api, sample.id, valid))).status).toBe(404)
  })

  it.each<[string, (id: string) => Promise<unknown>]>([
    ['update', (id) => updateWebhook(api, id, valid)],
    ['delete', (id) => deleteWebhook(api, id)],
  ])('%s of an unknown id gives 404 naming it', async (_op, call) => {
    const error = await failure(call('wh_missing'))
    expect(error.status).toBe(404)
    expect(errorText(error)).toContain('wh_missing')
  })
})

describe('x-api-key on the webhook operations', () => {
  const ops: [string, (client: ApiClient) => Promise<unknown>][] = [
    ['list', (c) => listWebhooks(c)],
    ['create', (c) => createWebhook(c, valid)],
    ['update', (c) => updateWebhook(c, 'wh_1', valid)],
    ['delete', (c) => deleteWebhook(c, 'wh_1')],
  ]

  it.each(ops)('%s: an unknown key gives 401 with a message', async (_name, call) => {
    const error = await failure(call(stranger))
    expect(error.isUnauthorized).toBe(true)
    expect((error.body as { message?: unknown }).message).toMatch(/unauthorized/i)
  })

  it.each([
    ['GET', '/v1/webhooks'],
    ['POST', '/v1/webhooks'],
    ['PUT', '/v1/webhooks/wh_1'],
    ['DELETE', '/v1/webhooks/wh_1'],
  ])('%s %s without the header gives 401', async (method, path) => {
    const response = await raw(method, path, {
      key: null,
      body: method === 'POST' || method === 'PUT' ? '{}' : undefined,
    })
    expect(response.status).toBe(401)
  })
})
