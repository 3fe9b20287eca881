// Benchmark, not a test: one keystroke in a value of the broadcast composer's second step (production build, demo
// mode), from the input event to the filled preview committed and laid out. The template is order_confirmation
// (a text header, three body variables and a URL button). Run after `npm run build`: node scripts/bench/composer.mjs
// (writes dist/bench-composer.json)
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, findChromium } from '../ci/find-chromium.mjs'

const KEYSTROKES = 200
const TARGET_MS = 4

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
  await page.goto(new URL('/w/ws_1/broadcasts/new', base).href)
  await page.getByLabel('Name', { exact: true }).fill('Bench campaign')
  await page.getByRole('combobox', { name: 'Template' }).fill('order_confirmation')
  await page.getByRole('option', { name: /^order_confirmation \(English \(UK\)\)/ }).click()
  await page.getByRole('button', { name: 'Next: Values' }).click()
  await page.getByRole('button', { name: 'Use the examples' }).click()
  const field = page.getByRole('textbox', { name: 'Body {{1}}' })
  await field.waitFor()
  const fieldId = await field.getAttribute('id')

  const times = await page.evaluate(
    async ({ keystrokes, id }) => {
      const textarea = document.getElementById(id)
      const figure = document.querySelector('[aria-label="Message preview"]')
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set
      const letters = 'abcdefghij'
      const result = []
      for (let i = 0; i < keystrokes; i++) {
        const next = `Olivia ${letters[i % letters.length]}${i}`
        const start = performance.now()
        setValue.call(textarea, next)
        textarea.dispatchEvent(new Event('input', { bubbles: true }))
        await Promise.resolve()
        void figure.offsetHeight
        const elapsed = performance.now() - start
        if (!figure.textContent.includes(`Hi ${next},`)) throw new Error(`preview not updated after keystroke ${i}`)
        result.push(elapsed)
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      }
      return result
    },
    { keystrokes: KEYSTROKES, id: fieldId },
  )

  const sorted = [...times].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2)
  const figure = (q) => Number(at(q))
  writeFileSync(
    'dist/bench-composer.json',
    `${JSON.stringify({ keystrokes: KEYSTROKES, template: 'order_confirmation', medianMs: figure(0.5), p95Ms: figure(0.95), maxMs: figure(1), targetMs: TARGET_MS }, null, 2)}\n`,
  )
  console.log(`Broadcast composer, ${KEYSTROKES} keystrokes in a value of order_confirmation (Chromium):`)
  console.log(
    `  input -> form and filled preview committed and laid out: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (target: median ≤ ${TARGET_MS} ms)`,
  )
} finally {
  await browser.close()
  await server.close()
}
