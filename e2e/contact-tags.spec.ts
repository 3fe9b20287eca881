import type { Page, Request } from '@playwright/test'
import { connectDemo, expect, expectAccessible, test } from './fixtures'
import { expectFocusNotOnBody, tabTo } from './keyboard-helpers'

/** The seed's first tag (src/mocks/seed-contact-tags.ts); the seed has 20, so most are past the first page. */
const VIP = { name: 'VIP customer', canonical: 'vip_customer' }
const OLDEST = { id: 'tag_1', name: VIP.name }

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true })
const tagsTable = (page: Page) => page.getByRole('table', { name: 'Contact tags', exact: true })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tags by name' })
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'New contact tag' })
/** The value shown under a label of the detail's list of fields. */
const detail = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')

const isTagPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/v1/contactTags'

/** Counts the tag creations the page sends. */
function countTagPosts(page: Page): () => number {
  let posts = 0
  page.on('request', (request) => {
    if (isTagPost(request)) posts += 1
  })
  return () => posts
}

async function openTags(page: Page) {
  await connectDemo(page)
  await page.goto('/tags')
  await expect(heading(page, 'Contact tags')).toBeVisible()
  await expect(tagsTable(page).getByRole('row')).toHaveCount(11)
}

test('create a tag, find it by search with its canonical name, open its detail, and delete it', async ({ page }) => {
  await openTags(page)
  // The oldest tag is past the first page: only a search finds it.
  await expect(tagsTable(page).getByRole('link', { name: OLDEST.name, exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: 'New tag' }).click()
  const dialog = createDialog(page)
  const name = dialog.getByLabel('Name', { exact: true })
  await name.fill('E2E Returning shopper (2027)')
  await expect(name).toHaveAccessibleDescription(/^Expected canonical name: e2e_returning_shopper_2027\./)
  await expect(dialog.getByText(/already exists/)).toHaveCount(0)
  await expectAccessible(page)
  const posting = page.waitForRequest(isTagPost)
  await dialog.getByRole('button', { name: 'Create tag' }).click()
  expect((await posting).postDataJSON()).toEqual({ name: 'E2E Returning shopper (2027)' })
  await expect(dialog).toBeHidden()
  await expect(
    page.getByText('Created “E2E Returning shopper (2027)” (canonical name e2e_returning_shopper_2027)'),
  ).toBeVisible()

  // The search matches the canonical name too, and lives in the URL.
  await searchBox(page).fill('returning_shopper')
  await expect(page).toHaveURL(/[?&]searchText=returning_shopper(&|$)/)
  const rows = tagsTable(page).getByRole('row')
  await expect(rows).toHaveCount(2)
  // The cell's name leaves out the column header shown inside it on phones.
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveAccessibleName('e2e_returning_shopper_2027')
  await rows.nth(1).getByRole('link', { name: 'E2E Returning shopper (2027)' }).click()

  await expect(heading(page, 'E2E Returning shopper (2027)')).toBeVisible()
  await expect(page).toHaveURL(/\/tags\/tag_\d+$/)
  await expect(detail(page, 'Canonical name')).toHaveText('e2e_returning_shopper_2027')
  await expect(detail(page, 'Tag id')).toBeHidden()
  await page.getByText('Technical details', { exact: true }).click()
  await expect(detail(page, 'Tag id')).toHaveText(new URL(page.url()).pathname.split('/').pop() ?? '')
  await expect(detail(page, 'Created').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete “E2E Returning shopper (2027)”?' })
  await expect(confirm).toContainText('for every workspace')
  await confirm.getByRole('button', { name: 'Delete tag' }).click()
  await expect(confirm).toBeHidden()
  await expect(heading(page, 'Contact tags')).toBeVisible()
  await expect(page).toHaveURL(/\/tags$/)
  await expect(page.getByText('Deleted “E2E Returning shopper (2027)”')).toBeVisible()
  await searchBox(page).fill('returning_shopper')
  await expect(page.getByText('No tag matches “returning_shopper”')).toBeVisible()

  // A tag from the seed is found by a search in another case, and its detail says what it is.
  await searchBox(page).fill('VIP CUST')
  await expect(tagsTable(page).getByRole('row').getByRole('link')).toHaveText([OLDEST.name])
  await tagsTable(page).getByRole('link', { name: OLDEST.name }).click()
  await expect(heading(page, OLDEST.name)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/tags/${OLDEST.id}$`))
  await expect(detail(page, 'Canonical name')).toHaveText(VIP.canonical)
})

test('an existing name in another case is warned about, and its first submit sends nothing', async ({ page }) => {
  const posts = countTagPosts(page)
  await openTags(page)
  await page.getByRole('button', { name: 'New tag' }).click()
  const dialog = createDialog(page)
  const name = dialog.getByLabel('Name', { exact: true })
  await name.fill(VIP.name.toUpperCase())

  await expect(dialog.getByText(`A tag “${VIP.name}” already exists`)).toBeVisible()
  await expect(
    dialog.getByText(`Its canonical name is ${VIP.canonical}. Creating this one asks you to confirm.`),
  ).toBeVisible()
  await expectAccessible(page)

  // The first submit only asks to confirm: nothing is sent and the dialog stays with the name as typed.
  await dialog.getByRole('button', { name: 'Create tag' }).click()
  const again = dialog.getByRole('button', { name: 'Create anyway' })
  await expect(again).toBeVisible()
  await expect(dialog.getByText('Select Create anyway to create this one too.')).toBeVisible()
  await expect(name).toHaveValue('VIP CUSTOMER')
  expect(posts()).toBe(0)

  // A free name takes the warning and the confirmation away; back to the confirmed name, they return.
  await name.fill('VIP CUSTOMER (new)')
  await expect(dialog.getByText(/already exists/)).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Create tag' })).toBeVisible()
  await name.fill('VIP CUSTOMER')
  await expect(dialog.getByText(`A tag “${VIP.name}” already exists`)).toBeVisible()
  await expect(again).toBeVisible()
  expect(posts()).toBe(0)

  // The second submit goes out; the demo API refuses a canonical name it already has, and says so in the dialog.
  const posting = page.waitForRequest(isTagPost)
  await again.click()
  expect((await posting).postDataJSON()).toEqual({ name: 'VIP CUSTOMER' })
  await expect(dialog.getByRole('alert')).toHaveText(`A tag with canonical name "${VIP.canonical}" already exists`)
  await expect(dialog).toBeVisible()
  await expect(name).toHaveValue('VIP CUSTOMER')
  expect(posts()).toBe(1)

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'New tag' })).toBeFocused()
  await searchBox(page).fill('vip customer')
  await expect(tagsTable(page).getByRole('row').getByRole('link')).toHaveText([VIP.name])
})

test('the New tag dialog works by keyboard alone, and focus never drops to <body>', async ({ page }) => {
  await openTags(page)
  const newTag = page.getByRole('button', { name: 'New tag' })
  const dialog = createDialog(page)

  await tabTo(page, newTag)
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(newTag).toBeFocused()

  // Enter with no name: the dialog stays, the name is marked and keeps the focus.
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused()

  await page.keyboard.type('Keyboard tag')
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    /^Expected canonical name: keyboard_tag\./,
  )
  const posting = page.waitForRequest(isTagPost)
  await page.keyboard.press('Enter')
  expect((await posting).postDataJSON()).toEqual({ name: 'Keyboard tag' })
  await expect(dialog).toBeHidden()
  await expect(newTag).toBeFocused()
  await expect(page.getByText('Created “Keyboard tag” (canonical name keyboard_tag)')).toBeVisible()

  // Delete it from its row by keyboard; the row's button is gone afterwards, and the focus is not lost.
  const row = tagsTable(page).getByRole('row').filter({ hasText: 'Keyboard tag' })
  await tabTo(page, row.getByRole('button', { name: 'Delete Keyboard tag' }))
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Delete “Keyboard tag”?' })
  await tabTo(page, confirm.getByRole('button', { name: 'Delete tag' }))
  await page.keyboard.press('Enter')
  await expect(confirm).toBeHidden()
  await expect(row).toHaveCount(0)
  await expectFocusNotOnBody(page)
})
