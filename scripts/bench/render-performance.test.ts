import { describe, expect, it } from 'vitest'
import { regressions } from './figures.mjs'
import { renderPerformance } from './render-performance.mjs'

const bench = (overrides: { connectKib: number; readyMs: number; score?: number }) => ({
  date: '2026-11-25T10:00:00.000Z',
  machine: { cpus: 2, node: 'v20.20.2' },
  firstLoad: {
    screens: [
      { screen: 'Connect', path: '/connect', files: 3, kib: overrides.connectKib },
      { screen: 'Templates', path: '/w/ws_1/templates', files: 9, kib: 149.5 },
    ],
  },
  slowLink: { chromium: 'system', connect: { median: { lcpMs: 800, readyMs: overrides.readyMs, blockingMs: 40 } } },
  lighthouse: { templates: { median: { score: overrides.score ?? 99, lcpMs: 700, tbtMs: 0 } } },
})

describe('renderPerformance', () => {
  it('puts each figure beside its baseline and target, and says which targets are missed', () => {
    const markdown = renderPerformance(bench({ connectKib: 104.2, readyMs: 1200 }), {
      ...bench({ connectKib: 130.7, readyMs: 1416 }),
      date: '2026-11-24T13:26:48.224Z',
    })
    // The caps that never move: 100 KiB for Connect, 200 KiB for a signed-in screen.
    expect(markdown).toContain('| Connect | 104.2 KiB | 130.7 KiB | ≤ 100 KiB | **no** |')
    expect(markdown).toContain('- Connect: 104.2 KiB, target ≤ 100 KiB')
    expect(markdown).toContain('| Templates | 149.5 KiB | 149.5 KiB | ≤ 200 KiB | yes |')
    expect(markdown).toContain('| connect screen (first visit): usable | 1,200 ms | 1,416 ms | ≤ 1,000 ms | **no** |')
    expect(markdown).toContain('| connect screen (first visit): main-thread blocking | 40 ms | 40 ms | < 50 ms | yes |')
    expect(markdown).toContain('- connect screen (first visit): usable: 1,200 ms, target ≤ 1,000 ms')
    expect(markdown).toContain('measured on 2026-11-24, before issue 19')
  })

  it('lists the benchmarks that failed and the figures that got worse', () => {
    const latest = {
      ...bench({ connectKib: 120, readyMs: 900 }),
      failed: { 'lighthouse.mjs': 'NO_NAVSTART, three times' },
      comparedWith: '2026-11-24T13:26:48.224Z',
      regressions: regressions(bench({ connectKib: 120, readyMs: 900 }), bench({ connectKib: 100, readyMs: 900 })),
    }
    const markdown = renderPerformance(latest, bench({ connectKib: 130, readyMs: 1400 }))
    expect(markdown).toContain('- `lighthouse.mjs`: NO_NAVSTART, three times')
    expect(markdown).toContain('- Connect: 100 KiB → 120 KiB (+20 %)')
  })
})

describe('regressions', () => {
  it('names figures more than 10 % worse, in the direction that is worse for each', () => {
    const before = bench({ connectKib: 100, readyMs: 1000, score: 99 })
    expect(regressions(bench({ connectKib: 110, readyMs: 1000, score: 99 }), before)).toEqual([])
    expect(regressions(bench({ connectKib: 111, readyMs: 1000, score: 99 }), before).map((r) => r.key)).toEqual([
      'firstLoad.Connect',
    ])
    expect(regressions(bench({ connectKib: 100, readyMs: 800, score: 85 }), before).map((r) => r.key)).toEqual([
      'lighthouse.templates.score',
    ])
  })
})
