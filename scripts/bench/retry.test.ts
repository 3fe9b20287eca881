import { describe, expect, it, vi } from 'vitest'
import { withRetries } from './retry.mjs'

describe('withRetries', () => {
  it('returns the first attempt that succeeds', async () => {
    const log = vi.fn()
    let calls = 0
    const result = await withRetries(
      'trace',
      async () => {
        calls += 1
        if (calls < 3) throw new Error('NO_NAVSTART')
        return 'measured'
      },
      { log },
    )
    expect(result).toBe('measured')
    expect(calls).toBe(3)
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('gives up after the last attempt, naming each failure', async () => {
    const attempt = vi.fn(async (n: number) => {
      throw new Error(`failure ${n}`)
    })
    await expect(withRetries('lighthouse', attempt, { times: 2, log: () => {} })).rejects.toThrow(
      'lighthouse failed 2 times: failure 1 | failure 2',
    )
    expect(attempt).toHaveBeenCalledTimes(2)
  })
})
