import type { Page } from '@playwright/test'
import { connectDemo, expect, expectAccessible, test } from './fixtures'

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

/** Every screen built so far, with the heading that says it has loaded. */
const screens = [
  {
    path: '/w/ws_1',
    heading: 'Northwind Retail — EU',
    ready: (page: Page) => page.getByRole('table', { name: 'Team in this workspace' }).getByRole('row').nth(1),
  },
  {
    path: '/w/ws_1/templates',
    heading: 'WhatsApp templates',
    ready: (page: Page) => page.getByRole('table', { name: 'Templates' }).getByRole('link').first(),
  },
  {
    path: '/w/ws_1/templates/new',
    heading: 'New WhatsApp template',
    ready: (page: Page) => page.getByRole('region', { name: 'Checks' }),
  },
  {
    path: '/w/ws_1/broadcasts',
    heading: 'Broadcasts',
    ready: (page: Page) => page.getByRole('table', { name: 'Broadcasts' }).getByRole('link').first(),
  },
  {
    path: '/w/ws_1/broadcasts/bc_1',
    heading: 'Black Friday early access',
    ready: (page: Page) => page.getByRole('table', { name: 'Broadcast logs' }).getByRole('row').nth(1),
  },
  {
    path: '/w/ws_1/segments',
    heading: 'Segments',
    ready: (page: Page) => page.getByRole('table', { name: 'Segments' }).getByRole('link').first(),
  },
  {
    path: '/w/ws_1/segments/seg_3',
    heading: 'Read Black Friday, no purchase yet',
    ready: (page: Page) => page.getByRole('link', { name: 'VIP customers — EU' }),
  },
  {
    path: '/w/ws_1/staff',
    heading: 'Staff',
    ready: (page: Page) => page.getByRole('table', { name: 'Staff' }).getByRole('link').first(),
  },
  {
    path: '/w/ws_1/staff/stf_2',
    heading: 'Daniel Okafor',
    ready: (page: Page) => page.getByRole('list', { name: 'Workspaces' }).getByRole('link', { name: 'Support Desk' }),
  },
  {
    path: '/w/ws_1/messages',
    heading: 'Messages',
    ready: (page: Page) => page.getByRole('button', { name: 'Send message' }),
  },
  {
    path: '/tags',
    heading: 'Contact tags',
    ready: (page: Page) => page.getByRole('table', { name: 'Contact tags' }).getByRole('link').first(),
  },
  {
    path: '/webhooks',
    heading: 'Webhooks',
    ready: (page: Page) => page.getByRole('switch', { name: 'Active: CRM contact sync' }),
  },
  {
    path: '/workspaces',
    heading: 'Workspaces',
    ready: (page: Page) => page.getByRole('table', { name: 'Workspaces' }).getByRole('link').first(),
  },
  {
    path: '/account',
    heading: 'Account',
    ready: (page: Page) => page.getByText('amelia.hughes@northwind-retail.example'),
  },
] as const

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(
    scrollWidth,
    `page is ${scrollWidth}px wide in a ${innerWidth}px viewport at ${page.url()}`,
  ).toBeLessThanOrEqual(innerWidth)
}

/** The main navigation is reachable: in the sidebar on a desktop, behind the menu button on a phone. */
async function expectNavigationReachable(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click()
    const sheet = page.getByRole('dialog')
    await expect(sheet.getByRole('link', { name: 'Workspaces' })).toBeVisible()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspaces' })).toBeVisible()
  }
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the connect screen fits and is accessible', async ({ page }) => {
      await page.goto('/connect')
      await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
      await expectNoSidewaysScroll(page)
      await page.screenshot({ path: test.info().outputPath(`connect-${viewport.name}.png`), fullPage: true })
    })

    // One test per screen, so each has its own time budget and a failure names the screen. The screen is the
    // test's last, so the fixture's exit scan is its axe check (the phone menu is scanned on the way).
    for (const screen of screens) {
      test(`${screen.path} fits the viewport, keeps its navigation reachable, and passes axe`, async ({ page }) => {
        await connectDemo(page)
        await page.goto(screen.path)
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
        await expect(screen.ready(page)).toBeVisible()
        await page.waitForLoadState('networkidle')
        await expectNoSidewaysScroll(page)
        await page.screenshot({
          path: test.info().outputPath(`${screen.path.replaceAll('/', '_')}-${viewport.name}.png`),
          fullPage: true,
        })
        await expectNavigationReachable(page, viewport.name === 'phone')
      })
    }

    test('long unbroken text wraps instead of widening the page', async ({ page }) => {
      await connectDemo(page)
      const longName = `e2e_${'x'.repeat(400)}`
      await page.goto('/w/ws_1/templates/new')
      await page.getByLabel('Name', { exact: true }).fill(longName)
      await page.getByLabel('Body text').fill(`https://example.com/${'a'.repeat(600)}`)
      await expectNoSidewaysScroll(page)
    })
  })
}
