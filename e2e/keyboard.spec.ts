import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectFocusNotOnBody, tabTo } from './keyboard-helpers'

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

test('connect and move between screens by keyboard alone: focus lands on each new heading', async ({ page }) => {
  await page.goto('/connect')
  await tabTo(page, page.getByRole('button', { name: 'Enter the demo' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()

  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [link, title] of [
    ['Templates', 'WhatsApp templates'],
    ['Workspaces', 'Workspaces'],
    ['Account', 'Account'],
    ['Overview', 'Northwind Retail — EU'],
  ] as const) {
    await tabTo(page, nav.getByRole('link', { name: link }), { backwards: true })
    await page.keyboard.press('Enter')
    await expect(heading(page, title)).toBeFocused()
  }

  // A link inside the page moves focus the same way.
  await page.goto('/workspaces')
  const firstWorkspace = page.getByRole('table', { name: 'Workspaces' }).getByRole('link').first()
  const title = (await firstWorkspace.innerText()).trim()
  await tabTo(page, firstWorkspace)
  await page.keyboard.press('Enter')
  await expect(heading(page, title)).toBeFocused()
})

test('paging onto the last page by keyboard keeps the focus on the pager', async ({ page }) => {
  await page.goto('/connect')
  await tabTo(page, page.getByRole('button', { name: 'Enter the demo' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  // 50 templates in this workspace: page 2 of 30 is the last, and it is short, which is how the pager knows.
  await page.goto('/w/ws_1/templates?limit=30')
  await expect(page.getByRole('table', { name: 'Templates' }).getByRole('row')).toHaveCount(31)
  const next = page.getByRole('button', { name: 'Next' })
  // Past 30 rows of a link and two buttons each.
  await tabTo(page, next, { limit: 160 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=2/)
  await expect(next).toBeFocused()
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await expectFocusNotOnBody(page)
})

test('the template builder by keyboard: add, reorder and remove buttons, discard the draft, never losing focus', async ({
  page,
}) => {
  await page.goto('/connect')
  await tabTo(page, page.getByRole('button', { name: 'Enter the demo' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await page.goto('/w/ws_1/templates/new')
  await expect(heading(page, 'New WhatsApp template')).toBeVisible()

  await tabTo(page, page.getByLabel('Name', { exact: true }))
  await page.keyboard.type('keyboard_only_draft')
  await tabTo(page, page.getByLabel('Body text'))
  await page.keyboard.type('Hello from the keyboard.')

  const addQuickReply = page.getByRole('button', { name: 'Add quick reply button' })
  await tabTo(page, addQuickReply)
  await page.keyboard.press('Enter')
  await expectFocusNotOnBody(page)
  await tabTo(page, addQuickReply, { backwards: true })
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Remove button 2' })).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'Move button 2 up' }), { backwards: true })
  await page.keyboard.press('Enter')
  await expectFocusNotOnBody(page)

  await tabTo(page, page.getByRole('button', { name: 'Remove button 2' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Remove button 2' })).toHaveCount(0)
  await expectFocusNotOnBody(page)
  await page.getByRole('button', { name: 'Remove button 1' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Remove button 1' })).toHaveCount(0)
  await expectFocusNotOnBody(page)

  await page.reload()
  const discard = page.getByRole('button', { name: 'Discard draft' })
  await tabTo(page, discard)
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  await expectFocusNotOnBody(page)
})
