// Loads the connect screen of the production build in Chromium and weighs, gzipped, every JS and CSS file it
// fetched. Fails above the budget, or if demo-mode code (MSW, seed data) leaks into what a live user loads.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs'

const BUDGET_KB = 150
const DEMO_CHUNK = /\/assets\/demo-api-[^/]+\.js$/
/** Strings only demo-mode code contains: the MSW worker's name and the seed's account. */
const DEMO_MARKERS = ['mockServiceWorker', 'Northwind Retail']

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

const assets = readdirSync('dist/assets')
const demoChunks = assets.filter((name) => DEMO_CHUNK.test(`/assets/${name}`))
if (demoChunks.length === 0) throw new Error('No demo-api chunk in dist/assets: the demo API is not split out of the app.')

const found = findChromium()
if (!found) throw new Error('No Chromium: run "node scripts/ensure-chromium.mjs" first.')

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' })
const url = server.resolvedUrls?.local[0]
if (!url) throw new Error('vite preview did not start')

const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS })
const loaded = []
try {
  const page = await browser.newPage()
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    if (type === 'script' || type === 'stylesheet') loaded.push({ url: response.url(), body: await response.body() })
  })
  await page.goto(new URL('/connect', url).href, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { name: 'Connect to Inbox Console' }).waitFor()
} finally {
  await browser.close()
  await server.close()
}

const files = loaded.map(({ url: fileUrl, body }) => ({ file: new URL(fileUrl).pathname, raw: body.length, gzip: gzipSync(body).length }))
const leaked = files.filter(({ file }) => DEMO_CHUNK.test(file))
const marked = files.filter(({ file }) => DEMO_MARKERS.some((marker) => readFileSync(`dist${file}`, 'utf8').includes(marker)))
const total = files.reduce((sum, { gzip }) => sum + gzip, 0)
const demo = demoChunks.map((name) => gzipSync(readFileSync(`dist/assets/${name}`)).length).reduce((a, b) => a + b, 0)

console.table(files.map(({ file, raw, gzip }) => ({ file, 'raw KB': kb(raw), 'gzip KB': kb(gzip) })))
console.log(`Connect screen loads ${files.length} JS/CSS files: ${kb(total)} KB gzipped (budget ${BUDGET_KB} KB).`)
console.log(`Demo-mode chunk, loaded only in demo mode: ${kb(demo)} KB gzipped.`)
writeFileSync('dist/budget.json', JSON.stringify({ connectScreenGzipKb: kb(total), demoChunkGzipKb: kb(demo), budgetKb: BUDGET_KB, files }, null, 2))

const problems = []
if (files.length === 0) problems.push('no JS or CSS was loaded: the measurement is broken')
if (total > BUDGET_KB * 1024) problems.push(`the connect screen loads ${kb(total)} KB gzipped, over the ${BUDGET_KB} KB budget`)
if (leaked.length) problems.push(`the demo chunk was loaded by the connect screen: ${leaked.map((f) => f.file).join(', ')}`)
if (marked.length) problems.push(`demo-mode code is bundled into: ${marked.map((f) => f.file).join(', ')}`)
if (problems.length) {
  console.error(`Budget check failed:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('Budget check passed.')
