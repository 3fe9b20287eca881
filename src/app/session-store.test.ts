import { describe, expect, it } from 'vitest'
import { describeDrafts, draftKey, sessionRecordKey } from './drafts'
import { createSessionStore, type Session } from './session-store'
import { MemoryStorage } from '@/test/memory-storage'

const live: Session = { mode: 'live', baseUrl: 'https://api.example.com', apiKey: 'secret-key', remember: false }

function setup() {
  const local = new MemoryStorage()
  const session = new MemoryStorage()
  return { local, session, store: createSessionStore(local, session) }
}

describe('session store', () => {
  it('keeps the key for the tab only unless asked to remember it', () => {
    const { local, session, store } = setup()
    store.connect(live)
    expect(session.getItem('inbox-console:session')).toContain('secret-key')
    expect(local.getItem('inbox-console:session')).toBeNull()

    store.connect({ ...live, remember: true })
    expect(local.getItem('inbox-console:session')).toContain('secret-key')
    expect(session.getItem('inbox-console:session')).toBeNull()
  })

  it('restores a stored session in a new store (a reload)', () => {
    const { local, session, store } = setup()
    store.connect(live)
    expect(createSessionStore(local, session).get().session).toEqual(live)
  })

  it('expire forgets the key, says why, and keeps only a keyless hint to prefill', () => {
    const { local, session, store } = setup()
    store.connect({ ...live, remember: true })
    store.expire('Key revoked')
    expect(store.get()).toEqual({ session: null, notice: 'Key revoked' })
    expect(local.getItem('inbox-console:session')).toBeNull()
    expect(session.getItem('inbox-console:session')).toBeNull()
    expect(store.hint()).toEqual({ mode: 'live', baseUrl: 'https://api.example.com' })
    expect(JSON.stringify([...Array(local.length).keys()].map((i) => local.getItem(local.key(i) ?? '')))).not.toContain(
      'secret-key',
    )
  })

  it('sign out forgets everything and notifies subscribers', () => {
    const { store } = setup()
    let notified = 0
    store.subscribe(() => (notified += 1))
    store.connect(live)
    store.signOut()
    expect(store.get()).toEqual({ session: null, notice: null })
    expect(notified).toBe(2)
  })

  it('sign out keeps the last workspace, and neither sign out nor a refused key touches drafts (the sign-out button deletes them)', () => {
    const { local, session, store } = setup()
    store.connect(live)
    store.setLastWorkspaceId('ws_1')
    local.setItem(draftKey('template', 'ws_1'), '{"form":{}}')
    session.setItem(sessionRecordKey('sent-messages', 'ws_1'), '[]')
    store.expire('Key revoked')
    expect(describeDrafts(local, session)).toBe('1 unsent template draft')
    expect(session.getItem(sessionRecordKey('sent-messages', 'ws_1'))).toBe('[]')
    store.connect(live)
    store.signOut()
    expect(store.lastWorkspaceId()).toBe('ws_1')
    expect(local.getItem(draftKey('template', 'ws_1'))).toBe('{"form":{}}')
  })

  it('ignores stored garbage instead of crashing', () => {
    const local = new MemoryStorage()
    local.setItem('inbox-console:session', '{not json')
    const session = new MemoryStorage()
    session.setItem('inbox-console:session', JSON.stringify({ mode: 'other', apiKey: 1 }))
    expect(createSessionStore(local, session).get().session).toBeNull()
  })

  it('remembers the last workspace', () => {
    const { store } = setup()
    expect(store.lastWorkspaceId()).toBeNull()
    store.setLastWorkspaceId('ws_3')
    expect(store.lastWorkspaceId()).toBe('ws_3')
  })
})
