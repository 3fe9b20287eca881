import type { BroadcastLog } from '@/api/broadcasts'

/** A delivered broadcast log for tests: a test names only the fields it cares about. */
export const makeLog = (overrides: Partial<BroadcastLog> = {}): BroadcastLog => ({
  broadcast: { id: 'bc_1', name: 'Sale' },
  recepientName: 'Ada Lovelace',
  countryCode: '+44',
  phone: '7700900123',
  status: 'delivered',
  reply: null,
  error: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
  ...overrides,
})
