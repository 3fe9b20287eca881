import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '@/test/memory-storage'
import { deleteDrafts, deleteSessionRecords, describeDrafts, draftKey, sessionRecordKey } from './drafts'

function storages() {
  return { local: new MemoryStorage(), session: new MemoryStorage() }
}

describe('drafts', () => {
  it('counts and deletes every draft, in both storages, and nothing else', () => {
    const { local, session } = storages()
    local.setItem(draftKey('template', 'ws_1'), '{"form":{}}')
    local.setItem(draftKey('template', 'ws_2'), '{"form":{}}')
    session.setItem(draftKey('template', 'ws_3'), '{"form":{}}')
    local.setItem('inbox-console:demo-data', '{}')
    expect(draftKey('template', 'ws_1')).toBe('inbox-console:template-draft:ws_1')
    expect(describeDrafts(local, session)).toBe('3 unsent template drafts')

    deleteDrafts(local, session)
    expect(describeDrafts(local, session)).toBeNull()
    expect(local.getItem(draftKey('template', 'ws_1'))).toBeNull()
    expect(local.getItem(draftKey('template', 'ws_2'))).toBeNull()
    expect(session.getItem(draftKey('template', 'ws_3'))).toBeNull()
    expect(local.getItem('inbox-console:demo-data')).toBe('{}')
  })

  it('says one draft in the singular', () => {
    const { local } = storages()
    local.setItem(draftKey('template', 'ws_1'), '{"form":{}}')
    expect(describeDrafts(local, undefined)).toBe('1 unsent template draft')
  })

  it('counts each kind on its own, the send console’s message drafts too, and deletes them all', () => {
    const { local, session } = storages()
    local.setItem(draftKey('template', 'ws_1'), '{"form":{}}')
    local.setItem(draftKey('message', 'ws_1'), '{"form":{}}')
    expect(draftKey('message', 'ws_1')).toBe('inbox-console:message-draft:ws_1')
    expect(describeDrafts(local, session)).toBe('1 unsent template draft and 1 unsent message draft')

    local.removeItem(draftKey('template', 'ws_1'))
    expect(describeDrafts(local, session)).toBe('1 unsent message draft')
    deleteDrafts(local, session)
    expect(local.getItem(draftKey('message', 'ws_1'))).toBeNull()
  })

  it('deletes the session records (e.g. the messages it sent) and nothing else', () => {
    const { local, session } = storages()
    session.setItem(sessionRecordKey('sent-messages', 'ws_1'), '[]')
    local.setItem(draftKey('template', 'ws_1'), '{"form":{}}')
    deleteSessionRecords(local, session)
    expect(session.getItem(sessionRecordKey('sent-messages', 'ws_1'))).toBeNull()
    expect(local.getItem(draftKey('template', 'ws_1'))).toBe('{"form":{}}')
  })
})
