import { describe, expect, it } from 'vitest'
import { median, medianOf } from './median.mjs'

describe('median', () => {
  it('takes the middle of an odd count, in any order', () => {
    expect(median([5, 1, 3])).toBe(3)
  })

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('leaves its input as it was', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })
})

describe('medianOf', () => {
  it('gives each key its own median over the runs', () => {
    const runs = [
      { lcpMs: 900, tbtMs: 0 },
      { lcpMs: 700, tbtMs: 40 },
      { lcpMs: 800, tbtMs: 10 },
    ]
    expect(medianOf(runs, ['lcpMs', 'tbtMs'])).toEqual({ lcpMs: 800, tbtMs: 10 })
  })
})
