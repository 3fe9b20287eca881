// The JS+CSS each top-level screen loads when opened directly in a fresh browser (empty HTTP cache), in live mode
// against the mock API (so no demo code is counted), plus the connect screen and what entering the demo adds to it.
// Shared by the benchmark (first-load.mjs) and the budget check (scripts/ci/check-budget.mjs).
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from '../ci/find-chromium.mjs'
import { liveSessionState, startMockApi } from './mock-api-process.mjs'
import { weighLoad } from './weigh-load.mjs'

const MOCK_API_PORT = 8797
const WORKSPACE = 'ws_1'
export const CONNECT = 'Connect'
export const ENTERING_THE_DEMO = 'Entering the demo (added to Connect)'
/** The signed-in screens, each opened directly with a stored key. */
export const SCREENS = [
  ['Overview', `/w/${WORKSPACE}`],
  ['Templates', `/w/${WORKSPACE}/templates`],
  ['Template builder', `/w/${WORKSPACE}/templates/new`],
  ['Broadcast composer', `/w/${WORKSPACE}/broadcasts/new`],
  ['Template detail', `/w/${WORKSPACE}/templates/tpl_1`],
  ['Broadcasts', `/w/${WORKSPACE}/broadcasts`],
  ['Segments', `/w/${WORKSPACE}/segments`],
  ['Staff', `/w/${WORKSPACE}/staff`],
  ['Messages', `/w/${WORKSPACE}/messages`],
  ['Webhooks', '/webhooks'],
  ['Contact tags', '/tags'],
  ['Workspaces', '/workspaces'],
  ['Account', '/account'],
]

/** Serves `dist` with vite preview and weighs every screen's first load: [{ screen, path, files, gzip }]. */
export async function measureFirstLoads(dist) {
  const found = findChromium()
  if (!found) throw new Error('No Chromium: run "npm run chromium" first.')
  const mockApi = await startMockApi(MOCK_API_PORT)
  process.env.API_PROXY_TARGET = `http://127.0.0.1:${MOCK_API_PORT}`
  const server = await preview({
    build: { outDir: dist },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  })
  const origin = server.resolvedUrls?.local[0]
  const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS })
  const results = []
  try {
    const fresh = async (withSession) => {
      const context = await browser.newContext(withSession ? { storageState: liveSessionState(origin) } : {})
      return { context, page: await context.newPage() }
    }

    {
      const { context, page } = await fresh(false)
      const connect = await weighLoad(page, dist, async () => {
        await page.goto(new URL('/connect', origin).href)
        await page.getByRole('heading', { name: 'Connect to Inbox Console' }).waitFor()
      })
      results.push({ screen: CONNECT, path: '/connect', ...connect })
      const demo = await weighLoad(page, dist, async () => {
        await page.getByRole('button', { name: 'Enter the demo' }).click()
        await page.getByRole('heading', { name: 'In this workspace' }).waitFor()
      })
      // The connect page opens the app with a page load: the files both pages use come from the browser's cache.
      const cached = new Set(connect.files.map(({ file }) => file))
      const added = demo.files.filter(({ file }) => !cached.has(file))
      results.push({
        screen: ENTERING_THE_DEMO,
        path: '/connect → demo overview',
        files: added,
        gzip: added.reduce((sum, { gzip }) => sum + gzip, 0),
      })
      await context.close()
    }
    for (const [screen, path] of SCREENS) {
      const { context, page } = await fresh(true)
      const load = await weighLoad(page, dist, async () => {
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
  return results
}
