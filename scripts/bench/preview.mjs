// Benchmark, not a test: how long the template preview takes per keystroke while a 1,024-character body with
// 10 variables is typed into. Bundles TemplatePreview into a throwaway page with Vite, opens it in Chromium and
// times 200 keystrokes, each a synchronous re-render (flushSync) followed by a forced layout.
// Run: node scripts/bench/preview.mjs
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from '../ci/find-chromium.mjs'

const KEYSTROKES = 200
const BODY_LENGTH = 1024
const VARIABLES = 10

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const src = join(projectRoot, 'src')

/** A realistic body: sentences with formatting, line breaks and variables {{1}}..{{10}}, cut to 1,024 characters. */
function makeBody() {
  const parts = []
  for (let n = 1; n <= VARIABLES; n++) parts.push(`Hello *{{${n}}}*, your _order_ is ~late~ ready.\n`)
  const filler = 'We will keep you posted with *updates* about your delivery. '
  let body = parts.join('')
  while (body.length < BODY_LENGTH) body += filler
  body = body.slice(0, BODY_LENGTH)
  if (body.length !== BODY_LENGTH || (body.match(/\{\{\d+\}\}/g) ?? []).length !== VARIABLES)
    throw new Error('bad benchmark body')
  return body
}

const entry = `
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { TemplatePreview } from '@/features/templates/components/template-preview'
import './bench.css'

const root = createRoot(document.getElementById('root'))
const typed = 'abcde fghij'

function components(text, examples) {
  return [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#1042'] } },
    { type: 'BODY', text, example: { body_text: [examples] } },
    { type: 'FOOTER', text: 'Reply STOP to opt out' },
    { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track order', url: 'https://example.com' }, { type: 'QUICK_REPLY', text: 'Stop' }] },
  ]
}

window.bench = (text, examples, keystrokes) => {
  flushSync(() => root.render(<TemplatePreview components={components(text, examples)} />))
  document.body.getBoundingClientRect()
  const render = []
  const total = []
  let body = text
  for (let i = 0; i < keystrokes; i++) {
    body += typed[i % typed.length]
    const started = performance.now()
    flushSync(() => root.render(<TemplatePreview components={components(body, examples)} />))
    const committed = performance.now()
    document.body.getBoundingClientRect() // style and layout, as the browser would before painting
    const laidOut = performance.now()
    render.push(committed - started)
    total.push(laidOut - started)
  }
  return { render, total, isolated: window.crossOriginIsolated }
}
`

const html = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Preview benchmark</title></head>
<body><div id="root" style="width: 400px"></div><script type="module" src="./main.tsx"></script></body></html>
`

const css = `@import 'tailwindcss';
@source '${join(src, 'features/templates')}';
`

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length
  return { median: at(0.5), p95: at(0.95), mean, max: sorted[sorted.length - 1] }
}

const ms = (value) => `${value.toFixed(3)} ms`

const found = findChromium()
if (!found) throw new Error('No Chromium: run "node scripts/ci/ensure-chromium.mjs" first.')

// Inside the project, so the entry resolves react and friends from its node_modules.
mkdirSync(join(projectRoot, 'node_modules/.tmp'), { recursive: true })
const dir = mkdtempSync(join(projectRoot, 'node_modules/.tmp/bench-preview-'))
let server
let browser
try {
  writeFileSync(join(dir, 'index.html'), html)
  writeFileSync(join(dir, 'main.tsx'), entry)
  writeFileSync(join(dir, 'bench.css'), css)
  await build({
    configFile: false,
    root: dir,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': src } },
    build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  })
  // Cross-origin isolation gives performance.now() its fine (5 µs) resolution.
  server = await preview({
    configFile: false,
    root: dir,
    logLevel: 'error',
    build: { outDir: 'dist' },
    preview: {
      port: 0,
      host: '127.0.0.1',
      headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
    },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not start')

  browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS })
  const page = await browser.newPage()
  page.on('pageerror', (error) => console.error('page error:', error))
  await page.goto(url)
  await page.waitForFunction(() => typeof window.bench === 'function')

  const body = makeBody()
  const examples = Array.from({ length: VARIABLES }, (_, i) => `Value ${i + 1}`)
  const run = () =>
    page.evaluate(([text, values, keystrokes]) => window.bench(text, values, keystrokes), [body, examples, KEYSTROKES])
  await run() // warm-up: JIT and first layout
  const { render, total, isolated } = await run()
  const marks = await page.locator('mark').count()
  if (marks < VARIABLES) throw new Error(`expected ${VARIABLES}+ highlighted variables, found ${marks}`)
  const maxWidth = await page
    .getByRole('figure', { name: 'Message preview' })
    .evaluate((figure) => getComputedStyle(figure).maxWidth)
  if (maxWidth !== '360px') throw new Error(`Tailwind styles missing from the benchmark page (max-width ${maxWidth})`)

  const r = stats(render)
  const t = stats(total)
  console.log(
    `TemplatePreview, ${KEYSTROKES} keystrokes on a ${BODY_LENGTH}-character body with ${VARIABLES} variables (Chromium, ${found.source}${isolated ? '' : ', coarse timer'}):`,
  )
  console.log(
    `  render + commit:          median ${ms(r.median)}, p95 ${ms(r.p95)}, mean ${ms(r.mean)}, max ${ms(r.max)}`,
  )
  console.log(
    `  render + commit + layout: median ${ms(t.median)}, p95 ${ms(t.p95)}, mean ${ms(t.mean)}, max ${ms(t.max)}`,
  )
} finally {
  await browser?.close()
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
}
