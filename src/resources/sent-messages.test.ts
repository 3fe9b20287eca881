import { describe, expect, it } from 'vitest'
import {
  addSentMessage,
  clearSentMessages,
  loadSentMessages,
  MAX_HISTORY,
  sendFailed,
  type SentMessage,
} from '@/resources/sent-messages'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, String(value)),
    removeItem: (name) => void items.delete(name),
    clear: () => items.clear(),
  }
}

const sent = (id: string): SentMessage => ({
  endpoint: 'whatsappText',
  recipient: 'ct_1',
  sentAt: '2030-01-01T12:00:00.000Z',
  id,
  status: 'queued',
  error: '',
})

describe('sent message history', () => {
  it('keeps the newest first, per workspace', () => {
    const storage = memoryStorage()
    addSentMessage('ws_1', sent('msg_1'), storage)
    expect(addSentMessage('ws_1', sent('msg_2'), storage).map((m) => m.id)).toEqual(['msg_2', 'msg_1'])
    addSentMessage('ws_2', sent('msg_3'), storage)
    expect(loadSentMessages('ws_1', storage).map((m) => m.id)).toEqual(['msg_2', 'msg_1'])
    expect(loadSentMessages('ws_2', storage).map((m) => m.id)).toEqual(['msg_3'])
    clearSentMessages('ws_1', storage)
    expect(loadSentMessages('ws_1', storage)).toEqual([])
    expect(loadSentMessages('ws_2', storage)).toHaveLength(1)
  })

  it(`is bounded to ${MAX_HISTORY} entries`, () => {
    const storage = memoryStorage()
    for (let i = 1; i <= MAX_HISTORY + 5; i++) addSentMessage('ws_1', sent(`msg_${i}`), storage)
    const history = loadSentMessages('ws_1', storage)
    expect(history).toHaveLength(MAX_HISTORY)
    expect(history[0]?.id).toBe(`msg_${MAX_HISTORY + 5}`)
    expect(history.at(-1)?.id).toBe('msg_6')
  })

  it('reads what was stored defensively: bad JSON, another shape, bad entries', () => {
    const storage = memoryStorage()
    const key = 'inbox-console:session-record:sent-messages:ws_1'
    for (const raw of ['not json', '{"id":"x"}', 'null', '42']) {
      storage.setItem(key, raw)
      expect(loadSentMessages('ws_1', storage), raw).toEqual([])
    }
    storage.setItem(
      key,
      JSON.stringify([
        sent('msg_1'),
        { ...sent('msg_2'), endpoint: 'smsText' },
        { ...sent('msg_3'), id: 7 },
        null,
        'msg_4',
        { ...sent('msg_5'), extra: '<b>' },
      ]),
    )
    expect(loadSentMessages('ws_1', storage).map((m) => m.id)).toEqual(['msg_1', 'msg_5'])
    expect(loadSentMessages('ws_1', storage)[1]).not.toHaveProperty('extra')
  })

  it('still answers when storage refuses to save', () => {
    const storage = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    } as Storage
    expect(addSentMessage('ws_1', sent('msg_1'), storage).map((m) => m.id)).toEqual(['msg_1'])
  })
})

describe('sendFailed', () => {
  it('is a send the API answered with an error, whatever the status', () => {
    expect(sendFailed({ error: '131026: Message undeliverable' })).toBe(true)
    expect(sendFailed({ ...sent('msg_1'), error: 'Injected failure' })).toBe(true)
  })

  it('is not one with no error, or an empty one', () => {
    for (const error of ['', '  \n', null, undefined]) expect(sendFailed({ error }), String(error)).toBe(false)
  })
})
