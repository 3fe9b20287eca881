import type { Page } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'

/**
 * A reload used to tear the demo's service worker down (msw's worker unregisters itself when its last tab
 * unloads) while the reloaded page started the demo again: "Failed to update a ServiceWorker ... Not found"
 * as an uncaught page error, and API calls that missed the demo. See public/demo-worker.js.
 */
function watchForProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('response', (response) => {
    // Every API call in demo mode is answered by the worker; one that reaches the server escaped the demo.
    if (new URL(response.url()).pathname.startsWith('/v1/') && !response.fromServiceWorker()) {
      problems.push(`API call outside the demo: ${response.request().method()} ${response.url()}`)
    }
  })
  return problems
}

/**
 * The demo's worker as the page sees it once its pending jobs are done: our own update() queues behind msw's,
 * so when it settles, msw's has too (and would have raised its page error).
 */
async function demoWorkerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    if (!registration) return 'no registration'
    if (!navigator.serviceWorker.controller) return 'page not controlled'
    return registration.update().then(
      () => 'ready',
      (error: unknown) => `update failed: ${String(error)}`,
    )
  })
}

async function reloadRepeatedly(page: Page, screenShown: () => Promise<void>) {
  for (let round = 0; round < 12; round += 1) {
    // The next full load starts as soon as the demo has answered, while the worker may still be busy with the last.
    await page.reload({ waitUntil: 'commit' })
    await screenShown()
  }
  expect(await demoWorkerState(page)).toBe('ready')
}

test('repeated full reloads in demo mode raise no page error and keep every call in the demo', async ({ page }) => {
  test.slow()
  const problems = watchForProblems(page)
  await connectDemo(page)

  await page.goto('/w/ws_1/templates?page=5')
  const firstRow = page.getByRole('row').nth(1)
  await expect(firstRow).toBeVisible()
  await reloadRepeatedly(page, () => expect(firstRow).toBeVisible())

  await page.goto('/w/ws_1/templates?searchText=zzzz')
  const noMatch = page.getByText('No template matches “zzzz”')
  await expect(noMatch).toBeVisible()
  await reloadRepeatedly(page, () => expect(noMatch).toBeVisible())

  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})

test('the goodbye a page sends as it unloads leaves the demo worker registered and answering', async ({ page }) => {
  const problems = watchForProblems(page)
  await connectDemo(page)
  const registrations = await page.evaluate(async () => {
    const worker = navigator.serviceWorker.controller
    if (!worker) return -1
    // What msw sends from beforeunload. In a reload the page is the worker's last client, which made it unregister.
    worker.postMessage('CLIENT_CLOSED')
    // A reply to a later message: the worker has acted on the goodbye by then.
    const replied = new Promise<void>((resolve) => {
      const onReply = (event: MessageEvent<{ type?: string }>) => {
        if (event.data.type !== 'KEEPALIVE_RESPONSE') return
        navigator.serviceWorker.removeEventListener('message', onReply)
        resolve()
      }
      navigator.serviceWorker.addEventListener('message', onReply)
    })
    worker.postMessage('KEEPALIVE_REQUEST')
    await replied
    return (await navigator.serviceWorker.getRegistrations()).length
  })
  expect(registrations).toBe(1)
  expect(await demoWorkerState(page)).toBe('ready')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})

test('signing out removes the demo worker, and the demo starts again afterwards', async ({ page }) => {
  const problems = watchForProblems(page)
  await connectDemo(page)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)

  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  expect(problems).toEqual([])
})

test('under the demo worker the app’s own files come straight from the server, once each, and only API calls go to the worker', async ({
  page,
  context,
}) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates')
  await expect(page.getByRole('row').nth(1)).toBeVisible()

  const viaWorker: string[] = []
  const fetchedByWorker: string[] = []
  const files: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (response.fromServiceWorker()) viaWorker.push(pathname)
    if (pathname.startsWith('/assets/')) files.push(pathname)
  })
  // Requests the worker makes itself: msw's passthrough fetched every file a second time from there.
  context.on('request', (request) => {
    if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname)
  })

  await page.reload()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/demo-worker\.js$/)

  expect(files.length).toBeGreaterThan(0)
  expect(viaWorker.length).toBeGreaterThan(0)
  expect(viaWorker.filter((pathname) => !pathname.startsWith('/v1/'))).toEqual([])
  expect(fetchedByWorker).toEqual([])
  expect(new Set(files).size).toBe(files.length)
})
