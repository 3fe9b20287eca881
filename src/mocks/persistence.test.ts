import { describe, expect, it, vi } from 'vitest'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { DEMO_DATA_VERSION, type DemoData } from './demo-data'
import { DEMO_STORAGE_KEY, loadDemoData, saveDemoData } from './persistence'
import { createDemoDb } from './db'
import { createSeed, seedApiKeys } from './seed'
import { SENDING_BROADCAST_ID } from './seed-broadcasts'
import { MemoryStorage } from '@/test/memory-storage'

class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
}

function sampleData(overrides: Partial<DemoData> = {}): DemoData {
  return {
    version: DEMO_DATA_VERSION,
    apiKeys: { [DEMO_API_KEY]: 'active' },
    account: { name: 'Acme Test', ownerEmail: 'owner@acme.test' },
    workspaces: [{ id: 'ws_1', title: 'Support' }],
    templates: [],
    broadcasts: [
      {
        id: 'bc_1',
        workspace: { id: 'ws_1' },
        name: 'Spring sale',
        type: 'marketing',
        createdAt: '2024-03-01T10:00:00.000Z',
        seedLogCount: 12,
      },
    ],
    segments: [],
    contactTags: [
      {
        id: 'tag_1',
        name: 'VIP',
        canonical: 'vip',
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
      },
    ],
    staff: [],
    webhooks: [],
    messages: [],
    nextId: 1042,
    ...overrides,
  }
}

describe('demo data persistence', () => {
  it('round-trips: what is saved loads back equal, under the documented key', () => {
    const storage = new MemoryStorage()
    const data = sampleData()
    saveDemoData(storage, data)

    expect(storage.length).toBe(1)
    expect(storage.key(0)).toBe(DEMO_STORAGE_KEY)
    const loaded = loadDemoData(storage)
    expect(loaded).toEqual({ ...data, apiKeys: seedApiKeys() })
    expect(loaded).not.toBe(data)
    expect(loaded?.nextId).toBe(1042)
    expect(loaded?.contactTags[0]?.canonical).toBe('vip')
  })

  it('never stores an API key: the keys come back from the seed', () => {
    const storage = new MemoryStorage()
    saveDemoData(storage, sampleData({ apiKeys: { 'stored-key-123': 'active' } }))
    expect(storage.getItem(DEMO_STORAGE_KEY)).not.toContain('stored-key-123')
    expect(storage.getItem(DEMO_STORAGE_KEY)).not.toContain('apiKeys')
    expect(loadDemoData(storage)?.apiKeys).toEqual(seedApiKeys())
    expect(loadDemoData(storage)?.apiKeys).toHaveProperty([DEMO_API_KEY], 'active')
  })

  it('a later save replaces the earlier one', () => {
    const storage = new MemoryStorage()
    saveDemoData(storage, sampleData({ nextId: 1 }))
    saveDemoData(storage, sampleData({ nextId: 2 }))
    expect(storage.length).toBe(1)
    expect(loadDemoData(storage)?.nextId).toBe(2)
  })

  it('loads undefined when nothing was saved', () => {
    expect(loadDemoData(new MemoryStorage())).toBeUndefined()
  })

  it('loads undefined for data saved by another version of the seed', () => {
    const storage = new MemoryStorage()
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(sampleData({ version: DEMO_DATA_VERSION + 1 })))
    expect(loadDemoData(storage)).toBeUndefined()

    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify({ ...sampleData(), version: undefined }))
    expect(loadDemoData(storage)).toBeUndefined()
  })

  it('a demo saved before the seed gained the compared and the sending broadcasts (v5) starts from the new seed', () => {
    const storage = new MemoryStorage()
    const before = createSeed()
    before.broadcasts = before.broadcasts.slice(0, 10)
    saveDemoData(storage, { ...before, version: 5 })
    const db = createDemoDb({ initial: loadDemoData(storage) })
    expect(db.data.broadcasts.map((b) => b.id)).toEqual(
      expect.arrayContaining([SENDING_BROADCAST_ID, 'bc_11', 'bc_12']),
    )
  })

  it('loads undefined for corrupt JSON instead of throwing', () => {
    const storage = new MemoryStorage()
    storage.setItem(DEMO_STORAGE_KEY, '{"version": 1, "apiKeys": ')
    expect(() => loadDemoData(storage)).not.toThrow()
    expect(loadDemoData(storage)).toBeUndefined()

    storage.setItem(DEMO_STORAGE_KEY, 'null')
    expect(loadDemoData(storage)).toBeUndefined()
  })

  it('loads undefined when reading the storage itself throws', () => {
    const storage = new MemoryStorage()
    storage.getItem = () => {
      throw new DOMException('Access denied', 'SecurityError')
    }
    expect(loadDemoData(storage)).toBeUndefined()
  })

  it('a full storage (setItem throws) does not throw, warns, and stores nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = new FullStorage()
    expect(() => saveDemoData(storage, sampleData())).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('could not persist')
    expect(storage.length).toBe(0)
    expect(loadDemoData(storage)).toBeUndefined()
  })
})
