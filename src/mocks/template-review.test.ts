import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTemplate, getTemplate, listTemplates, type Template } from '@/api/templates'
import { clientFor } from '@/test/demo-harness'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { createDemoDb } from './db'
import type { DemoData } from './demo-data'
import { createDemoServer } from './node'
import { SEED_NOW } from './seed-time'
import { REVIEW_MS, templateReview } from './template-review'

const MINUTE = 60_000
const STARTED = SEED_NOW + 24 * 60 * MINUTE

/** A demo clock the test moves by hand. */
function demoClock(start = STARTED) {
  let now = start
  return { clock: () => new Date(now), set: (ms: number) => (now = ms) }
}

const pendingOf = (data: DemoData) => data.templates.filter((t) => t.template.status === 'PENDING')

function addPending(data: DemoData, id: string, components: Template['template']['components']): Template {
  const workspace = data.workspaces[0]
  if (!workspace) throw new Error('the seed has no workspace')
  const template: Template = {
    id,
    template: { category: 'UTILITY', language: 'en_US', name: id, status: 'PENDING', components },
    workspace: { id: workspace.id, title: workspace.title },
    createdAt: new Date(SEED_NOW).toISOString(),
    updatedAt: new Date(SEED_NOW).toISOString(),
  }
  data.templates.push(template)
  return template
}

const find = (data: DemoData, id: string) => data.templates.find((t) => t.id === id)

describe('templateReview', () => {
  it('leaves pending templates pending for 2 minutes after the demo API started, then decides them all', async () => {
    const time = demoClock()
    const db = createDemoDb({ clock: time.clock })
    const settle = templateReview(db)
    const pending = pendingOf(db.data).length
    expect(pending).toBeGreaterThan(0)

    time.set(STARTED + REVIEW_MS - 1)
    await settle()
    expect(pendingOf(db.data)).toHaveLength(pending)

    time.set(STARTED + REVIEW_MS)
    await settle()
    expect(pendingOf(db.data)).toEqual([])
  })

  it('rejects a template that fails a check and approves one that passes, dated when the review was due', async () => {
    const time = demoClock()
    const db = createDemoDb({ clock: time.clock })
    addPending(db.data, 'tpl_fine', [{ type: 'BODY', text: 'Your order has shipped and arrives tomorrow.' }])
    addPending(db.data, 'tpl_empty', [{ type: 'HEADER', format: 'TEXT', text: 'Order' }])
    const settle = templateReview(db)

    time.set(STARTED + 10 * MINUTE)
    await settle()
    const due = new Date(STARTED + REVIEW_MS).toISOString()
    expect(find(db.data, 'tpl_fine')).toMatchObject({ template: { status: 'APPROVED' }, updatedAt: due })
    expect(find(db.data, 'tpl_empty')).toMatchObject({ template: { status: 'REJECTED' }, updatedAt: due })
  })

  it('gives the same verdicts every time', async () => {
    const verdicts = async () => {
      const time = demoClock()
      const db = createDemoDb({ clock: time.clock })
      const settle = templateReview(db)
      time.set(STARTED + REVIEW_MS)
      await settle()
      return db.data.templates.map((t) => `${t.id}:${t.template.status}:${t.updatedAt}`)
    }
    expect(await verdicts()).toEqual(await verdicts())
  })

  it('stores the verdicts, and counts from each start of the demo API, not from the stored data', async () => {
    const time = demoClock()
    let stored: DemoData | undefined
    const db = createDemoDb({ clock: time.clock, onChange: (data) => (stored = structuredClone(data)) })
    addPending(db.data, 'tpl_fine', [{ type: 'BODY', text: 'Your order has shipped and arrives tomorrow.' }])
    const settle = templateReview(db)
    time.set(STARTED + REVIEW_MS)
    await settle()
    expect(stored && find(stored, 'tpl_fine')?.template.status).toBe('APPROVED')

    // A page loaded later, over stored data with a template still pending: its review starts with this page.
    const later = demoClock(STARTED + 60 * MINUTE)
    const reloaded = createDemoDb({ initial: structuredClone(stored), clock: later.clock })
    addPending(reloaded.data, 'tpl_waiting', [{ type: 'BODY', text: 'Your table is booked for tonight.' }])
    const settleAgain = templateReview(reloaded)
    later.set(STARTED + 61 * MINUTE)
    await settleAgain()
    expect(find(reloaded.data, 'tpl_waiting')?.template.status).toBe('PENDING')
    later.set(STARTED + 62 * MINUTE)
    await settleAgain()
    expect(find(reloaded.data, 'tpl_waiting')?.template.status).toBe('APPROVED')
  })

  it('starts again when the demo data is reset to the seed', async () => {
    const time = demoClock()
    const db = createDemoDb({ clock: time.clock })
    const settle = templateReview(db)
    const pending = pendingOf(db.data).length
    time.set(STARTED + 10 * MINUTE)
    await settle()
    expect(pendingOf(db.data)).toEqual([])

    db.reset()
    await settle()
    expect(pendingOf(db.data)).toHaveLength(pending)
    time.set(STARTED + 12 * MINUTE)
    await settle()
    expect(pendingOf(db.data)).toEqual([])
  })

  it('a template created while the demo runs waits 2 minutes from its creation', async () => {
    const time = demoClock()
    const db = createDemoDb({ clock: time.clock })
    const settle = templateReview(db)
    time.set(STARTED + 30 * MINUTE)
    await settle()
    const created = addPending(db.data, 'tpl_new', [{ type: 'BODY', text: 'Your order has shipped.' }])
    created.updatedAt = new Date(STARTED + 30 * MINUTE).toISOString()

    time.set(STARTED + 31 * MINUTE)
    await settle()
    expect(find(db.data, 'tpl_new')?.template.status).toBe('PENDING')
    time.set(STARTED + 32 * MINUTE)
    await settle()
    expect(find(db.data, 'tpl_new')?.template.status).toBe('APPROVED')
  })
})

describe('the template reads settle due reviews first', () => {
  const time = demoClock()
  const demo = createDemoServer({ clock: time.clock })
  const api = clientFor(DEMO_API_KEY)
  beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => demo.server.resetHandlers())
  afterAll(() => demo.server.close())

  it('a pending template turns approved in its detail and its list once the demo clock passes 2 minutes', async () => {
    const workspace = demo.db.data.workspaces[0]
    if (!workspace) throw new Error('the seed has no workspace')
    const created = await createTemplate(api, {
      workspace: { id: workspace.id },
      template: {
        category: 'UTILITY',
        language: 'en_US',
        name: 'review_watch_probe',
        components: [{ type: 'BODY', text: 'Your parcel is on its way and arrives tomorrow.' }],
      },
    })
    expect(created.template.status).toBe('PENDING')

    time.set(STARTED + REVIEW_MS - 1)
    expect((await getTemplate(api, created.id)).template.status).toBe('PENDING')

    time.set(STARTED + REVIEW_MS)
    expect((await getTemplate(api, created.id)).template.status).toBe('APPROVED')
    const listed = await listTemplates(api, { workspaceId: workspace.id, searchText: 'review_watch_probe' })
    expect(listed).toEqual([
      expect.objectContaining({ id: created.id, template: expect.objectContaining({ status: 'APPROVED' }) }),
    ])
  })
})
