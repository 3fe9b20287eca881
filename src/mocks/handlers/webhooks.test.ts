import { describe, expect, it } from 'vitest'
import { createWebhook, deleteWebhook, listWebhooks, updateWebhook, type WebhookRequest } from '@/api/webhooks'
import { allIds, api, errorText, failure, firstOf, raw, readAll, withDemoServer } from '@/test/demo-harness'
import {
  itDeletes,
  itGuardsEachId,
  itLists,
  itRejectsANonJsonBody,
  itRejectsAnUnknownKey,
  type IdCalls,
} from '@/test/handler-test-kit'

const demo = withDemoServer()

const seededWebhook = () => firstOf(demo.db.data.webhooks, 'webhook')

const valid: WebhookRequest = {
  name: 'CRM sync',
  serverUrl: 'https://hooks.example.com/inbox',
  active: true,
  events: ['incoming_whatsapp_message', 'contact_created'],
}

describe('GET /v1/webhooks (list)', () => {
  itLists('/v1/webhooks', listWebhooks, () => demo.db.data.webhooks, { pageSize: 1 })
})

describe('POST /v1/webhooks (create)', () => {
  it('creates a webhook with a new id and timestamps; it is listed', async () => {
    const before = demo.db.data.webhooks.map((w) => w.id)
    const created = await createWebhook(api, valid)
    expect(before).not.toContain(created.id)
    expect(created).toEqual({ ...valid, id: created.id, createdAt: created.createdAt, updatedAt: created.createdAt })
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false)
    expect(await allIds(listWebhooks)).toContain(created.id)
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

  itRejectsANonJsonBody('/v1/webhooks', 'https://hooks.example.com')
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

const byId = { update: (c, id) => updateWebhook(c, id, valid), delete: deleteWebhook } satisfies IdCalls

describe('DELETE /v1/webhooks/{id}', () => {
  itDeletes(listWebhooks, () => demo.db.data.webhooks, byId)
  itGuardsEachId('wh_1', 'wh_missing', byId)
})

describe('x-api-key on the webhook operations', () => {
  itRejectsAnUnknownKey({ list: (c) => listWebhooks(c), create: (c) => createWebhook(c, valid) })
})
