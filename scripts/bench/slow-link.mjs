// Benchmark, not a test: what a phone on slow 4G gets, measured in Chromium itself rather than estimated. The
// build is served by vite preview (cached as nginx caches) behind scripts/bench/throttled-link.mjs (150 ms round trip,
// 1.6 Mbit/s shared by the open connections), with the CPU slowed 4x by devtools. For the connect screen (first
// visit) and the templates list, in demo mode and in live mode against the mock API behind the same link (a
// returning user, then the same user after a deployment, with an empty HTTP cache) it records, from the page's own performance entries:
// - FCP and LCP;
// - ready: the screen can be used (the connect form is React's, not the inert prerendered copy; the templates
//   table has its rows);
// - blocking time: each long task's time over 50 ms, from FCP until the page is quiet, as Lighthouse's TBT.
// Median of RUNS runs. Run after `npm run build`: node scripts/bench/slow-link.mjs [--runs 5]. Writes
// dist/bench-slow-link.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from '../ci/find-chromium.mjs'
import { medianOf } from './median.mjs'
import { liveSessionState, startMockApi } from './mock-api-process.mjs'
import { rememberDemoUser } from './remember-demo-user.mjs'
import { withRetries } from './retry.mjs'
import { startSlowLink } from './throttled-link.mjs'

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, dist: { type: 'string', default: 'dist' } },
})
const RUNS = Number(args.runs)
const OUTPUT = join(args.dist, 'bench-slow-link.json')
const CPU_SLOWDOWN = 4
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

// Runs in the page before its own scripts. `ready` is the selector of what makes the screen usable.
function observePage(ready) {
  const marks = { longTasks: [] }
  window.__bench = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask' })
  new MutationObserver(() => {
    if (marks.ready === undefined && document.querySelector(ready)) marks.ready = performance.now()
  }).observe(document, { subtree: true, childList: true, attributes: true })
}

async function measure(page, url, ready) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.addInitScript(observePage, ready)
  await page.goto(url)
  await page.waitForFunction(() => window.__bench.ready !== undefined && window.__bench.lcp !== undefined, null, {
    timeout: 60_000,
  })
  await page.waitForLoadState('networkidle')
  const marks = await page.evaluate(() => window.__bench)
  await cdp.detach()
  const blockingMs = marks.longTasks.reduce((sum, [start, duration]) => {
    const end = start + duration
    const clipped = end - Math.max(start, marks.fcp)
    return clipped > 50 ? sum + clipped - 50 : sum
  }, 0)
  return {
    fcpMs: Math.round(marks.fcp),
    lcpMs: Math.round(marks.lcp),
    readyMs: Math.round(marks.ready),
    blockingMs: Math.round(blockingMs),
  }
}

/** RUNS loads of the templates list in new tabs of `context`, with its HTTP cache emptied before each if asked. */
async function measureTemplates(context, url, name, emptyCache) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    runs.push(
      await withRetries(`${name}, run ${i + 1}`, async () => {
        link.dropConnections()
        const page = await context.newPage()
        try {
          if (emptyCache) await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
          return await measure(page, url, TEMPLATES_READY)
        } finally {
          await page.close()
        }
      }),
    )
  }
  return runs
}

const summarise = (runs) => ({ runs, median: medianOf(runs, ['fcpMs', 'lcpMs', 'readyMs', 'blockingMs']) })

const found = findChromium()
if (!found) throw new Error('No Chromium: run "node scripts/ci/ensure-chromium.mjs" first.')
// Live mode's API, behind the same link: vite preview proxies /v1 to it, as nginx proxies to the real one.
const MOCK_API_PORT = 8798
const mockApi = await startMockApi(MOCK_API_PORT)
process.env.API_PROXY_TARGET = `http://127.0.0.1:${MOCK_API_PORT}`
const server = await preview({
  build: { outDir: args.dist },
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'error',
})
const serverPort = Number(new URL(server.resolvedUrls?.local[0] ?? '').port)
const link = await startSlowLink(serverPort)
const origin = `http://127.0.0.1:${link.port}`
const CONNECT_READY = 'form button[type=submit]:not([inert] *)'
const TEMPLATES_READY = 'table tbody tr td a'

const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS })
const profile = mkdtempSync(join(tmpdir(), 'bench-slow-link-'))
const results = {}
try {
  const connect = []
  for (let i = 0; i < RUNS; i++) {
    connect.push(
      await withRetries(`connect screen, run ${i + 1}`, async () => {
        const context = await browser.newContext(PHONE)
        try {
          return await measure(await context.newPage(), `${origin}/connect`, CONNECT_READY)
        } finally {
          await context.close()
          link.dropConnections()
        }
      }),
    )
  }
  results.connect = summarise(connect)

  // A returning demo user, connected at full speed. The live-mode user below opens the same templates list.
  let templatesUrl
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: found.executablePath,
    args: CHROMIUM_ARGS,
    ...PHONE,
  })
  try {
    templatesUrl = await rememberDemoUser(context.pages()[0] ?? (await context.newPage()), origin)
    for (const [name, emptyCache] of [
      ['templates', false],
      ['templatesCold', true],
    ]) {
      results[name] = summarise(await measureTemplates(context, templatesUrl, name, emptyCache))
    }
  } finally {
    await context.close()
  }

  // A returning live-mode user (key remembered): what a real user gets after a deployment, with no demo chunk.
  const live = await browser.newContext({ ...PHONE, storageState: liveSessionState(origin) })
  try {
    const liveUrl = `${origin}${new URL(templatesUrl).pathname}`
    const warmUp = await live.newPage()
    await warmUp.goto(liveUrl)
    await warmUp.locator(TEMPLATES_READY).first().waitFor({ timeout: 60_000 })
    await warmUp.close()
    for (const [name, emptyCache] of [
      ['templatesLive', false],
      ['templatesLiveCold', true],
    ]) {
      results[name] = summarise(await measureTemplates(live, liveUrl, name, emptyCache))
    }
  } finally {
    await live.close()
  }
} finally {
  await browser.close()
  await link.close()
  await server.close()
  mockApi.kill()
  rmSync(profile, { recursive: true, force: true })
}

const output = {
  runs: RUNS,
  chromium: found.source,
  link: 'RTT 150 ms, 1.6 Mbit/s down, 750 kbit/s up',
  cpuSlowdown: CPU_SLOWDOWN,
  ...results,
}
writeFileSync(OUTPUT, `${JSON.stringify(output, null, 2)}\n`)
console.log(`Slow 4G link and ${CPU_SLOWDOWN}x CPU in Chromium, median of ${RUNS}:`)
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, { median: m }]) => [
      name,
      { 'FCP ms': m.fcpMs, 'LCP ms': m.lcpMs, 'ready ms': m.readyMs, 'blocking ms': m.blockingMs },
    ]),
  ),
)
console.log(`Written to ${OUTPUT}.`)
