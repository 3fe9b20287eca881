import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  backoffDelay,
  FIRST_DELAY_MS,
  MAX_DELAY_MS,
  nextTickAt,
  pickInTurn,
  readsAllowed,
  readsPerTick,
  READS_PER_MINUTE,
} from './review-schedule'

const MINUTE = 60_000

describe('backoffDelay', () => {
  it('starts at 30 s and grows by half each tick, to at most 5 minutes', () => {
    expect([0, 1, 2, 3].map(backoffDelay)).toEqual([30_000, 45_000, 67_500, 101_250])
    expect(backoffDelay(6)).toBe(MAX_DELAY_MS)
    expect(backoffDelay(60)).toBe(MAX_DELAY_MS)
  })
})

describe('nextTickAt', () => {
  it('waits the backoff when one template is pending', () => {
    expect(nextTickAt({ now: 0, attempt: 0, pendingCount: 1, readTimes: [] })).toBe(FIRST_DELAY_MS)
    expect(nextTickAt({ now: 1000, attempt: 2, pendingCount: 1, readTimes: [] })).toBe(1000 + 67_500)
  })

  it('waits 12 s per template read when that is longer than the backoff', () => {
    expect(nextTickAt({ now: 0, attempt: 0, pendingCount: 5, readTimes: [] })).toBe(MINUTE)
    expect(nextTickAt({ now: 0, attempt: 0, pendingCount: 40, readTimes: [] })).toBe(MINUTE)
  })

  it('waits for the reads of the last minute to leave room, e.g. after the tab comes back', () => {
    const readTimes = [50_000, 50_000, 50_000, 50_000, 50_000]
    expect(nextTickAt({ now: 55_000, attempt: 0, pendingCount: 1, readTimes })).toBe(50_000 + MINUTE)
    expect(nextTickAt({ now: 55_000, attempt: 0, pendingCount: 5, readTimes })).toBe(55_000 + MINUTE)
    expect(readsAllowed(readTimes, 50_000 + MINUTE)).toBe(READS_PER_MINUTE)
    expect(readsAllowed(readTimes, 50_000 + MINUTE - 1)).toBe(0)
  })

  it('never reads more than 5 templates in any minute, whatever is pending and however the tab is hidden and shown', () => {
    const step = fc.record({
      pendingCount: fc.nat({ max: 60 }),
      // A pause while the tab was hidden, after which the backoff starts again from 30 s.
      hiddenFor: fc.option(fc.nat({ max: 3 * MINUTE }), { nil: undefined }),
    })
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let now = 0
        let attempt = 0
        const readTimes: number[] = []
        for (const { pendingCount, hiddenFor } of steps) {
          if (hiddenFor !== undefined) {
            now += hiddenFor
            attempt = 0
          }
          const at = nextTickAt({ now, attempt, pendingCount, readTimes })
          expect(at - now).toBeGreaterThanOrEqual(FIRST_DELAY_MS)
          const reads = Math.min(readsPerTick(pendingCount), readsAllowed(readTimes, at))
          expect(reads).toBe(readsPerTick(pendingCount))
          for (let i = 0; i < reads; i += 1) readTimes.push(at)
          now = at
          attempt += 1
        }
        for (const start of readTimes) {
          expect(readTimes.filter((t) => t >= start && t < start + MINUTE).length).toBeLessThanOrEqual(READS_PER_MINUTE)
        }
      }),
    )
  })
})

describe('pickInTurn', () => {
  it('reads every template in turn when more are pending than one tick reads', () => {
    const ids = ['c', 'a', 'e', 'b', 'd', 'f', 'g']
    const first = pickInTurn(ids, 0, 5)
    const second = pickInTurn(ids, first.cursor, 5)
    expect(first.picked).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(second.picked).toEqual(['f', 'g', 'a', 'b', 'c'])
  })

  it('reads each once when few are pending', () => {
    expect(pickInTurn(['b', 'a'], 7, 5).picked.sort()).toEqual(['a', 'b'])
    expect(pickInTurn([], 3, 5)).toEqual({ picked: [], cursor: 0 })
  })
})
