import type { Page, Request } from '@playwright/test'
import { chooseMode, connectDemo, connectLive, expect, expectAccessible, test } from './fixtures'
// The demo API misbehaves on request: see src/mocks/faults.ts and README ("Telling the demo API to fail").
import { DEMO_FAULTS_KEY as FAULTS_KEY, type Fault } from '../src/mocks/faults'

async function injectFaults(page: Page, ...faults: Fault[]) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [FAULTS_KEY, JSON.stringify(faults)] as const)
}

const faultsLeft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), FAULTS_KEY)

/** The requests the page makes to one API path (query string aside), as they are made. */
function recordCalls(page: Page, method: string, path: string): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) calls.push(request)
  })
  return calls
}

/** Connected to the demo, its first screen settled, so no request of that screen can use up a fault meant for the next. */
async function connected(page: Page) {
  await connectDemo(page)
  await page.waitForLoadState('networkidle')
}

const tagsTable = (page: Page) => page.getByRole('table', { name: 'Contact tags', exact: true })
const tagDialog = (page: Page) => page.getByRole('dialog', { name: 'New contact tag' })
const tagName = (page: Page) => tagDialog(page).getByLabel('Name', { exact: true })
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'You’re offline.' })

/** A template the builder accepts as it is (checked by the builder's own checks). */
async function fillValidTemplate(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Body text').fill('Your order {{1}} has shipped and should arrive within two working days.')
  await page.getByLabel('Example for {{1}}').fill('A-1042')
  await expect(page.getByText('This name is free in this workspace.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Checks' })).toContainText('Ready to submit')
}

async function openBuilder(page: Page) {
  await page.goto('/w/ws_1/templates/new')
  await expect(page.getByRole('heading', { name: 'New WhatsApp template' })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

test.describe('500 on a list', () => {
  test('the error shows the server’s message and a retry, after two retries of its own; Try again shows the rows', async ({
    page,
  }) => {
    await connected(page)
    const reads = recordCalls(page, 'GET', '/v1/contactTags')
    await injectFaults(page, {
      method: 'GET',
      path: '/v1/contactTags',
      status: 500,
      body: { error: 'Tag store is rebuilding its index' },
      times: 3,
    })
    await page.goto('/tags')

    const error = page.getByRole('alert').filter({ hasText: 'Could not load contact tags' })
    await expect(error).toContainText('Tag store is rebuilding its index')
    expect(reads, 'one read and two retries, then the error').toHaveLength(3)
    expect(await faultsLeft(page)).toBeNull()
    // The rest of the screen is still there to use.
    await expect(page.getByRole('heading', { level: 1, name: 'Contact tags' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()

    await error.getByRole('button', { name: 'Try again' }).click()
    await expect(tagsTable(page).getByRole('row')).toHaveCount(11)
    await expect(error).toBeHidden()
    expect(reads).toHaveLength(4)
  })
})

test.describe('401 while editing a template', () => {
  test('a key refused by a check mid-typing: reconnect, and the draft is all there and can be submitted', async ({
    page,
  }) => {
    await connected(page)
    await openBuilder(page)
    await page.getByLabel('Category').selectOption('MARKETING')
    await page.getByLabel('Body text').fill('Spring sale: 20% off everything in store and online until Sunday.')
    await page.getByLabel('Footer text').fill('Reply STOP to unsubscribe')
    // The next read of the workspace's templates (the name check, as the name is typed) is refused.
    await injectFaults(page, {
      method: 'GET',
      path: '/v1/whatsapp-templates',
      status: 401,
      body: { message: 'API key revoked by an administrator' },
    })
    await page.getByLabel('Name', { exact: true }).fill('e2e_spring_sale_401')

    await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('The API refused the key (API key revoked by an administrator)')
    await expect(page).toHaveURL(/\/connect\?redirect=%2Fw%2Fws_1%2Ftemplates%2Fnew$/)
    expect(await faultsLeft(page)).toBeNull()

    await page.getByRole('button', { name: 'Enter the demo' }).click()
    await expect(page).toHaveURL(/\/w\/ws_1\/templates\/new$/)
    await expect(page.getByText(/Your unsaved draft from .* was restored/)).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('e2e_spring_sale_401')
    await expect(page.getByLabel('Category')).toHaveValue('MARKETING')
    await expect(page.getByLabel('Body text')).toHaveValue(
      'Spring sale: 20% off everything in store and online until Sunday.',
    )
    await expect(page.getByLabel('Footer text')).toHaveValue('Reply STOP to unsubscribe')

    await expect(page.getByRole('region', { name: 'Checks' })).toContainText('Ready to submit')
    const creates = recordCalls(page, 'POST', '/v1/whatsapp-template')
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await expect(page.getByRole('heading', { name: 'e2e_spring_sale_401' })).toBeVisible()
    expect(creates).toHaveLength(1)
  })

  test('a key refused on submit: nothing is lost, and after reconnecting one submit creates one template', async ({
    page,
  }) => {
    await connected(page)
    await openBuilder(page)
    await fillValidTemplate(page, 'e2e_refused_on_submit')
    const creates = recordCalls(page, 'POST', '/v1/whatsapp-template')
    await injectFaults(page, {
      method: 'POST',
      path: '/v1/whatsapp-template',
      status: 401,
      body: { message: 'Key expired' },
    })
    await page.getByRole('button', { name: 'Submit for review' }).click()

    await expect(page.getByRole('alert')).toContainText('The API refused the key (Key expired)')
    expect(creates).toHaveLength(1)
    await page.getByRole('button', { name: 'Enter the demo' }).click()
    await expect(page).toHaveURL(/\/w\/ws_1\/templates\/new$/)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('e2e_refused_on_submit')
    await expect(page.getByLabel('Example for {{1}}')).toHaveValue('A-1042')

    await page.getByRole('button', { name: 'Submit for review' }).click()
    await expect(page.getByRole('heading', { name: 'e2e_refused_on_submit' })).toBeVisible()
    expect(creates).toHaveLength(2)
    // Created, the draft is done with: a new template starts empty.
    await openBuilder(page)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  })
})

test.describe('a response of the wrong shape', () => {
  test('a list item without a required field: that one row says so, naming the field, and the others show', async ({
    page,
  }) => {
    await connected(page)
    const broken = { id: 'tag_x', canonical: 'x', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }
    const whole = {
      id: 'tag_y',
      name: 'Whole tag',
      canonical: 'whole-tag',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    }
    await injectFaults(page, { method: 'GET', path: '/v1/contactTags', status: 200, body: [whole, broken], times: 10 })
    await page.goto('/tags')

    const rows = tagsTable(page).getByRole('row')
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(1)).toContainText('Whole tag')
    await expect(rows.nth(2)).toContainText(
      'Row 2 could not be read: name: Invalid input: expected string, received undefined',
    )
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load contact tags' })).toHaveCount(0)
  })

  test('a list that is not a list at all: an error naming the problem, the screen still there, and a retry', async ({
    page,
  }) => {
    await connected(page)
    // Every read gets it (the list may read again as it mounts), until the API is fixed below.
    await injectFaults(page, { method: 'GET', path: '/v1/contactTags', status: 200, body: { tags: [] }, times: 10 })
    await page.goto('/tags')

    const error = page.getByRole('alert').filter({ hasText: 'Could not load contact tags' })
    await expect(error).toContainText('The API answered with data in a shape this dashboard cannot read.')
    await error.getByText('Technical details').click()
    await expect(error.getByText('GET /v1/contactTags: (root): Invalid input: expected array')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact tags' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'New tag' })).toBeVisible()

    await injectFaults(page)

    await error.getByRole('button', { name: 'Try again' }).click()
    await expect(tagsTable(page).getByRole('row')).toHaveCount(11)
  })

  test('an HTML page where JSON belongs: the list says so, never quotes the page, and offers a retry', async ({
    page,
  }) => {
    await connected(page)
    const html = '<!doctype html><html><body><h1>Please sign in to the corporate proxy</h1></body></html>'
    await injectFaults(page, { method: 'GET', path: '/v1/whatsapp-templates', raw: html, times: 10 })
    await page.goto('/w/ws_1/templates')

    const error = page.getByRole('alert').filter({ hasText: 'Could not load templates' })
    await expect(error).toContainText('The API answered with a page or text where its data belongs.')
    await expect(error).not.toContainText('corporate proxy')
    await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp templates' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()

    await injectFaults(page)
    await error.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('table', { name: 'Templates' }).getByRole('link').first()).toBeVisible()
    await expect(error).toBeHidden()
  })

  test('an error page from a proxy is not quoted: its status is', async ({ page }) => {
    await connected(page)
    await injectFaults(page, {
      method: 'GET',
      path: '/v1/contactTags',
      status: 502,
      raw: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
      times: 10,
    })
    await page.goto('/tags')
    const error = page.getByRole('alert').filter({ hasText: 'Could not load contact tags' })
    await expect(error).toContainText(/502/)
    await expect(error).not.toContainText('<')
    await expect(error).not.toContainText('nginx')
    await injectFaults(page)
    await error.getByRole('button', { name: 'Try again' }).click()
    await expect(tagsTable(page).getByRole('row')).toHaveCount(11)
  })
})

test.describe('a 5-second response', () => {
  test('a slow list shows skeleton rows, announced busy, until the rows come', async ({ page }) => {
    await connected(page)
    await injectFaults(page, { method: 'GET', path: '/v1/contactTags', delayMs: 5_000 })
    await page.goto('/tags')

    const table = tagsTable(page)
    await expect(table).toHaveAttribute('aria-busy', 'true')
    await expect(table.locator('tbody tr[aria-hidden="true"] .animate-pulse').first()).toBeVisible()
    await expect(table.getByRole('link')).toHaveCount(0)

    await expect(table.getByRole('row')).toHaveCount(11, { timeout: 10_000 })
    await expect(table).toHaveAttribute('aria-busy', 'false')
    await expect(table.locator('tbody tr[aria-hidden="true"]')).toHaveCount(0)
  })

  test('the template builder: a click and an Enter while the create is pending send one request and make one template', async ({
    page,
  }) => {
    await connected(page)
    await openBuilder(page)
    await fillValidTemplate(page, 'e2e_slow_submit')
    const creates = recordCalls(page, 'POST', '/v1/whatsapp-template')
    await injectFaults(page, { method: 'POST', path: '/v1/whatsapp-template', delayMs: 5_000 })

    const submit = page.getByRole('button', { name: /Submit for review|Submitting…/ })
    await submit.click()
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveText('Submitting…')
    await page.getByLabel('Name', { exact: true }).press('Enter')
    await expect(submit).toHaveText('Submitting…')

    await expect(page.getByRole('heading', { name: 'e2e_slow_submit' })).toBeVisible({ timeout: 10_000 })
    expect(creates).toHaveLength(1)
    await page.goto('/w/ws_1/templates?searchText=e2e_slow_submit')
    await expect(
      page.getByRole('table', { name: 'Templates' }).getByRole('link', { name: 'e2e_slow_submit' }),
    ).toHaveCount(1)
  })

  test('a create dialog: a click and an Enter while pending send one request and make one tag', async ({ page }) => {
    await connected(page)
    await page.goto('/tags')
    await expect(tagsTable(page).getByRole('row')).toHaveCount(11)
    const creates = recordCalls(page, 'POST', '/v1/contactTags')
    await page.getByRole('button', { name: 'New tag' }).click()
    await tagName(page).fill('E2E Slow network shopper')
    await injectFaults(page, { method: 'POST', path: '/v1/contactTags', delayMs: 5_000 })

    await tagDialog(page).getByRole('button', { name: 'Create tag' }).click()
    const pending = tagDialog(page).getByRole('button', { name: 'Creating…' })
    await expect(pending).toHaveAttribute('aria-disabled', 'true')
    await tagName(page).press('Enter')
    // A second click, as an impatient user makes it (aria-disabled keeps the focus, so it is still clickable).
    await pending.click({ force: true })

    await expect(tagDialog(page)).toBeHidden({ timeout: 10_000 })
    await expect(page.getByText('Created “E2E Slow network shopper”')).toBeVisible()
    expect(creates).toHaveLength(1)
    await page.getByRole('searchbox', { name: 'Search tags by name' }).fill('slow network')
    await expect(tagsTable(page).getByRole('link', { name: 'E2E Slow network shopper' })).toHaveCount(1)
  })
})

test.describe('429 with Retry-After', () => {
  test('a read waits the Retry-After, tries again by itself, and the rows appear without an error', async ({
    page,
  }) => {
    await connected(page)
    const reads = recordCalls(page, 'GET', '/v1/contactTags')
    const times: number[] = []
    page.on('request', (request) => {
      if (reads.includes(request)) times.push(Date.now())
    })
    await injectFaults(page, { method: 'GET', path: '/v1/contactTags', status: 429, retryAfter: 1, times: 1 })
    await page.goto('/tags')

    await expect(tagsTable(page).getByRole('row')).toHaveCount(11)
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(reads).toHaveLength(2)
    expect(times[1]! - times[0]!, 'waited the second it was asked to').toBeGreaterThanOrEqual(900)
    expect(await faultsLeft(page)).toBeNull()
  })

  test('a refused create says when to try again, keeps the input, and is not retried', async ({ page }) => {
    await connected(page)
    await page.goto('/tags')
    await expect(tagsTable(page).getByRole('row')).toHaveCount(11)
    const creates = recordCalls(page, 'POST', '/v1/contactTags')
    await page.getByRole('button', { name: 'New tag' }).click()
    await tagName(page).fill('E2E Rate limited shopper')
    await injectFaults(page, { method: 'POST', path: '/v1/contactTags', status: 429, retryAfter: 30 })

    await tagDialog(page).getByRole('button', { name: 'Create tag' }).click()
    await expect(tagDialog(page).getByRole('alert')).toHaveText('Too many requests. Try again in 30 seconds.')
    await expect(tagName(page)).toHaveValue('E2E Rate limited shopper')
    await expect(tagDialog(page).getByRole('button', { name: 'Create tag' })).toBeEnabled()
    expect(creates).toHaveLength(1)
    expect(await faultsLeft(page)).toBeNull()

    // When the user tries again, it goes through.
    await tagDialog(page).getByRole('button', { name: 'Create tag' }).click()
    await expect(tagDialog(page)).toBeHidden()
    expect(creates).toHaveLength(2)
  })
})

test.describe('the browser going offline', () => {
  test('in the app: a banner while offline, gone when back, reads wait for the connection, and nothing typed is lost', async ({
    page,
    context,
  }) => {
    await connected(page)
    await page.goto('/tags')
    await expect(tagsTable(page).getByRole('row')).toHaveCount(11)
    const searches = recordCalls(page, 'GET', '/v1/contactTags')
    await expect(banner(page)).toHaveCount(0)
    // A dialog opened before: its code is in the browser, so it opens offline too.
    await page.getByRole('button', { name: 'New tag' }).click()
    await tagDialog(page).getByRole('button', { name: 'Cancel' }).click()

    await context.setOffline(true)
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toContainText('Nothing you type is lost.')

    // A read waits offline (the list keeps what it shows) and is made once the connection is back.
    await page.getByRole('searchbox', { name: 'Search tags by name' }).fill('vip')
    await expect(page).toHaveURL(/[?&]searchText=vip(&|$)/)
    await page.getByRole('button', { name: 'New tag' }).click()
    await tagName(page).fill('Typed while offline')
    expect(searches.filter((request) => request.url().includes('searchText=vip'))).toHaveLength(0)

    await context.setOffline(false)
    await expect(banner(page)).toHaveCount(0)
    await expect(tagName(page)).toHaveValue('Typed while offline')
    await tagDialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(tagsTable(page).getByRole('link', { name: 'VIP customer', exact: true })).toBeVisible()
    expect(searches.filter((request) => request.url().includes('searchText=vip')).length).toBeGreaterThan(0)
  })

  test('a dialog first opened offline, before its code was fetched, opens once the connection is back', async ({
    page,
    context,
  }) => {
    await connected(page)
    await page.goto('/tags')
    await expect(tagsTable(page).getByRole('row')).toHaveCount(11)
    await context.setOffline(true)
    await expect(banner(page)).toBeVisible()
    await page.getByRole('button', { name: 'New tag' }).click()
    await expect(tagDialog(page)).toHaveCount(0)
    // The click was taken, and says so.
    const waiting = page
      .getByRole('status')
      .filter({ hasText: 'You’re offline: this opens once the connection is back.' })
    await expect(waiting).toBeVisible()
    await expectAccessible(page)
    // The page goes on working meanwhile.
    await expect(tagsTable(page).getByRole('row')).toHaveCount(11)

    await context.setOffline(false)
    await expect(banner(page)).toHaveCount(0)
    await expect(tagDialog(page)).toBeVisible()
    await expect(waiting).toHaveCount(0)
    await tagName(page).fill('Opened after the connection came back')
    await expect(tagName(page)).toHaveValue('Opened after the connection came back')
  })

  test('a dialog whose code fails to arrive once, as when the connection drops and returns mid-fetch, is fetched again and opens', async ({
    page,
  }) => {
    // Live mode: no service worker in between, so the route sees the page's own request for the chunk.
    let failed = 0
    await page.route('**/assets/dialog-parts-*.js', (route) =>
      failed++ === 0 ? route.abort('internetdisconnected') : route.fallback(),
    )
    await connectLive(page, '/connect?redirect=%2Ftags')
    await expect(tagsTable(page).getByRole('row').nth(1)).toBeVisible()
    await page.getByRole('button', { name: 'New tag' }).click()
    await expect(tagDialog(page)).toBeVisible()
    expect(failed).toBe(2)
  })

  test('in the template builder: the banner comes and goes, and the draft keeps every keystroke', async ({
    page,
    context,
  }) => {
    await connected(page)
    await openBuilder(page)
    await page.getByLabel('Name', { exact: true }).fill('e2e_offline_draft')
    await context.setOffline(true)
    await expect(banner(page)).toBeVisible()
    await page.getByLabel('Body text').fill('Written on a train without signal.')
    await context.setOffline(false)
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('e2e_offline_draft')
    await expect(page.getByLabel('Body text')).toHaveValue('Written on a train without signal.')
    await page.reload()
    await expect(page.getByLabel('Body text')).toHaveValue('Written on a train without signal.')
  })

  test('on the connect screen: the banner comes and goes, and the form keeps what was typed', async ({
    page,
    context,
  }) => {
    await page.goto('/connect')
    await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
    await chooseMode(page, 'Live API')
    await context.setOffline(true)
    await expect(banner(page)).toBeVisible()
    await page.getByLabel('API key', { exact: true }).fill('typed-offline-key')
    await context.setOffline(false)
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByLabel('API key', { exact: true })).toHaveValue('typed-offline-key')
    await expect(page.getByRole('radio', { name: 'Live API', exact: true })).toBeChecked()
  })

  test('live mode: a create tried offline fails at once by its button, keeps the input, and is never sent later', async ({
    page,
    context,
  }) => {
    // Live mode talks to real HTTP (no service worker), so offline really means no API.
    const posts = recordCalls(page, 'POST', '/v1/contactTags')
    await connectLive(page, '/connect?redirect=%2Ftags')
    await expect(tagsTable(page).getByRole('row').nth(1)).toBeVisible()
    await page.getByRole('button', { name: 'New tag' }).click()
    await tagName(page).fill('E2E Offline shopper')

    await context.setOffline(true)
    await expect(banner(page)).toBeVisible()
    await tagDialog(page).getByRole('button', { name: 'Create tag' }).click()
    await expect(tagDialog(page).getByRole('alert')).toHaveText(
      'You’re offline, so nothing was sent. Try again once the connection is back.',
    )
    await expect(tagName(page)).toHaveValue('E2E Offline shopper')
    await expect(tagDialog(page).getByRole('button', { name: 'Create tag' })).toBeVisible()

    // Back online, nothing goes out by itself: the create waits for the user.
    await context.setOffline(false)
    await expect(banner(page)).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    const triedOffline = posts.length
    // Answered here, so the shared mock API keeps its data (a route would answer offline too, so only now).
    const created: string[] = []
    await page.route('**/v1/contactTags', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      const { name } = route.request().postDataJSON() as { name: string }
      created.push(name)
      const now = new Date().toISOString()
      return route.fulfill({
        status: 201,
        json: { id: 'tag_e2e', name, canonical: 'e2e_offline_shopper', createdAt: now, updatedAt: now },
      })
    })
    await tagDialog(page).getByRole('button', { name: 'Create tag' }).click()
    await expect(tagDialog(page)).toBeHidden()
    expect(created).toEqual(['E2E Offline shopper'])
    expect(posts).toHaveLength(triedOffline + 1)
  })
})
