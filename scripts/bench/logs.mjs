// Benchmark, not a test: the broadcast logs screens of the production build in demo mode, in Chromium. Run after
// `npm run build`: node scripts/bench/logs.mjs
//   (a) a 1,000-row logs page of bc_1 (5,200 logs): from changing "Rows per page" from 100 to 1000 until painted;
//   (b) the full report of bc_1: from clicking "Full report" until "Every log read: 5,200 logs…" is shown;
//   (c) the search over every log of bc_14 (20,000 logs, read first): from each keystroke until painted;
//   (d) comparing bc_1, bc_11 and bc_12 (5,200 + 5,000 + 5,000 logs) from an empty cache: the log requests it
//       takes, and the time from the last log page's arrival until the comparison is painted.
// Figures go to the console and to dist/bench-logs.json.
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from '../ci/find-chromium.mjs'
import { median } from './median.mjs'

const BROADCAST = { id: 'bc_1', logs: 5200 }
const RENDER_RUNS = 5
const REPORT_RUNS = 3
const HUGE = { id: 'bc_14', workspace: 'ws_2', logs: 20000 }
const COMPARED = { ids: ['bc_1', 'bc_11', 'bc_12'], logs: [5200, 5000, 5000] }
const KEYSTROKES = 'olivia smith'
const COMPARE_RUNS = 3
const TARGETS = { renderMs: 20, reportMs: 3000, keystrokeMs: 16, compareMs: 100 }
const OUTPUT = 'dist/bench-logs.json'

const round = (value) => Math.round(value * 10) / 10

/**
 * In the page: picks a page size in the "Rows per page" select the way React hears it (a change event), and
 * resolves once the logs table holds that many rows and a frame has been painted with them. Returns the times
 * from the change event to the commit (the table's DOM updated) and to the frame after it.
 */
function changePageSizeInPage(limit) {
  const select = [...document.querySelectorAll('select')].find((element) =>
    element.closest('label')?.textContent?.includes('Rows per page'),
  )
  if (!select) throw new Error('no "Rows per page" select')
  const table = () => document.querySelector('table[aria-label="Broadcast logs"]')
  const ready = () => {
    const element = table()
    return (
      element?.getAttribute('aria-rowcount') === String(limit + 1) &&
      element.querySelector('tbody tr[aria-rowindex="2"]') !== null
    )
  }
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`the table never showed ${limit} rows`)), 30_000)
    const started = performance.now()
    let observer
    const finish = () => {
      observer?.disconnect()
      const committed = performance.now()
      // rAF runs just before the browser paints that frame; a task queued from it runs once the frame is out.
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(timeout)
          resolve({ committedMs: committed - started, paintedMs: performance.now() - started })
        }, 0),
      )
    }
    observer = new MutationObserver(() => {
      if (ready()) finish()
    })
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-rowcount'],
    })
    select.value = String(limit)
    select.dispatchEvent(new Event('change', { bubbles: true }))
    if (ready()) finish()
  })
}

/** In the page: clicks "Full report" and resolves with the time until the completion line is rendered. */
function fullReportInPage() {
  const button = [...document.querySelectorAll('button')].find((element) =>
    /^(Full report|Read again)$/.test(element.textContent?.trim() ?? ''),
  )
  if (!button) throw new Error('no "Full report" button')
  const complete = () =>
    [...document.querySelectorAll('[role="status"]')].find((element) =>
      element.textContent?.startsWith('Every log read:'),
    )
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the report never completed')), 60_000)
    const started = performance.now()
    const observer = new MutationObserver(() => {
      const line = complete()
      if (!line) return
      observer.disconnect()
      clearTimeout(timeout)
      resolve({ ms: performance.now() - started, text: line.textContent })
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    button.click()
  })
}

/**
 * In the page: types `text` into the logs search one character at a time, as React hears it (an input event), and
 * times each keystroke as the builder bench does: from the input event until the filtered table and its summary are
 * committed and laid out (the frame's paint and its alignment are left out). Then waits for the URL to hold it.
 */
async function typeInSearchInPage(text) {
  const input = document.querySelector('input[type="search"]')
  if (!input) throw new Error('no search box')
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  const summary = () => document.querySelector('[aria-live="polite"]')?.textContent
  const table = () => document.querySelector('table[aria-label="Broadcast logs"]')
  const times = []
  let changed = 0
  const seen = []
  for (let length = 1; length <= text.length; length++) {
    const value = text.slice(0, length)
    const before = summary()
    const started = performance.now()
    setValue.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    await Promise.resolve()
    void table()?.offsetHeight
    times.push(performance.now() - started)
    if (summary() !== before) changed += 1
    seen.push(summary())
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  }
  // Some keystrokes match as many logs as the one before (olivi, olivia): the summary must move at least a few times.
  if (changed < 3)
    throw new Error(`the table followed only ${changed} of ${text.length} keystrokes: ${seen.join(' | ')}`)
  // The filters live in the URL: the search gets there once the typing pauses.
  for (let tries = 0; new URL(location.href).searchParams.get('q')?.replace(/^"|"$/g, '') !== text; tries++) {
    if (tries > 200) throw new Error('the search never reached the URL')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return times
}

/**
 * In the page: clicks Compare and resolves once the comparison table is shown, with the time from the last log
 * page's arrival (its resource timing) to the frame painted after the table appeared.
 */
function compareInPage() {
  const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === 'Compare')
  if (!button) throw new Error('no Compare button')
  const shown = () => document.querySelector('table[aria-label="Broadcasts side by side"]')
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the comparison never showed')), 120_000)
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(timeout)
          const painted = performance.now()
          const pages = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/v1\/broadcasts\/[^/]+\/logs/.test(entry.name))
          const lastRead = Math.max(...pages.map((entry) => entry.responseEnd))
          resolve({ renderMs: painted - lastRead, requests: pages.length })
        }, 0),
      )
    })
    observer.observe(document.body, { childList: true, subtree: true })
    button.click()
  })
}

const found = findChromium()
if (!found) throw new Error('No Chromium: run "npm run chromium" first.')
const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' })
const base = server.resolvedUrls?.local[0]
if (!base) throw new Error('vite preview did not start')
const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
  page.on('pageerror', (error) => console.error('page error:', error))
  let logRequests = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/v1/broadcasts/${BROADCAST.id}/logs`) logRequests += 1
  })
  const detail = new URL(`/w/ws_1/broadcasts/${BROADCAST.id}`, base).href
  const openDetail = async () => {
    await page.goto(detail)
    await page
      .getByRole('table', { name: 'Broadcast logs', exact: true })
      .locator('tbody tr[aria-rowindex]')
      .first()
      .waitFor()
    await page.getByText('100 logs on this page.', { exact: true }).waitFor()
  }

  await page.goto(new URL('/connect', base).href)
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
  await openDetail()

  // (a) Render, not network: the first switch to 1,000 rows fetches the page and leaves it in the query cache
  // (fresh for 60 s), and 100 rows are cached already. Each measured run then goes 100 -> 1000 from the cache,
  // so it times the route update, the quick filter and the virtualized table's render, layout and paint. A run
  // that sent a logs request anyway would not measure this: the script stops rather than report it.
  const setLimit = (limit) => page.evaluate(changePageSizeInPage, limit)
  await setLimit(1000) // fetch + warm-up
  // The demo API answers from a service worker; the page's requests are still seen here (100 rows, then 1,000).
  if (logRequests < 2)
    throw new Error(`saw ${logRequests} logs requests while loading two pages: the request counter is blind`)
  await setLimit(100)
  await setLimit(1000) // warm-up from the cache (JIT, first layout of 1,000 rows)
  const render = []
  for (let run = 0; run < RENDER_RUNS; run++) {
    await setLimit(100)
    const before = logRequests
    const { committedMs, paintedMs } = await setLimit(1000)
    if (logRequests !== before)
      throw new Error(`run ${run + 1} of the 1,000-row render sent a logs request: it would measure the network`)
    render.push({ committedMs, paintedMs })
  }
  const domRows = await page.locator('tr').count()
  await page.getByText('1,000 logs on this page.', { exact: true }).waitFor()

  // (b) The full report, from a fresh load each time: the pages it reads are cached for a minute, so a second
  // read in the same page would be answered from memory. Each run reads 6 pages of 1,000 from the demo API.
  const report = []
  for (let run = 0; run < REPORT_RUNS; run++) {
    await openDetail()
    const { ms, text } = await page.evaluate(fullReportInPage)
    const expected = `Every log read: ${BROADCAST.logs.toLocaleString('en')} logs from 6 pages, in 6 requests.`
    if (text !== expected) throw new Error(`run ${run + 1} of the report ended with "${text}", not "${expected}"`)
    report.push(ms)
  }

  // (c) Every log of the 20,000-log broadcast read first (21 requests at the rate limit's pace), then typed into.
  await page.goto(new URL(`/w/${HUGE.workspace}/broadcasts/${HUGE.id}`, base).href)
  await page.getByRole('button', { name: 'Full report' }).click()
  await page.getByText(/^Every log read: 20,000 logs/).waitFor({ timeout: 120_000 })
  await page.getByRole('searchbox', { name: 'Search every log by name, number, reply or error' }).waitFor()
  await page.evaluate(typeInSearchInPage, 'warm') // JIT and first filtered layouts
  await page.getByRole('searchbox', { name: 'Search every log by name, number, reply or error' }).fill('')
  await page.getByText('20,000 logs.', { exact: true }).waitFor()
  const keystrokes = await page.evaluate(typeInSearchInPage, KEYSTROKES)

  // (d) A new browser context each run: nothing read yet, so every page of the three broadcasts is requested.
  const comparisons = []
  for (let run = 0; run < COMPARE_RUNS; run++) {
    const tab = await browser.newPage({ viewport: { width: 1366, height: 900 } })
    await tab.goto(new URL('/connect', base).href)
    await tab.getByRole('button', { name: 'Enter the demo' }).click()
    await tab.getByRole('button', { name: 'Sign out' }).waitFor()
    await tab.goto(new URL(`/w/ws_1/broadcasts/compare?ids=${COMPARED.ids.join(',')}`, base).href)
    await tab.getByRole('button', { name: 'Compare', exact: true }).waitFor()
    comparisons.push(await tab.evaluate(compareInPage))
    await tab.close()
  }
  const leastRequests = COMPARED.logs.reduce((sum, logs) => sum + Math.floor(logs / 1000) + 1, 0)

  const renderPainted = render.map((r) => r.paintedMs)
  const results = {
    date: new Date().toISOString(),
    chromium: found.source,
    renderThousandRows: {
      runs: RENDER_RUNS,
      paintedMs: renderPainted.map(round),
      committedMs: render.map((r) => round(r.committedMs)),
      medianPaintedMs: round(median(renderPainted)),
      medianCommittedMs: round(median(render.map((r) => r.committedMs))),
      domRows,
      targetMs: TARGETS.renderMs,
    },
    fullReport: {
      runs: REPORT_RUNS,
      ms: report.map(round),
      medianMs: round(median(report)),
      logs: BROADCAST.logs,
      targetMs: TARGETS.reportMs,
    },
    filterKeystroke: {
      logs: HUGE.logs,
      typed: KEYSTROKES,
      ms: keystrokes.map(round),
      medianMs: round(median(keystrokes)),
      targetMs: TARGETS.keystrokeMs,
    },
    compare: {
      runs: COMPARE_RUNS,
      logs: COMPARED.logs,
      renderMs: comparisons.map((c) => round(c.renderMs)),
      medianRenderMs: round(median(comparisons.map((c) => c.renderMs))),
      requests: Math.max(...comparisons.map((c) => c.requests)),
      leastRequests,
      targetMs: TARGETS.compareMs,
    },
  }
  writeFileSync(OUTPUT, `${JSON.stringify(results, null, 2)}\n`)

  const verdict = (value, target) => (value <= target ? 'within target' : 'OVER TARGET')
  const rows = [
    ['Measure', 'Median', 'Runs', 'Target', ''],
    [
      '1,000-row logs page, change -> painted',
      `${results.renderThousandRows.medianPaintedMs} ms`,
      renderPainted.map((ms) => round(ms)).join(', '),
      `<= ${TARGETS.renderMs} ms`,
      verdict(results.renderThousandRows.medianPaintedMs, TARGETS.renderMs),
    ],
    [
      '  of which change -> committed',
      `${results.renderThousandRows.medianCommittedMs} ms`,
      results.renderThousandRows.committedMs.join(', '),
      '',
      '',
    ],
    [
      `Full report, ${BROADCAST.logs.toLocaleString('en')} logs (6 requests)`,
      `${(results.fullReport.medianMs / 1000).toFixed(2)} s`,
      report.map((ms) => `${(ms / 1000).toFixed(2)}`).join(', ') + ' s',
      `<= ${TARGETS.reportMs / 1000} s`,
      verdict(results.fullReport.medianMs, TARGETS.reportMs),
    ],
    [
      `Search over ${HUGE.logs.toLocaleString('en')} logs, per keystroke`,
      `${results.filterKeystroke.medianMs} ms`,
      results.filterKeystroke.ms.join(', '),
      `<= ${TARGETS.keystrokeMs} ms`,
      verdict(results.filterKeystroke.medianMs, TARGETS.keystrokeMs),
    ],
    [
      `Compare 3 broadcasts, last read -> painted (${results.compare.requests} requests, least ${leastRequests})`,
      `${results.compare.medianRenderMs} ms`,
      results.compare.renderMs.join(', '),
      `<= ${TARGETS.compareMs} ms`,
      verdict(results.compare.medianRenderMs, TARGETS.compareMs),
    ],
  ]
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  console.log(`Broadcast logs, ${BROADCAST.id} in demo mode (production build, Chromium ${found.source}):`)
  for (const row of rows)
    console.log(
      `  ${row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd()}`,
    )
  console.log(`  <tr> elements in the DOM with 1,000 rows: ${domRows}. Written to ${OUTPUT}.`)
} finally {
  await browser.close()
  await server.close()
}
