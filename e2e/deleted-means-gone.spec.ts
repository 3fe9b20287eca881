import type { Page } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'
import { expectFocusNotOnBody } from './keyboard-helpers'

/*
 * Whatever the screen, once something is deleted it is never shown again: not from the cache on Back or Forward,
 * not in any list, not by a detail still linked from another page. Its page says it was deleted, inside the app,
 * with the way back to its list, and the API is never asked for it again.
 */

const FAULTS_KEY = 'inbox-console:demo-faults'

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const countCard = (page: Page, label: string) =>
  page.getByRole('main').getByRole('link', { name: label, exact: true }).locator('xpath=..')

/**
 * From now on, records whether `name` shows anywhere in the page's main region but the toasts ("Deleted “…”" names
 * it, rightly). Read it with the returned function: even a glimpse from the cache before a refetch counts.
 */
async function watchFor(page: Page, name: string): Promise<() => Promise<string[]>> {
  await page.evaluate((text) => {
    const seen: string[] = []
    const visibleText = () => {
      const main = document.querySelector('main')
      if (!main) return ''
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) =>
          node.parentElement?.closest('[aria-label^="Notifications"], [data-sonner-toast]')
            ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT,
      })
      let text = ''
      while (walker.nextNode()) text += `${walker.currentNode.textContent ?? ''}\n`
      return text
    }
    const check = () => {
      if (visibleText().includes(text)) seen.push(location.pathname + location.search)
    }
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true })
    Object.assign(window, { __e2eSeenDeleted: seen })
  }, name)
  return () => page.evaluate(() => (window as unknown as { __e2eSeenDeleted: string[] }).__e2eSeenDeleted)
}

/** From now on, every figure the overview's count card for `label` shows (the number under its link). */
async function watchCountFigures(page: Page, label: string): Promise<() => Promise<string[]>> {
  await page.evaluate((name) => {
    const figures: string[] = []
    const read = () => {
      const link = [...document.querySelectorAll('main a')].find((element) => element.textContent === name)
      const figure = link?.nextElementSibling
      if (figure?.tagName === 'P' && figure.textContent) figures.push(figure.textContent)
    }
    new MutationObserver(read).observe(document.body, { childList: true, subtree: true, characterData: true })
    Object.assign(window, { __e2eCountFigures: figures })
  }, label)
  return () => page.evaluate(() => (window as unknown as { __e2eCountFigures: string[] }).__e2eCountFigures)
}

/** Every read of the item's own data (its detail, a broadcast's logs) from now on: a deleted item is never read. */
function readsOf(page: Page, path: string): string[] {
  const reads: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'GET' && (pathname === path || pathname.startsWith(`${path}/`))) reads.push(pathname)
  })
  return reads
}

/** The detail page of a deleted item: it says so, inside the app's shell, with the way back and nothing to act on. */
async function expectDeletedNotice(page: Page, noun: string, back: string) {
  const notice = heading(page, `This ${noun} was deleted`)
  await expect(notice).toBeVisible()
  await expect(notice).toBeFocused()
  await expect(nav(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: back, exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: /^(Delete|Edit)/ })).toHaveCount(0)
}

async function confirmDelete(page: Page, name: string, button: string) {
  const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` })
  await dialog.getByRole('button', { name: button }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Deleted “${name}”`)).toBeVisible()
}

test.describe('a segment', () => {
  const DELETED = { id: 'seg_2', name: 'Lapsed buyers (90 days)' }
  const INCLUDES_IT = { id: 'seg_6', name: 'Newsletter subscribers — UK & Ireland' }
  const table = (page: Page) => page.getByRole('table', { name: 'Segments', exact: true })

  test('deleted from its detail: Back, Forward and a link from a cached page all show it was deleted, inside the app', async ({
    page,
  }) => {
    await connectDemo(page)
    await expect(countCard(page, 'Segments')).toHaveText(/^Segments\s*6$/)
    // Another segment's page links it by name: that page is cached when the segment is deleted.
    await page.goto(`/w/ws_1/segments/${INCLUDES_IT.id}`)
    await expect(heading(page, INCLUDES_IT.name)).toBeVisible()
    await page.getByRole('link', { name: DELETED.name }).click()
    await expect(heading(page, DELETED.name)).toBeVisible()
    const reads = readsOf(page, `/v1/segments/${DELETED.id}`)

    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirmDelete(page, DELETED.name, 'Delete segment')
    await expect(heading(page, 'Segments')).toBeFocused()
    await expect(page).toHaveURL(/\/w\/ws_1\/segments$/)
    const seen = await watchFor(page, DELETED.name)
    await expect(table(page).getByRole('link', { name: DELETED.name })).toHaveCount(0)

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/segments/${DELETED.id}$`))
    await expectDeletedNotice(page, 'segment', 'Back to segments')

    // The page that linked it no longer names it, and its link leads to the same notice.
    await page.goBack()
    await expect(heading(page, INCLUDES_IT.name)).toBeVisible()
    await page.goForward()
    await expectDeletedNotice(page, 'segment', 'Back to segments')
    await page.goForward()
    await expect(heading(page, 'Segments')).toBeVisible()
    await expect(table(page).getByRole('row')).toHaveCount(6)
    await page.goBack()
    await page.goBack()
    await expect(heading(page, INCLUDES_IT.name)).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Segment (deleted)', exact: true }).click()
    await expectDeletedNotice(page, 'segment', 'Back to segments')

    await page.getByRole('link', { name: 'Back to segments' }).click()
    await expect(heading(page, 'Segments')).toBeFocused()
    await expect(table(page).getByRole('row')).toHaveCount(6)
    await nav(page).getByRole('link', { name: 'Overview' }).click()
    await expect(countCard(page, 'Segments')).toHaveText(/^Segments\s*5$/)
    expect(await seen(), 'the deleted segment was shown').toEqual([])
    expect(reads, 'the deleted segment was read again').toEqual([])
  })

  test('deleted from the list: its cached detail is not shown on Back', async ({ page }) => {
    const FROM_LIST = { id: 'seg_4', name: 'Did not open Black Friday' }
    await connectDemo(page)
    await page.goto(`/w/ws_1/segments/${FROM_LIST.id}`)
    await expect(heading(page, FROM_LIST.name)).toBeVisible()
    await page.getByRole('link', { name: 'All segments' }).click()
    await expect(heading(page, 'Segments')).toBeVisible()
    const reads = readsOf(page, `/v1/segments/${FROM_LIST.id}`)

    await table(page)
      .getByRole('button', { name: `Delete ${FROM_LIST.name}` })
      .click()
    await confirmDelete(page, FROM_LIST.name, 'Delete segment')
    await expectFocusNotOnBody(page)
    const seen = await watchFor(page, FROM_LIST.name)
    await expect(table(page).getByRole('link', { name: FROM_LIST.name })).toHaveCount(0)

    await page.goBack()
    await expectDeletedNotice(page, 'segment', 'Back to segments')
    await page.goForward()
    await expect(heading(page, 'Segments')).toBeFocused()
    await expect(table(page).getByRole('row')).toHaveCount(6)
    expect(await seen(), 'the deleted segment was shown').toEqual([])
    expect(reads, 'the deleted segment was read again').toEqual([])
  })
})

test.describe('a contact tag', () => {
  const table = (page: Page) => page.getByRole('table', { name: 'Contact tags', exact: true })

  test('deleted from its detail: Back and Forward never show it', async ({ page }) => {
    const DELETED = { id: 'tag_19', name: 'Spain' }
    await connectDemo(page)
    await nav(page).getByRole('link', { name: 'Contact tags' }).click()
    await table(page).getByRole('link', { name: DELETED.name, exact: true }).click()
    await expect(heading(page, DELETED.name)).toBeVisible()
    const reads = readsOf(page, `/v1/contactTags/${DELETED.id}`)

    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirmDelete(page, DELETED.name, 'Delete tag')
    await expect(heading(page, 'Contact tags')).toBeFocused()
    const seen = await watchFor(page, DELETED.name)
    await expect(table(page).getByRole('link', { name: DELETED.name, exact: true })).toHaveCount(0)

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/tags/${DELETED.id}$`))
    await expectDeletedNotice(page, 'contact tag', 'Back to contact tags')
    await page.goForward()
    await expect(heading(page, 'Contact tags')).toBeFocused()
    await expect(table(page).getByRole('row')).toHaveCount(11)
    await page.goBack()
    await expectDeletedNotice(page, 'contact tag', 'Back to contact tags')
    expect(await seen(), 'the deleted tag was shown').toEqual([])
    expect(reads, 'the deleted tag was read again').toEqual([])
  })

  test('deleted from the list: its cached detail is not shown on Back, and the overview counts one less', async ({
    page,
  }) => {
    const FROM_LIST = { id: 'tag_18', name: 'Beta tester (app)' }
    await connectDemo(page)
    await expect(countCard(page, 'Contact tags')).toHaveText(/^Contact tags\s*20$/)
    await page.goto(`/tags/${FROM_LIST.id}`)
    await expect(heading(page, FROM_LIST.name)).toBeVisible()
    await page.getByRole('link', { name: 'All contact tags' }).click()
    const reads = readsOf(page, `/v1/contactTags/${FROM_LIST.id}`)

    await table(page)
      .getByRole('button', { name: `Delete ${FROM_LIST.name}` })
      .click()
    await confirmDelete(page, FROM_LIST.name, 'Delete tag')
    await expectFocusNotOnBody(page)
    const seen = await watchFor(page, FROM_LIST.name)

    await page.goBack()
    await expectDeletedNotice(page, 'contact tag', 'Back to contact tags')
    await page.goForward()
    await expect(table(page).getByRole('row')).toHaveCount(11)
    await nav(page).getByRole('link', { name: 'Overview' }).click()
    await expect(countCard(page, 'Contact tags')).toHaveText(/^Contact tags\s*19$/)
    expect(await seen(), 'the deleted tag was shown').toEqual([])
    expect(reads, 'the deleted tag was read again').toEqual([])
  })
})

test.describe('a broadcast', () => {
  const table = (page: Page) => page.getByRole('table', { name: 'Broadcasts', exact: true })
  /** A full first page (ws_1 has fourteen seeded broadcasts, thirteen left), and the header row. */
  const ROWS_LEFT = 11

  test('deleted from its detail: Back and Forward never show it or its logs, and nothing of it is read again', async ({
    page,
  }) => {
    const DELETED = { id: 'bc_2', name: 'Winter collection launch' }
    await connectDemo(page)
    await nav(page).getByRole('link', { name: 'Broadcasts' }).click()
    await table(page).getByRole('link', { name: DELETED.name, exact: true }).click()
    await expect(heading(page, DELETED.name)).toBeVisible()
    await expect(page.getByText('100 logs on this page.', { exact: true })).toBeVisible()
    const reads = readsOf(page, `/v1/broadcasts/${DELETED.id}`)

    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirmDelete(page, DELETED.name, 'Delete broadcast')
    await expect(heading(page, 'Broadcasts')).toBeFocused()
    const seen = await watchFor(page, DELETED.name)
    await expect(table(page).getByRole('link', { name: DELETED.name, exact: true })).toHaveCount(0)

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/broadcasts/${DELETED.id}$`))
    await expectDeletedNotice(page, 'broadcast', 'Back to broadcasts')
    await expect(page.getByRole('table', { name: 'Broadcast logs' })).toHaveCount(0)
    await page.goForward()
    await expect(heading(page, 'Broadcasts')).toBeFocused()
    await expect(table(page).getByRole('row')).toHaveCount(ROWS_LEFT)
    await page.goBack()
    await expectDeletedNotice(page, 'broadcast', 'Back to broadcasts')
    await page.getByRole('link', { name: 'Back to broadcasts' }).click()
    await expect(table(page).getByRole('row')).toHaveCount(ROWS_LEFT)
    expect(await seen(), 'the deleted broadcast was shown').toEqual([])
    expect(reads, 'the deleted broadcast was read again').toEqual([])
  })

  test('deleted from the list: its cached detail is not shown on Back', async ({ page }) => {
    // On the list's first page: the seeded campaigns pushed bc_5 (Back in stock) to the second.
    const FROM_LIST = { id: 'bc_3', name: 'Abandoned basket — week 46' }
    await connectDemo(page)
    await page.goto(`/w/ws_1/broadcasts/${FROM_LIST.id}`)
    await expect(heading(page, FROM_LIST.name)).toBeVisible()
    await page.getByRole('link', { name: 'All broadcasts' }).click()
    const reads = readsOf(page, `/v1/broadcasts/${FROM_LIST.id}`)

    await table(page)
      .getByRole('button', { name: `Delete ${FROM_LIST.name}` })
      .click()
    await confirmDelete(page, FROM_LIST.name, 'Delete broadcast')
    await expectFocusNotOnBody(page)
    const seen = await watchFor(page, FROM_LIST.name)

    await page.goBack()
    await expectDeletedNotice(page, 'broadcast', 'Back to broadcasts')
    await page.goForward()
    await expect(table(page).getByRole('row')).toHaveCount(ROWS_LEFT)
    expect(await seen(), 'the deleted broadcast was shown').toEqual([])
    expect(reads, 'the deleted broadcast was read again').toEqual([])
  })
})

test('a webhook deleted from its list leaves every list and the overview’s count at once, on Back and Forward', async ({
  page,
}) => {
  const DELETED = { id: 'wh_1', name: 'CRM contact sync' }
  const table = (page: Page) => page.getByRole('table', { name: 'Webhooks', exact: true })
  await connectDemo(page)
  await expect(countCard(page, 'Webhooks')).toHaveText(/^Webhooks\s*5$/)
  await nav(page).getByRole('link', { name: 'Webhooks' }).click()
  await expect(table(page).getByRole('row')).toHaveCount(6)

  await table(page)
    .getByRole('button', { name: `Delete ${DELETED.name}` })
    .click()
  await confirmDelete(page, DELETED.name, 'Delete webhook')
  await expectFocusNotOnBody(page)
  const seen = await watchFor(page, DELETED.name)
  await expect(table(page).getByRole('row')).toHaveCount(5)

  // From here the API answers webhook lists late, so what shows first is what the cache holds.
  await page.evaluate(
    (key) =>
      localStorage.setItem(key, JSON.stringify([{ method: 'GET', path: '/v1/webhooks', delayMs: 3000, times: 5 }])),
    FAULTS_KEY,
  )
  const figures = await watchCountFigures(page, 'Webhooks')
  await page.goBack()
  await expect(heading(page, 'Northwind Retail — EU')).toBeVisible()
  await expect(countCard(page, 'Webhooks')).toHaveText(/^Webhooks\s*4$/)
  await page.goForward()
  await expect(table(page).getByRole('row')).toHaveCount(5)
  expect(await figures(), 'the overview counted the deleted webhook').not.toContain('5')
  expect(await seen(), 'the deleted webhook was shown').toEqual([])
})

test('a detail the API does not know says so inside the app, with the way back to its list', async ({ page }) => {
  await connectDemo(page)
  for (const [path, title, back] of [
    ['/w/ws_1/segments/seg_404', 'Segment not found', 'Back to segments'],
    ['/tags/tag_404', 'Contact tag not found', 'Back to contact tags'],
    ['/w/ws_1/broadcasts/bc_404', 'Broadcast not found', 'Back to broadcasts'],
  ] as const) {
    await page.goto(path)
    await expect(heading(page, title)).toBeVisible()
    await expect(nav(page)).toBeVisible()
    await expectFocusNotOnBody(page)
    await page.getByRole('main').getByRole('link', { name: back }).click()
    await expect(page.getByRole('main').getByRole('table')).toBeVisible()
  }
})
