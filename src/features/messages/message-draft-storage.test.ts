import { describe, expect, it } from 'vitest'
import { draftKey } from '@/app/drafts'
import { MemoryStorage } from '@/test/memory-storage'
import { messageDraftStorage } from './message-draft-storage'
import { emptySendForm } from './send-form'

const ws = 'ws_1'
const key = draftKey('message', ws)

describe('messageDraftStorage', () => {
  it('keeps the form per workspace, with when it was saved', () => {
    const storage = new MemoryStorage()
    const form = { ...emptySendForm(), contactId: 'ct_1', textMessage: 'Hi', buttons: [{ text: 'Yes', url: '' }] }
    messageDraftStorage.save(ws, form, storage)
    expect(messageDraftStorage.load(ws, storage)).toEqual({ form, savedAt: expect.any(String) })
    expect(messageDraftStorage.load('ws_2', storage)).toBeNull()

    messageDraftStorage.clear(ws, storage)
    expect(storage.getItem(key)).toBeNull()
  })

  it('keeps no draft of an untouched form', () => {
    const storage = new MemoryStorage()
    messageDraftStorage.save(ws, { ...emptySendForm(), textMessage: 'Hi' }, storage)
    messageDraftStorage.save(ws, emptySendForm(), storage)
    expect(storage.getItem(key)).toBeNull()
  })

  it.each([
    ['not JSON', '{"form":'],
    ['no form', '{"savedAt":"2030-01-01T00:00:00.000Z"}'],
    ['a field of the wrong type', JSON.stringify({ form: { ...emptySendForm(), textMessage: 5 }, savedAt: 'x' })],
    [
      'a recipient choice it does not know',
      JSON.stringify({ form: { ...emptySendForm(), recipientBy: 'x' }, savedAt: 'x' }),
    ],
  ])('drops a stored draft that does not parse: %s', (_, stored) => {
    const storage = new MemoryStorage()
    storage.setItem(key, stored)
    expect(messageDraftStorage.load(ws, storage)).toBeNull()
    expect(storage.getItem(key)).toBeNull()
  })

  it('reads back only the form’s own fields', () => {
    const storage = new MemoryStorage()
    const form = { ...emptySendForm(), textMessage: 'Hi' }
    storage.setItem(key, JSON.stringify({ form: { ...form, extra: '<script>' }, savedAt: 'x' }))
    expect(messageDraftStorage.load(ws, storage)?.form).toEqual(form)
  })
})
