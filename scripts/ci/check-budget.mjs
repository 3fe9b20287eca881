// Loads the production build in Chromium and weighs, gzip -9, every JS and CSS file fetched: by the connect
// screen (where every visitor lands) and by entering the demo from it. Fails above either budget, or if
// demo-mode code (MSW, seed data) leaks into what the connect screen or a live user loads.
// Budgets only ever go down: lower them when a change makes the app lighter.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs'
import { kib, weighLoad } from '../bench/weigh-load.mjs'

const BUDGET_KIB = { connect: 131, enteringTheDemo: 87 }
const DEMO_CHUNK = /\/assets\/demo-api-[^/]+\.js$/
/** Strings only demo-mode code contains: the MSW worker's name and the seed's account. */
const DEMO_MARKERS = ['mockServiceWorker', 'Northwind Retail']

const demoChunks = readdirSync('dist/assets').filter((name) => DEMO_CHUNK.test(`/assets/${name}`))
if (demoChunks.length === 0)
  throw new Error('No demo-api chunk in dist/assets: the demo API is not split out of the app.')

const found = findChromium()
if (!found) throw new Error('No Chromium: run "node scripts/ci/ensure-chromium.mjs" first.')

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' })
const url = server.resolvedUrls?.local[0]
if (!url) throw new Error('vite preview did not start')

const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS })
let connect
let enteringTheDemo
try {
  const page = await browser.newPage()
  connect = await weighLoad(page, 'dist', async () => {
    await page.goto(new URL('/connect', url).href)
    await page.getByRole('heading', { name: 'Connect to Inbox Console' }).waitFor()
  })
  enteringTheDemo = await weighLoad(page, 'dist', async () => {
    await page.getByRole('button', { name: 'Enter the demo' }).click()
    await page.getByRole('heading', { name: 'In this workspace' }).waitFor()
  })
} finally {
  await browser.close()
  await server.close()
}

const leaked = connect.files.filter(({ file }) => DEMO_CHUNK.test(file))
const marked = connect.files.filter(({ file }) =>
  DEMO_MARKERS.some((marker) => readFileSync(`dist${file}`, 'utf8').includes(marker)),
)

console.table(connect.files.map(({ file, gzip }) => ({ file, 'KiB (gzip -9)': kib(gzip) })))
console.log(
  `Connect screen: ${connect.files.length} JS/CSS files, ${kib(connect.gzip)} KiB (budget ${BUDGET_KIB.connect} KiB).`,
)
console.log(
  `Entering the demo adds ${enteringTheDemo.files.length} files, ${kib(enteringTheDemo.gzip)} KiB (budget ${BUDGET_KIB.enteringTheDemo} KiB).`,
)
writeFileSync(
  'dist/budget.json',
  `${JSON.stringify({ unit: 'KiB, gzip -9', budgets: BUDGET_KIB, connect: kib(connect.gzip), enteringTheDemo: kib(enteringTheDemo.gzip), files: { connect: connect.files, enteringTheDemo: enteringTheDemo.files } }, null, 2)}\n`,
)

const problems = []
if (connect.files.length === 0 || enteringTheDemo.files.length === 0)
  problems.push('no JS or CSS was loaded: the measurement is broken')
if (connect.gzip > BUDGET_KIB.connect * 1024)
  problems.push(`the connect screen loads ${kib(connect.gzip)} KiB, over its ${BUDGET_KIB.connect} KiB budget`)
if (enteringTheDemo.gzip > BUDGET_KIB.enteringTheDemo * 1024) {
  problems.push(
    `entering the demo loads ${kib(enteringTheDemo.gzip)} KiB, over its ${BUDGET_KIB.enteringTheDemo} KiB budget`,
  )
}
if (!enteringTheDemo.files.some(({ file }) => DEMO_CHUNK.test(file)))
  problems.push('entering the demo did not load the demo-api chunk: the measurement is broken')
if (leaked.length)
  problems.push(`the demo chunk was loaded by the connect screen: ${leaked.map((f) => f.file).join(', ')}`)
if (marked.length) problems.push(`demo-mode code is bundled into: ${marked.map((f) => f.file).join(', ')}`)
if (problems.length) {
  console.error(`Budget check failed:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log('Budget check passed.')
