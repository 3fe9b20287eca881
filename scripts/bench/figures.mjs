// Every figure a `npm run bench` result holds, flat and labelled, with the targets of issue 19: what the table,
// the regression check and docs/performance.md are made from. Tolerant of a benchmark that failed (its figures
// are missing).

const LIGHTHOUSE_PAGES = {
  connect: 'connect screen',
  connectApplied: 'connect screen, throttling applied',
  templates: 'templates list (demo)',
  templatesApplied: 'templates list (demo), throttling applied',
  templatesCold: 'templates list (demo), empty HTTP cache',
  templatesColdApplied: 'templates list (demo), empty HTTP cache, throttling applied',
}

const SLOW_LINK_PAGES = {
  connect: 'connect screen (first visit)',
  templates: 'templates list, demo, warm cache',
  templatesCold: 'templates list, demo, empty cache (after a deploy)',
  templatesLive: 'templates list, live, warm cache',
  templatesLiveCold: 'templates list, live, empty cache (after a deploy)',
}

/** Targets: a figure's `max` (at most) or `below` (strictly less than). Lighthouse's figures are reported, not targets. */
const SLOW_LINK_TARGETS = {
  'connect.readyMs': { max: 1000 },
  'connect.blockingMs': { below: 50 },
  'templatesLiveCold.lcpMs': { max: 1500 },
  'templatesLive.lcpMs': { max: 800 },
}

// The caps that never move (the budget check enforces them; each screen's own budget sits below).
const SIGNED_IN_SCREEN_KIB = 200
const CONNECT_KIB = 100

/**
 * `{ key, group, label, value, unit, lowerIsBetter, target? }` for each figure present in `bench`. `key` is stable
 * across runs, so two results can be compared figure by figure.
 */
export function figuresOf(bench) {
  const figures = []
  const add = (figure) => {
    if (typeof figure.value === 'number' && Number.isFinite(figure.value))
      figures.push({ lowerIsBetter: true, ...figure })
  }

  for (const { screen, kib, files } of bench.firstLoad?.screens ?? []) {
    const signedIn = !screen.startsWith('Connect') && !screen.startsWith('Entering')
    const target = screen === 'Connect' ? { max: CONNECT_KIB } : signedIn ? { max: SIGNED_IN_SCREEN_KIB } : undefined
    add({
      key: `firstLoad.${screen}`,
      group: 'First load (JS + CSS, gzip -9)',
      label: screen,
      value: kib,
      unit: 'KiB',
      detail: files === undefined ? undefined : `${files} files`,
      target,
    })
  }

  for (const [page, label] of Object.entries(SLOW_LINK_PAGES)) {
    const median = bench.slowLink?.[page]?.median
    if (!median) continue
    for (const [metric, name] of [
      ['lcpMs', 'largest paint'],
      ['readyMs', 'usable'],
      ['blockingMs', 'main-thread blocking'],
    ]) {
      add({
        key: `slowLink.${page}.${metric}`,
        group: 'Slow 4G and 4× CPU, measured in Chromium (median)',
        label: `${label}: ${name}`,
        value: median[metric],
        unit: 'ms',
        target: SLOW_LINK_TARGETS[`${page}.${metric}`],
      })
    }
  }

  for (const [page, label] of Object.entries(LIGHTHOUSE_PAGES)) {
    const median = bench.lighthouse?.[page]?.median
    if (!median) continue
    for (const [metric, name, unit, lowerIsBetter] of [
      ['score', 'score', '', false],
      ['lcpMs', 'LCP', 'ms', true],
      ['tbtMs', 'TBT', 'ms', true],
    ]) {
      add({
        key: `lighthouse.${page}.${metric}`,
        group: 'Lighthouse (reported, not targets)',
        label: `${label}: ${name}`,
        value: median[metric],
        unit,
        lowerIsBetter,
      })
    }
  }

  const interaction = 'Interaction (median)'
  add({
    key: 'builder.medianMs',
    group: interaction,
    label: 'Builder keystroke (1,024 characters, 10 variables)',
    value: bench.builder?.medianMs,
    unit: 'ms',
  })
  add({
    key: 'composer.medianMs',
    group: interaction,
    label: 'Composer keystroke in a value (order_confirmation), to the filled preview',
    value: bench.composer?.medianMs,
    unit: 'ms',
    target: { max: bench.composer?.targetMs ?? 4 },
  })
  add({
    key: 'logs.renderThousandRows',
    group: interaction,
    label: '1,000-row logs page, change to painted',
    value: bench.logs?.renderThousandRows?.medianPaintedMs,
    unit: 'ms',
    target: { max: bench.logs?.renderThousandRows?.targetMs ?? 20 },
  })
  add({
    key: 'logs.filterKeystroke',
    group: interaction,
    label: 'Search over 20,000 read logs, per keystroke (to committed and laid out)',
    value: bench.logs?.filterKeystroke?.medianMs,
    unit: 'ms',
    target: { max: bench.logs?.filterKeystroke?.targetMs ?? 16 },
  })
  add({
    key: 'logs.compareRender',
    group: interaction,
    label: 'Compare 3 broadcasts of ~5,000 logs: last read to painted',
    value: bench.logs?.compare?.medianRenderMs,
    unit: 'ms',
    target: { max: bench.logs?.compare?.targetMs ?? 100 },
  })
  add({
    key: 'logs.compareRequests',
    group: interaction,
    label: 'Compare 3 broadcasts: log requests (one per 1,000 logs, plus one each)',
    value: bench.logs?.compare?.requests,
    unit: '',
    target: { max: bench.logs?.compare?.leastRequests ?? 18 },
  })
  add({
    key: 'logs.fullReport',
    group: interaction,
    label: 'Full report of 5,200 logs',
    value: bench.logs?.fullReport?.medianMs,
    unit: 'ms',
    target: { max: bench.logs?.fullReport?.targetMs ?? 3000 },
  })
  return figures
}

export function meets(figure) {
  const { target, value } = figure
  if (!target) return undefined
  return target.below !== undefined ? value < target.below : value <= target.max
}

export function targetText({ target, unit }) {
  if (!target) return ''
  return target.below !== undefined
    ? `< ${target.below.toLocaleString('en-US')} ${unit}`.trim()
    : `≤ ${target.max.toLocaleString('en-US')} ${unit}`.trim()
}

/** Figures of `now` more than `tolerance` (10 %) worse than the same figure in `before`. */
export function regressions(now, before, tolerance = 0.1) {
  const previous = new Map(figuresOf(before).map((figure) => [figure.key, figure]))
  return figuresOf(now).flatMap((figure) => {
    const old = previous.get(figure.key)
    if (!old || old.value === 0) return []
    const change = (figure.value - old.value) / Math.abs(old.value)
    const worse = figure.lowerIsBetter ? change > tolerance : change < -tolerance
    return worse
      ? [{ key: figure.key, label: figure.label, unit: figure.unit, before: old.value, now: figure.value, change }]
      : []
  })
}
