import { describe, expect, it } from 'vitest'
import { formatDuration, formatTimeBetween, formatWait } from './format-duration'

const s = 1000
const min = 60 * s
const h = 60 * min
const d = 24 * h

const formatters: { name: string; format: (ms: number) => string; cases: [number, string][] }[] = [
  {
    name: 'formatDuration',
    format: formatDuration,
    cases: [
      [0, '0 s'],
      [400, '0 s'],
      [38 * s, '38 s'],
      [59.4 * s, '59 s'],
      [59.6 * s, '1 min'],
      [4 * min + 12 * s, '4 min 12 s'],
      [4 * min, '4 min'],
      [59 * min + 59.6 * s, '1 h'],
      [2 * h + 5 * min, '2 h 5 min'],
      [2 * h + 5 * min + 40 * s, '2 h 6 min'],
      [23 * h + 59.6 * min, '1 d'],
      [3 * d + 4 * h, '3 d 4 h'],
      [3 * d + 4 * h + 20 * min, '3 d 4 h'],
      [1200 * d, '1,200 d'],
      // A negative or missing time shows a dash.
      [-1, '—'],
      [Number.NaN, '—'],
    ],
  },
  {
    name: 'formatTimeBetween',
    format: formatTimeBetween,
    cases: [
      [0, 'under a minute'],
      [29 * s, 'under a minute'],
      [30 * s, '1 min'],
      [3 * min, '3 min'],
      [59 * min, '59 min'],
      [60 * min, '1 h'],
      [2 * h + 5 * min, '2 h 5 min'],
      [47 * h + 59 * min, '47 h 59 min'],
      [48 * h, '2 days'],
      [1200 * d, '1,200 days'],
    ],
  },
  {
    name: 'formatWait',
    format: formatWait,
    cases: [
      [0, 'under a second'],
      [1333, 'about 2 s'],
      [60_000, 'about 1 min'],
      [61_000, 'about 2 min'],
    ],
  },
]

describe.each(formatters)('$name', ({ format, cases }) => {
  it.each(cases)('%d ms -> %s', (ms, text) => {
    expect(format(ms)).toBe(text)
  })
})
