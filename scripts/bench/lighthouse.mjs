// Benchmark, not a test: Lighthouse (simulated mobile: Moto G Power, slow 4G, 4x CPU) on the production build,
// served by vite preview on 127.0.0.1 (cached as nginx caches: bundles immutable, pages revalidated), for the connect
// screen (first visit, empty storage) and the templates list in demo mode: a returning demo user (session
// remembered, demo worker installed, bundles in the browser's cache), and the same user with an empty HTTP cache,
// as after a deployment. Each simulated and again with the same throttling applied by devtools. Median of RUNS runs.
// Run after `npm run build`: node scripts/bench/lighthouse.mjs [--runs 5]. Writes dist/bench-lighthouse.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from '../ci/find-chromium.mjs'
import { medianOf } from './median.mjs'
import { rememberDemoUser } from './remember-demo-user.mjs'
import { withRetries } from './retry.mjs'

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, dist: { type: 'string', default: 'dist' } },
})
const RUNS = Number(args.runs)
const OUTPUT = join(args.dist, 'bench-lighthouse.json')
const TARGETS = { score: 98, lcpMs: 1500, tbtMs: 50 }
const DEBUG_PORT = 9333

async function audit(url, { keepStorage, throttlingMethod = 'simulate', beforeEach }) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await withRetries(`Lighthouse on ${url} (${throttlingMethod}), run ${i + 1}`, async () => {
      await beforeEach?.()
      const result = await lighthouse(url, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: keepStorage,
        throttlingMethod,
      })
      if (!result) throw new Error('Lighthouse returned no result')
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message)
      return result
    })
    runs.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    })
  }
  return { url, runs, median: medianOf(runs, ['score', 'lcpMs', 'fcpMs', 'tbtMs', 'cls']) }
}

const found = findChromium()
if (!found) throw new Error('No Chromium: run "node scripts/ci/ensure-chromium.mjs" first.')

const server = await preview({
  build: { outDir: args.dist },
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'error',
})
const origin = server.resolvedUrls?.local[0]
if (!origin) throw new Error('vite preview did not start')
const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: found.executablePath,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
})
const results = {}
try {
  results.connect = await audit(new URL('/connect', origin).href, { keepStorage: false })
  // The same throttling applied for real (devtools). Lantern's simulation infers what the first paint waits for
  // from an unthrottled load, where the entry script has already run by then, so it charges the script to the
  // prerendered connect page (scripts/build/prerender-connect.mjs), which paints without it.
  results.connectApplied = await audit(new URL('/connect', origin).href, {
    keepStorage: false,
    throttlingMethod: 'devtools',
  })

  // A returning demo user, so Lighthouse's tab finds the session.
  const templatesUrl = await rememberDemoUser(context.pages()[0] ?? (await context.newPage()), origin)
  results.templates = await audit(templatesUrl, { keepStorage: true })
  results.templatesApplied = await audit(templatesUrl, { keepStorage: true, throttlingMethod: 'devtools' })
  // The same user after a deployment: every bundle is new to the browser. Only the HTTP cache is emptied.
  const cdpPage = await context.newPage()
  const cdp = await context.newCDPSession(cdpPage)
  const emptyHttpCache = () => cdp.send('Network.clearBrowserCache')
  results.templatesCold = await audit(templatesUrl, { keepStorage: true, beforeEach: emptyHttpCache })
  results.templatesColdApplied = await audit(templatesUrl, {
    keepStorage: true,
    throttlingMethod: 'devtools',
    beforeEach: emptyHttpCache,
  })
  await cdpPage.close()
} finally {
  await context.close()
  await server.close()
  rmSync(profile, { recursive: true, force: true })
}

const output = { runs: RUNS, chromium: found.source, targets: TARGETS, ...results }
writeFileSync(OUTPUT, `${JSON.stringify(output, null, 2)}\n`)
console.log(
  `Lighthouse ${RUNS}x, simulated mobile, median (targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms):`,
)
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, { median: m }]) => [
      name,
      { score: m.score, 'LCP ms': m.lcpMs, 'FCP ms': m.fcpMs, 'TBT ms': m.tbtMs, CLS: m.cls },
    ]),
  ),
)
console.log(`Written to ${OUTPUT}.`)
