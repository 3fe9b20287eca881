import type { Page } from '@playwright/test'
import { chooseMode, DEMO_KEY, expect, test } from './fixtures'

/*
 * The API key never reaches a URL (requests, the address bar, history), the console, the page's title or text,
 * a cookie, or localStorage unless "Remember on this device" was ticked; sign out forgets it everywhere.
 * By design (src/app/session-store.ts) an unticked session keeps the key in sessionStorage, for this tab only.
 */

const SESSION_KEY = 'inbox-console:session'

/** Everything the page says or sends, collected from before the first load. */
interface Watch {
  console: string[]
  requests: string[]
  navigations: string[]
}

function watch(page: Page): Watch {
  const watched: Watch = { console: [], requests: [], navigations: [] }
  page.on('console', (message) => watched.console.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => watched.console.push(`pageerror: ${error.message}`))
  page.on('request', (request) =>
    watched.requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`),
  )
  page.on('framenavigated', (frame) => watched.navigations.push(frame.url()))
  return watched
}

async function storage(page: Page) {
  return page.evaluate(() => {
    const dump = (store: Storage) =>
      Object.fromEntries(
        Array.from({ length: store.length }, (_, i) => store.key(i) ?? '').map((key) => [key, store.getItem(key)]),
      )
    return { local: dump(localStorage), session: dump(sessionStorage) }
  })
}

/** Every entry of the tab's history, with its title (Chromium's DevTools protocol). */
async function history(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string; title: string }[] }
  await cdp.detach()
  return entries.flatMap((entry) => [entry.url, entry.title])
}

/** The key is in no URL, console line, history entry, title, visible text or cookie seen so far. */
async function expectNoLeak(page: Page, watched: Watch, key: string) {
  const containsKey = (values: string[]) => values.filter((value) => value.includes(key))
  expect(containsKey(watched.requests), 'request URLs and bodies').toEqual([])
  expect(containsKey(watched.console), 'console messages').toEqual([])
  expect(containsKey([...watched.navigations, page.url()]), 'navigations').toEqual([])
  expect(containsKey(await history(page)), 'history entries').toEqual([])
  expect(await page.title()).not.toContain(key)
  expect(await page.locator('body').innerText(), 'text on the page').not.toContain(key)
  expect(
    containsKey((await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`)),
    'cookies',
  ).toEqual([])
}

async function expectNotInLocalStorage(page: Page, key: string) {
  const { local } = await storage(page)
  expect(
    Object.entries(local).filter(([name, value]) => name.includes(key) || value?.includes(key)),
    'localStorage entries holding the key',
  ).toEqual([])
}

/** Visits screens that call the API with the key: lists, details, the account screen, a missing page. */
async function browse(page: Page) {
  await page.goto('/w/ws_1/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const [path, name] of [
    ['/w/ws_1/templates', 'WhatsApp templates'],
    ['/w/ws_1/broadcasts/bc_2', 'Winter collection launch'],
    ['/webhooks', 'Webhooks'],
    ['/account', 'Account'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible()
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Segments' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Segments', exact: true })).toBeVisible()
}

async function connect(page: Page, mode: 'Demo' | 'Live API', { remember }: { remember: boolean }) {
  await page.goto('/connect')
  if (mode === 'Live API') await chooseMode(page, mode)
  if (mode === 'Live API') await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY)
  await expect(page.getByRole('textbox', { name: /API key$/ })).toHaveValue(DEMO_KEY)
  if (remember) await page.getByRole('checkbox', { name: 'Remember on this device' }).check()
  await page.getByRole('button', { name: mode === 'Demo' ? 'Enter the demo' : 'Connect' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
}

for (const mode of ['Demo', 'Live API'] as const) {
  test(`${mode}: without “remember”, the key is in sessionStorage only, and in no URL, log, title or history`, async ({
    page,
  }) => {
    const watched = watch(page)
    await connect(page, mode, { remember: false })
    await browse(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Segments', exact: true })).toBeVisible()

    await expectNoLeak(page, watched, DEMO_KEY)
    await expectNotInLocalStorage(page, DEMO_KEY)
    const { session } = await storage(page)
    expect(
      Object.keys(session).filter((name) => session[name]?.includes(DEMO_KEY)),
      'by design: this tab’s session',
    ).toEqual([SESSION_KEY])

    await signOut(page)
    await expectNotInLocalStorage(page, DEMO_KEY)
    expect(JSON.stringify(await storage(page))).not.toContain(DEMO_KEY)
    await expectNoLeak(page, watched, DEMO_KEY)
  })

  test(`${mode}: with “remember”, the key is in localStorage until sign out, and still in no URL or log`, async ({
    page,
  }) => {
    const watched = watch(page)
    await connect(page, mode, { remember: true })
    await browse(page)

    const { local, session } = await storage(page)
    expect(Object.keys(local).filter((name) => local[name]?.includes(DEMO_KEY))).toEqual([SESSION_KEY])
    expect(JSON.parse(local[SESSION_KEY] ?? '{}')).toMatchObject({ apiKey: DEMO_KEY, remember: true })
    expect(JSON.stringify(session)).not.toContain(DEMO_KEY)
    await expectNoLeak(page, watched, DEMO_KEY)

    await signOut(page)
    expect(JSON.stringify(await storage(page))).not.toContain(DEMO_KEY)
    await expectNoLeak(page, watched, DEMO_KEY)
  })
}

test('a refused key is not repeated in the error, a URL, the console or storage', async ({ page }) => {
  const WRONG = 'wrong-key-5b1e09c2'
  const watched = watch(page)
  await page.goto('/connect?redirect=%2Fw%2Fws_1%2Ftemplates')
  await chooseMode(page, 'Live API')
  await page.getByLabel('API key', { exact: true }).fill(WRONG)
  await page.getByRole('checkbox', { name: 'Remember on this device' }).check()
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Invalid or deleted API key/)

  await expectNoLeak(page, watched, WRONG)
  expect(JSON.stringify(await storage(page))).not.toContain(WRONG)
  expect(
    watched.requests.some((request) => request.includes('/v1/account-info')),
    'the key was checked',
  ).toBe(true)
})

test('a key revoked mid-session is forgotten, and the notice does not repeat it', async ({ page }) => {
  const REVOKED = 'revoked-key-3c7d'
  const watched = watch(page)
  await connect(page, 'Demo', { remember: true })
  await page.evaluate(
    ({ name, key }) => {
      const session = JSON.parse(localStorage.getItem(name) ?? '{}')
      localStorage.setItem(name, JSON.stringify({ ...session, apiKey: key }))
    },
    { name: SESSION_KEY, key: REVOKED },
  )
  await page.goto('/workspaces')
  await expect(page.getByRole('alert')).toContainText('The API refused the key')
  await expectNoLeak(page, watched, REVOKED)
  expect(JSON.stringify(await storage(page))).not.toContain(REVOKED)
})
