import type { Page } from '@playwright/test'
import { connectDemo, DEMO_KEY, expect, test } from './fixtures'

async function createTag(page: Page, name: string) {
  return page.evaluate(
    async ({ tagName, key }) => {
      const response = await fetch('/v1/contactTags', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ name: tagName }),
      })
      return response.status
    },
    { tagName: name, key: DEMO_KEY },
  )
}

async function tagNames(page: Page) {
  return page.evaluate(async (key) => {
    const response = await fetch('/v1/contactTags?limit=100', { headers: { 'x-api-key': key } })
    return ((await response.json()) as { name: string }[]).map((tag) => tag.name)
  }, DEMO_KEY)
}

test('the demo store survives a reload, and "Reset demo data" restores the seed', async ({ page }) => {
  await connectDemo(page)
  expect(await createTag(page, 'Made in e2e')).toBe(200)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  expect(await tagNames(page)).toContain('Made in e2e')

  await page.getByRole('link', { name: 'Account' }).click()
  await page.getByRole('button', { name: 'Reset demo data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset demo data?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page.getByText('Demo data restored')).toBeVisible()
  await expect(dialog).toBeHidden()
  expect(await tagNames(page)).not.toContain('Made in e2e')
})

test('the demo API loads only in demo mode', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/connect')
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
  expect(scripts.some((path) => path.includes('demo-api'))).toBe(false)

  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  expect(scripts.some((path) => path.includes('demo-api'))).toBe(true)
})
