// Benchmark, not a test: one keystroke in the real template builder (production build, demo mode), from the
// input event to the form, every check and the preview committed and laid out. The body is 1,024 characters
// with 10 variables, all with examples. Run after `npm run build`: node scripts/bench/builder.mjs (writes dist/bench-builder.json)
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from '../ci/find-chromium.mjs'

const KEYSTROKES = 200
const VARIABLES = 10
const BODY_LENGTH = 1024

function makeBody() {
  let body = Array.from({ length: VARIABLES }, (_, i) => `Hello *{{${i + 1}}}*, your _order_ is ready.\n`).join('')
  while (body.length < BODY_LENGTH) body += 'We will keep you posted with *updates* about your delivery. '
  return body.slice(0, BODY_LENGTH)
}

const found = findChromium()
if (!found) throw new Error('No Chromium: run "npm run chromium" first.')
const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'error' })
const base = server.resolvedUrls?.local[0]
const browser = await chromium.launch({ executablePath: found.executablePath, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage()
  await page.goto(new URL('/connect', base).href)
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await page.getByRole('button', { name: 'Sign out' }).waitFor()
  await page.goto(new URL('/w/ws_1/templates/new', base).href)
  await page.getByLabel('Body text').fill(makeBody())
  // The checks load once the user starts on the draft: every keystroke below runs all of them.
  await page
    .getByRole('region', { name: 'Checks' })
    .getByText(/Ready to submit|to fix before submitting/)
    .waitFor()
  for (let n = 1; n <= VARIABLES; n++) await page.getByLabel(`Example for {{${n}}}`).fill(`value ${n}`)

  const times = await page.evaluate(async (keystrokes) => {
    const textarea = document.getElementById('template-body')
    const figure = document.querySelector('[aria-label="Message preview"]')
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
    const letters = 'abcdefghij'
    const result = []
    for (let i = 0; i < keystrokes; i++) {
      const next = textarea.value.slice(0, -1) + letters[i % letters.length]
      const start = performance.now()
      setValue.call(textarea, next)
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
      await Promise.resolve()
      void figure.offsetHeight
      const elapsed = performance.now() - start
      if (!figure.textContent.includes(next.slice(-12).replace(/[*_~]/g, '')))
        throw new Error(`preview not updated after keystroke ${i}`)
      result.push(elapsed)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    }
    return result
  }, KEYSTROKES)

  const sorted = [...times].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2)
  const figure = (q) => Number(at(q))
  writeFileSync(
    'dist/bench-builder.json',
    `${JSON.stringify({ keystrokes: KEYSTROKES, bodyLength: BODY_LENGTH, variables: VARIABLES, medianMs: figure(0.5), p95Ms: figure(0.95), maxMs: figure(1) }, null, 2)}\n`,
  )
  console.log(
    `Template builder, ${KEYSTROKES} keystrokes in a ${BODY_LENGTH}-character body with ${VARIABLES} variables (Chromium):`,
  )
  console.log(
    `  input -> form, checks and preview committed and laid out: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  )
} finally {
  await browser.close()
  await server.close()
}
