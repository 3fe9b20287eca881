import type { Page, Route } from '@playwright/test'
import {
  HOSTILE_BROADCAST_NAME,
  HOSTILE_LOG_ERROR,
  HOSTILE_RECIPIENT_NAME,
  HOSTILE_REPLY,
  HOSTILE_SEGMENT_NAME,
  HOSTILE_STAFF_LAST_NAME,
  HOSTILE_TAG_NAME,
  HOSTILE_TEMPLATE_NAME,
  HOSTILE_TEMPLATE_TEXT,
  HOSTILE_WEBHOOK_URL,
} from '../src/mocks/seed-hostile'
import { BOOT_SCRIPTS } from '../deploy/boot-scripts.mjs'
import { connectDemo, connectLive, expect, test } from './fixtures'

/*
 * Every screen that shows the seed's hostile text (src/mocks/seed-hostile.ts) shows it as text: the markup is
 * visible literally, no element is made from it, nothing it would run runs, and no link points at `javascript:`.
 *
 * The trap, installed before any page script: alert/confirm/prompt and window.__pwned record their calls in
 * window.__xss, and a MutationObserver records every element added to the document that only injected markup
 * would make (an inline script, an on* attribute, a javascript: link). Browser dialogs fail the test as well.
 */

const TRAP = (bootScripts: string[]) => {
  const w = window as unknown as { __xss: string[]; __pwned: (what?: unknown) => void }
  w.__xss = []
  const record = (what: string) => w.__xss.push(what)
  w.__pwned = (what) => record(`__pwned(${String(what)})`)
  window.alert = (message?: unknown) => record(`alert(${String(message)})`)
  window.confirm = (message?: string) => (record(`confirm(${String(message)})`), false)
  window.prompt = (message?: string) => (record(`prompt(${String(message)})`), null)
  const suspicious = (element: Element): string | null => {
    // The only inline scripts the app has: the boot scripts, in <head> before the first paint (allowed by their hashes).
    if (
      element.localName === 'script' &&
      !element.hasAttribute('src') &&
      !bootScripts.includes(element.textContent ?? '')
    )
      return 'inline <script>'
    const handler = [...element.attributes].find((attribute) => attribute.name.toLowerCase().startsWith('on'))
    if (handler) return `<${element.localName} ${handler.name}>`
    for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
      const value = element.getAttribute(name)
      if (value && /^\s*javascript:/i.test(value)) return `<${element.localName} ${name}="${value}">`
    }
    return null
  }
  const inspect = (node: Node) => {
    if (!(node instanceof Element)) return
    for (const element of [node, ...node.querySelectorAll('*')]) {
      const found = suspicious(element)
      if (found) record(`element: ${found}`)
    }
  }
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') inspect(mutation.target)
      else mutation.addedNodes.forEach(inspect)
    }
  }).observe(document, { childList: true, subtree: true, attributes: true })
}

/** What only injected markup makes; the built app has no inline handlers and no inline script but its boot scripts. */
const INJECTED =
  '[onerror], [onload], [onclick], [onmouseover], [onfocus], img[src="x"], svg[onload], a[href^="javascript:" i], [src^="javascript:" i], iframe, object, embed'

interface Trap {
  dialogs: string[]
}

async function installTrap(page: Page): Promise<Trap> {
  const trap: Trap = { dialogs: [] }
  page.on('dialog', (dialog) => {
    trap.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.addInitScript(TRAP, BOOT_SCRIPTS)
  return trap
}

/** Each text is on screen literally; nothing was injected or ran, now or at any point since the page loaded. */
async function expectInert(page: Page, trap: Trap, texts: readonly string[]) {
  for (const text of texts)
    await expect(page.getByText(text).filter({ visible: true }).first(), `“${text}” shown as text`).toBeVisible()
  await expectNothingRan(page, trap)
}

async function expectNothingRan(page: Page, trap: Trap) {
  await expect(page.locator(INJECTED)).toHaveCount(0)
  const inlineScripts = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent))
  expect(
    inlineScripts.filter((text) => !BOOT_SCRIPTS.includes(text ?? '')),
    'an inline script',
  ).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss), 'the trap fired').toEqual([])
  expect(trap.dialogs, 'a browser dialog opened').toEqual([])
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const STAFF_NAME = `Omar ${HOSTILE_STAFF_LAST_NAME}`

test('the trap works: markup injected on purpose is caught, so the other tests can fail', async ({ page }) => {
  const trap = await installTrap(page)
  await page.goto('/connect')
  await expect(heading(page, 'Connect to Inbox Console')).toBeVisible()
  await expectNothingRan(page, trap)

  // Markup as an innerHTML bug would add it (a script added that way never runs, and the link is not followed, so
  // the CSP has nothing to block), then a payload's call: the observer and the stubs catch both.
  await page.evaluate(() => {
    const probe = document.createElement('div')
    probe.id = 'xss-probe'
    probe.hidden = true
    probe.innerHTML = `<script>alert('probe')</script><a href="javascript:void 0">link</a>`
    document.body.append(probe)
    window.alert('payload ran')
  })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __xss: string[] }).__xss))
    .toEqual(
      expect.arrayContaining([
        'element: inline <script>',
        'element: <a href="javascript:void 0">',
        'alert(payload ran)',
      ]),
    )
  await expect(page.locator(INJECTED)).toHaveCount(1)
  const inlineScripts = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent))
  expect(inlineScripts.filter((text) => !BOOT_SCRIPTS.includes(text ?? ''))).toEqual(["alert('probe')"])
  await page.evaluate(() => document.getElementById('xss-probe')?.remove())
})

test('templates: the list, the detail and the builder (duplicate as new)', async ({ page }) => {
  const trap = await installTrap(page)
  await connectDemo(page)
  await page.goto(`/w/ws_1/templates?searchText=${HOSTILE_TEMPLATE_NAME}`)
  const link = page.getByRole('table', { name: 'Templates' }).getByRole('link', { name: HOSTILE_TEMPLATE_NAME })
  await link.click()
  await expect(heading(page, HOSTILE_TEMPLATE_NAME)).toBeVisible()
  await expectInert(page, trap, [HOSTILE_TEMPLATE_TEXT])

  await page.getByRole('link', { name: 'Duplicate as new' }).click()
  await expect(page.getByLabel('Body text')).toHaveValue(
    new RegExp(HOSTILE_TEMPLATE_TEXT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  await expectInert(page, trap, [HOSTILE_TEMPLATE_TEXT])
})

test('broadcast logs: the hostile recipient and reply, on the page and through the quick filter', async ({ page }) => {
  test.slow() // the demo worker generates the 5,200 logs of bc_1
  const trap = await installTrap(page)
  await connectDemo(page)
  await page.goto('/w/ws_1/broadcasts/bc_1?status=replied&q=Mallory')
  const table = page.getByRole('table', { name: 'Broadcast logs', exact: true })
  // The search reads every log page first (6 requests, paced).
  await expect(table.getByRole('cell', { name: HOSTILE_RECIPIENT_NAME, exact: true })).toBeVisible({ timeout: 15_000 })
  await expectInert(page, trap, [HOSTILE_RECIPIENT_NAME, HOSTILE_REPLY])
})

test('a broadcast with a hostile name: list, detail, logs, full report, and its segment, edit and delete dialogs', async ({
  page,
}) => {
  test.slow()
  const trap = await installTrap(page)
  await connectDemo(page)
  await page.goto('/w/ws_4/broadcasts')
  const list = page.getByRole('table', { name: 'Broadcasts', exact: true })
  await expect(list.getByRole('link', { name: HOSTILE_BROADCAST_NAME, exact: true })).toBeVisible()
  await expectInert(page, trap, [HOSTILE_BROADCAST_NAME])

  await list.getByRole('link', { name: HOSTILE_BROADCAST_NAME, exact: true }).click()
  await expect(heading(page, HOSTILE_BROADCAST_NAME)).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Broadcast logs', exact: true }).getByRole('cell', { name: HOSTILE_LOG_ERROR }),
  ).toBeVisible()
  await expectInert(page, trap, [HOSTILE_BROADCAST_NAME, HOSTILE_LOG_ERROR])

  await page.getByRole('button', { name: 'Full report' }).click()
  const reasons = page.getByRole('table', { name: 'Top failure reasons' })
  await expect(reasons.getByRole('cell', { name: HOSTILE_LOG_ERROR })).toBeVisible({ timeout: 15_000 })
  await expectInert(page, trap, [HOSTILE_LOG_ERROR])

  const byStatus = page.getByRole('table', { name: 'Logs by status' })
  await byStatus
    .getByRole('row')
    .filter({ hasText: 'Failed' })
    .getByRole('link', { name: /^Create a segment of the/ })
    .click()
  const segmentForm = page.getByRole('dialog', { name: 'New segment' })
  await expect(segmentForm.getByLabel('Name', { exact: true })).toHaveValue(`${HOSTILE_BROADCAST_NAME} — failed`)
  await expect(segmentForm.getByLabel('Retarget broadcast')).toHaveValue('bc_10')
  await expectInert(page, trap, [HOSTILE_SEGMENT_NAME])
  await segmentForm.getByRole('button', { name: 'Cancel' }).click()
  await expect(segmentForm).toBeHidden()

  await page.goto('/w/ws_4/broadcasts/bc_10')
  await page.getByRole('button', { name: 'Edit' }).first().click()
  const edit = page.getByRole('dialog', { name: /^Edit/ })
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(HOSTILE_BROADCAST_NAME)
  await expectNothingRan(page, trap)
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toBeHidden()

  await page.getByRole('button', { name: 'Delete' }).first().click()
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(confirm).toContainText(HOSTILE_BROADCAST_NAME)
  await expectInert(page, trap, [HOSTILE_BROADCAST_NAME])
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
})

test('segments: the list, the detail with its retarget link, and the new-segment form', async ({ page }) => {
  const trap = await installTrap(page)
  await connectDemo(page)
  await page.goto('/w/ws_4/segments')
  const list = page.getByRole('table', { name: 'Segments', exact: true })
  await expect(list.getByRole('link', { name: HOSTILE_SEGMENT_NAME })).toBeVisible()
  await expectInert(page, trap, [HOSTILE_SEGMENT_NAME])

  await list.getByRole('link', { name: HOSTILE_SEGMENT_NAME }).click()
  await expect(heading(page, HOSTILE_SEGMENT_NAME)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: HOSTILE_BROADCAST_NAME })).toBeVisible()
  await expectInert(page, trap, [HOSTILE_SEGMENT_NAME, HOSTILE_BROADCAST_NAME])

  await page.goto('/w/ws_4/segments')
  await page.getByRole('button', { name: 'New segment' }).click()
  const form = page.getByRole('dialog', { name: 'New segment' })
  await expect(form.getByRole('checkbox', { name: HOSTILE_SEGMENT_NAME })).toBeVisible()
  await expect(
    form.getByLabel('Retarget broadcast').locator('option', { hasText: HOSTILE_BROADCAST_NAME }),
  ).toHaveCount(1)
  await expectInert(page, trap, [HOSTILE_SEGMENT_NAME])
})

test('contact tags: the list, the detail, and the duplicate warning of the new-tag form', async ({ page }) => {
  const trap = await installTrap(page)
  await connectDemo(page)
  await page.goto('/tags?searchText=abandoned')
  const list = page.getByRole('table', { name: 'Contact tags', exact: true })
  await expect(list.getByRole('link', { name: HOSTILE_TAG_NAME })).toBeVisible()
  await expectInert(page, trap, [HOSTILE_TAG_NAME])

  await list.getByRole('link', { name: HOSTILE_TAG_NAME }).click()
  await expect(heading(page, HOSTILE_TAG_NAME)).toBeVisible()
  await expectInert(page, trap, [HOSTILE_TAG_NAME])

  await page.goto('/tags')
  await page.getByRole('button', { name: 'New tag' }).click()
  const dialog = page.getByRole('dialog', { name: 'New contact tag' })
  await dialog.getByLabel('Name', { exact: true }).fill(HOSTILE_TAG_NAME.toUpperCase())
  await expect(dialog.getByText(`A tag “${HOSTILE_TAG_NAME}” already exists`)).toBeVisible()
  await expectNothingRan(page, trap)
})

test('staff: the overview team, the list and the detail', async ({ page }) => {
  const trap = await installTrap(page)
  await connectDemo(page)
  await page.goto('/w/ws_3')
  await expect(heading(page, 'Support Desk')).toBeVisible()
  await expectInert(page, trap, [STAFF_NAME])

  await page.goto('/w/ws_3/staff')
  const list = page.getByRole('table', { name: 'Staff', exact: true })
  await expect(list.getByRole('link', { name: STAFF_NAME })).toBeVisible()
  await expectInert(page, trap, [STAFF_NAME])

  await list.getByRole('link', { name: STAFF_NAME }).click()
  await expect(heading(page, STAFF_NAME)).toBeVisible()
  await expectInert(page, trap, [STAFF_NAME, 'omar.haddad@northwind-retail.example'])
})

test('webhooks: the server URL is text in the list and a value in the edit form, never a link', async ({ page }) => {
  const trap = await installTrap(page)
  await connectDemo(page)
  await page.goto('/webhooks')
  const list = page.getByRole('table', { name: 'Webhooks', exact: true })
  await expect(list.getByRole('cell', { name: HOSTILE_WEBHOOK_URL })).toBeVisible()
  await expectInert(page, trap, [HOSTILE_WEBHOOK_URL])

  const row = list.getByRole('row').filter({ hasText: HOSTILE_WEBHOOK_URL })
  await row.getByRole('button', { name: /^Edit/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit webhook' })
  await expect(dialog.getByRole('textbox', { name: 'Server URL' })).toHaveValue(HOSTILE_WEBHOOK_URL)
  await expectNothingRan(page, trap)
})

/*
 * Workspace titles, the account name and URLs that are not http(s) cannot come from the demo's seed (the seed's
 * titles and names are used by every other test, and its API refuses such URLs), but a live API can send them.
 * Live mode against `npm run mock-api`, with its answers rewritten on the way to the page.
 */
const HOSTILE_TITLE = `Retail <img src=x onerror="__pwned('workspace')"> EU`
const HOSTILE_ACCOUNT = `<script>__pwned('account')</script> Group`
const JS_URL = `javascript:__pwned('url')`

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite)
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (key === 'title' && typeof field === 'string') out[key] = HOSTILE_TITLE
    else if ((key === 'url' || key === 'serverUrl') && typeof field === 'string') out[key] = JS_URL
    else out[key] = rewrite(field)
  }
  // The probe is PENDING in the seed; approved here so that the messages console's picker offers it.
  if (out.name === HOSTILE_TEMPLATE_NAME && 'status' in out) out.status = 'APPROVED'
  return out
}

async function hostileLiveApi(route: Route) {
  const response = await route.fetch()
  const path = new URL(route.request().url()).pathname
  const json: unknown = await response.json()
  if (path === '/v1/account-info')
    return route.fulfill({ response, json: { ...(json as object), name: HOSTILE_ACCOUNT } })
  return route.fulfill({ response, json: rewrite(json) })
}

test('a live API’s hostile workspace titles, account name and javascript: URLs stay text', async ({ page }) => {
  const trap = await installTrap(page)
  await page.route('**/v1/**', hostileLiveApi)
  await connectLive(page, '/connect')

  await expect(heading(page, HOSTILE_TITLE)).toBeVisible()
  await expectInert(page, trap, [HOSTILE_TITLE, HOSTILE_ACCOUNT])

  await page.goto('/workspaces')
  await expect(
    page.getByRole('table', { name: 'Workspaces' }).getByRole('link', { name: HOSTILE_TITLE }).first(),
  ).toBeVisible()
  await expectInert(page, trap, [HOSTILE_TITLE])

  await page.goto('/account')
  await expectInert(page, trap, [HOSTILE_ACCOUNT])

  await page.goto('/webhooks')
  await expect(
    page.getByRole('table', { name: 'Webhooks', exact: true }).getByRole('cell', { name: JS_URL }).first(),
  ).toBeVisible()
  await expectInert(page, trap, [JS_URL])

  await page.goto('/w/ws_1/staff/stf_1')
  await expect(
    page.getByRole('list', { name: 'Workspaces' }).getByRole('link', { name: HOSTILE_TITLE }).first(),
  ).toBeVisible()
  await expectNothingRan(page, trap)

  await page.goto('/w/ws_1/templates?searchText=flash_sale_24h')
  await page.getByRole('link', { name: 'flash_sale_24h' }).click()
  await expect(page.getByText(JS_URL).first()).toBeVisible()
  await expectInert(page, trap, [JS_URL])

  await page.goto('/w/ws_1/messages?channel=whatsapp&kind=template')
  const picker = page.getByRole('form', { name: 'Send a message' }).getByRole('combobox', { name: 'Template' })
  await picker.fill('html_injection')
  await page
    .getByRole('listbox', { name: 'Templates' })
    .getByRole('option', { name: new RegExp(`^${HOSTILE_TEMPLATE_NAME}`) })
    .click()
  await expect(picker).toHaveValue(new RegExp(`^${HOSTILE_TEMPLATE_NAME} \\(`))
  await expectInert(page, trap, [HOSTILE_TEMPLATE_TEXT])
})
