import { describe, expect, it, vi } from 'vitest'
import { createDemoDb } from './db'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { DEMO_DATA_VERSION, type DemoData, type StoredBroadcast } from './demo-data'
import { createSeed } from './seed'

/** The demo clock these tests stand at: a week after the seed's own moment. */
const OPENED = new Date('2026-11-27T10:00:00.000Z')
const clock = () => OPENED

function biggestBroadcast(data: DemoData): StoredBroadcast {
  const [top] = [...data.broadcasts].sort((a, b) => b.seedLogCount - a.seedLogCount)
  if (!top) throw new Error('the seed has no broadcast')
  return top
}

describe('createDemoDb', () => {
  it('starts from a fresh copy of the seed', async () => {
    const a = createDemoDb({ clock })
    const b = createDemoDb({ clock })
    expect(a.data.version).toBe(DEMO_DATA_VERSION)
    expect(a.data.apiKeys[DEMO_API_KEY]).toBe('active')
    expect(a.data).toEqual(createSeed(OPENED.getTime()))
    expect(a.data).not.toBe(b.data)
    a.data.workspaces.pop()
    expect(b.data.workspaces).toHaveLength(createSeed().workspaces.length)
  })

  it('uses the initial data when given one, without reseeding', async () => {
    const initial = createSeed()
    initial.account.name = 'Persisted Co'
    const db = createDemoDb({ initial })
    expect(db.data).toBe(initial)
    expect(db.data.account.name).toBe('Persisted Co')
  })

  it('now() reads the injected clock', async () => {
    const db = createDemoDb({ clock: () => new Date('2031-02-03T04:05:06.789Z') })
    expect(db.now()).toBe('2031-02-03T04:05:06.789Z')
  })
})

describe('commit', () => {
  it('calls onChange with the current data', async () => {
    const onChange = vi.fn<(data: DemoData) => void>()
    const db = createDemoDb({ onChange })
    expect(onChange).not.toHaveBeenCalled()
    db.data.contactTags.push({ id: 'tag_x', name: 'X', canonical: 'x', createdAt: db.now(), updatedAt: db.now() })
    db.commit()
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange.mock.calls[0]?.[0]).toBe(db.data)
    expect(onChange.mock.calls[0]?.[0].contactTags.at(-1)?.id).toBe('tag_x')
  })

  it('does not throw without onChange', async () => {
    expect(() => createDemoDb().commit()).not.toThrow()
  })
})

describe('reset', () => {
  it('restores the seed (a created record disappears) and notifies with the new data', async () => {
    const onChange = vi.fn<(data: DemoData) => void>()
    const db = createDemoDb({ onChange, clock })
    const seededTags = db.data.contactTags.length
    db.data.contactTags.push({
      id: db.nextId('tag'),
      name: 'Temp',
      canonical: 'temp',
      createdAt: db.now(),
      updatedAt: db.now(),
    })
    db.data.account.name = 'Changed'
    db.data.broadcasts.splice(0, 1)
    db.commit()

    db.reset()
    expect(db.data.contactTags).toHaveLength(seededTags)
    expect(db.data.contactTags.some((t) => t.canonical === 'temp')).toBe(false)
    expect(db.data).toEqual(createSeed(OPENED.getTime()))
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(onChange.mock.lastCall?.[0]).toBe(db.data)
    expect(onChange.mock.lastCall?.[0].account.name).not.toBe('Changed')
  })

  it('restarts the id counter with the seed', async () => {
    const db = createDemoDb()
    const first = db.nextId('x')
    db.nextId('x')
    db.reset()
    expect(db.nextId('x')).toBe(first)
  })
})

describe('nextId', () => {
  it('gives unique, incrementing ids that share one counter across prefixes', async () => {
    const db = createDemoDb()
    const start = db.data.nextId
    expect(db.nextId('tpl')).toBe(`tpl_${start}`)
    expect(db.nextId('tpl')).toBe(`tpl_${start + 1}`)
    expect(db.nextId('bc')).toBe(`bc_${start + 2}`)
    expect(db.data.nextId).toBe(start + 3)

    const many = Array.from({ length: 200 }, () => db.nextId('msg'))
    expect(new Set(many).size).toBe(200)
  })

  it('never collides with a seeded id', async () => {
    const db = createDemoDb()
    const seeded = new Set([
      ...db.data.templates.map((t) => t.id),
      ...db.data.broadcasts.map((b) => b.id),
      ...db.data.segments.map((s) => s.id),
      ...db.data.contactTags.map((t) => t.id),
      ...db.data.webhooks.map((w) => w.id),
      ...db.data.staff.map((s) => s.id),
      ...db.data.workspaces.map((w) => w.id),
    ])
    for (const prefix of ['tpl', 'bc', 'seg', 'tag', 'wh', 'stf', 'ws']) {
      expect(seeded.has(db.nextId(prefix))).toBe(false)
    }
  })

  it('continues from a persisted counter', async () => {
    const db = createDemoDb({ initial: { ...createSeed(), nextId: 5000 } })
    expect(db.nextId('tag')).toBe('tag_5000')
  })
})

describe('logsFor', () => {
  it('generates seedLogCount logs for the broadcast', async () => {
    const db = createDemoDb()
    const big = biggestBroadcast(db.data)
    const logs = await db.logsFor(big)
    expect(logs).toHaveLength(big.seedLogCount)
    expect(logs.every((log) => log.broadcast.id === big.id)).toBe(true)
  })

  it('is cached: the same array twice, until reset', async () => {
    const db = createDemoDb()
    const big = biggestBroadcast(db.data)
    const first = await db.logsFor(big)
    expect(await db.logsFor(big)).toBe(first)

    db.reset()
    const afterReset = await db.logsFor(biggestBroadcast(db.data))
    expect(afterReset).not.toBe(first)
    expect(afterReset).toEqual(first)
  })

  it('is empty for a broadcast created in the demo', async () => {
    const db = createDemoDb()
    const created: StoredBroadcast = {
      id: db.nextId('bc'),
      workspace: { id: 'ws_1' },
      name: 'New',
      type: 'x',
      createdAt: db.now(),
      seedLogCount: 0,
    }
    expect(await db.logsFor(created)).toEqual([])
  })
})
