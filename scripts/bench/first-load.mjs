// Benchmark, not a test: the JS+CSS each top-level screen loads when opened directly in a fresh browser (empty
// HTTP cache), in live mode against the mock API (so no demo code is counted), plus what entering the demo
// adds on the connect screen. Run after `npm run build`: node scripts/bench/first-load.mjs
// Writes dist/bench-first-load.json.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from '../ci/find-chromium.mjs'
import { kib, weighLoad } from './weigh-load.mjs'

const { values: args } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } })
const OUTPUT = `${args.dist}/bench-first-load.json`
const MOCK_API_PORT = 8797
const API_KEY = 'demo-key-7f3a9c'
const WORKSPACE = 'ws_1'
const SCREENS = [
  ['Overview', `/w/${WORKSPACE}`],
  ['Templates', `/w/${WORKSPACE}/templates`],
  ['Template builder', `/w/${WORKSPACE}/templates/new`],
  ['Broadcasts', `/w/${WORKSPACE}/broadcasts`],
  ['Segments', `/w/${WORKSPACE}/segments`],
  ['Staff', `/w/${WORKSPACE}/staff`],
  ['Messages', `/w/${WORKSPACE}/messages`],
  ['Webhooks', '/webhooks'],
  ['Contact tags', '/tags'],
  ['Workspaces', '/workspaces'],
  ['Account', '/account'],
]

async function startMockApi() {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.app.json', 'scripts/dev/mock-api.ts'],
    {
      env: { ...process.env, MOCK_API_PORT: String(MOCK_API_PORT) },
      stdio: 'ignore',
    },
  )
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the mock API exited with ${child.exitCode}`)
    const answered = await fetch(`http://127.0.0.1:${MOCK_API_PORT}/v1/account-info`).then(
      () => true,
      () => false,
    )
    if (answered) return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error('the mock API did not start within 30 s')
}

const found = findChromium()
if (!found) throw new Error('No Chromium: run "npm run chromium" first.')
const mockApi = await startMockApi()
process.env.API_PROXY_TARGET = `http://127.0.0.1:${MOCK_API_PORT}`
const server = await preview({
  build: { outDir: args.dist },
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'error',
})
const origin = server.resolvedUrls?.local[0]
const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS })
const session = { mode: 'live', baseUrl: '', apiKey: API_KEY, remember: true }
const results = []
try {
  const fresh = async (withSession) => {
    const context = await browser.newContext(
      withSession
        ? {
            storageState: {
              cookies: [],
              origins: [
                {
                  origin: origin.replace(/\/$/, ''),
                  localStorage: [{ name: 'inbox-console:session', value: JSON.stringify(session) }],
                },
              ],
            },
          }
        : {},
    )
    return { context, page: await context.newPage() }
  }

  {
    const { context, page } = await fresh(false)
    const connect = await weighLoad(page, args.dist, async () => {
      await page.goto(new URL('/connect', origin).href)
      await page.getByRole('heading', { name: 'Connect to Inbox Console' }).waitFor()
    })
    results.push({ screen: 'Connect', path: '/connect', ...connect })
    const demo = await weighLoad(page, args.dist, async () => {
      await page.getByRole('button', { name: 'Enter the demo' }).click()
      await page.getByRole('heading', { name: 'In this workspace' }).waitFor()
    })
    results.push({ screen: 'Entering the demo (added to Connect)', path: '/connect → demo overview', ...demo })
    await context.close()
  }
  for (const [screen, path] of SCREENS) {
    const { context, page } = await fresh(true)
    const load = await weighLoad(page, args.dist, async () => {
      await page.goto(new URL(path, origin).href)
      await page.locator('h1').first().waitFor()
    })
    results.push({ screen, path, ...load })
    await context.close()
  }
} finally {
  await browser.close()
  await server.close()
  mockApi.kill()
}

writeFileSync(
  OUTPUT,
  `${JSON.stringify({ date: new Date().toISOString(), unit: 'KiB, gzip -9', screens: results.map(({ screen, path, files, gzip }) => ({ screen, path, files: files.length, kib: kib(gzip) })) }, null, 2)}\n`,
)
console.log('First load of each screen, opened directly (live mode, empty cache): JS + CSS, gzip -9')
console.table(
  Object.fromEntries(results.map(({ screen, files, gzip }) => [screen, { files: files.length, KiB: kib(gzip) }])),
)
console.log(`Written to ${OUTPUT}.`)
