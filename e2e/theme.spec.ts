import type { Page, Request } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'
import { firstPixel, luminance } from './png-pixel'

const THEME_KEY = 'inbox-console:theme'

/**
 * What the first paint shows: the page is reloaded with every script bundle refused, so nothing but the HTML, its
 * inline theme script and the stylesheets can run or load, and a screenshot then is the first paint itself.
 */
async function firstPaint(page: Page) {
  // On the context, so requests that demo mode's service worker fetches are refused and seen too.
  const context = page.context()
  await context.route('**/assets/*.js', (route) => route.abort())
  const stylesheets: string[] = []
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
  }
  context.on('request', onRequest)
  await page.reload()
  const screenshot = await page.screenshot()
  const state = await page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    // The app renders into #root and replaces the connect page's prerendered, inert markup: neither happened.
    scriptsRan: document.querySelector('#root > :not([inert])') !== null,
  }))
  context.off('request', onRequest)
  await context.unroute('**/assets/*.js')
  expect(state.scriptsRan, 'no bundle ran: the screenshot is the first paint').toBe(false)
  return { screenshot, stylesheets, dark: state.dark }
}

const isDark = (png: Buffer) => luminance(firstPixel(png)) < 0.05

test('the header switches to dark, the choice is remembered, and a reload paints dark first', async ({
  page,
}, testInfo) => {
  await connectDemo(page, '/w/ws_1/templates')
  await expect(page.getByRole('table', { name: 'Templates' })).toBeVisible()
  const theme = page.getByRole('banner').getByRole('combobox', { name: 'Theme' })
  await expect(theme).toHaveValue('system')

  await theme.selectOption('dark')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe('rgb(248, 250, 252)')
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark')

  const paint = await firstPaint(page)
  await testInfo.attach('first paint in dark', { body: paint.screenshot, contentType: 'image/png' })
  expect(paint.dark).toBe(true)
  expect(paint.stylesheets.some((path) => /\/assets\/dark-theme-[^/]+\.css$/.test(path))).toBe(true)
  expect(isDark(paint.screenshot), 'the first paint is dark').toBe(true)

  await page.reload()
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Theme' })).toHaveValue('dark')
  await page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).selectOption('light')
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  const light = await firstPaint(page)
  expect(isDark(light.screenshot), 'the first paint is light').toBe(false)
  expect(
    light.stylesheets.filter((path) => path.includes('dark-theme')),
    'light pages load no dark CSS',
  ).toEqual([])
})

test('the prerendered connect page paints dark first when dark was chosen', async ({ page }, testInfo) => {
  await page.goto('/connect')
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_KEY)
  const paint = await firstPaint(page)
  await testInfo.attach('connect at first paint in dark', { body: paint.screenshot, contentType: 'image/png' })
  expect(isDark(paint.screenshot)).toBe(true)
  // The prerendered form (inert until the script takes over) is there, in the dark theme, before any script ran.
  await expect(page.locator('h1', { hasText: 'Connect to Inbox Console' })).toBeVisible()
})

test('with no choice the theme follows the system, and changes with it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await connectDemo(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
})

test('on a phone the theme is chosen in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await connectDemo(page)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog').getByRole('combobox', { name: 'Theme' }).selectOption('dark')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.keyboard.press('Escape')
})

test('in the dark theme the phone preview has a dark wallpaper, its bubbles a step lighter', async ({ page }) => {
  await connectDemo(page, '/w/ws_1/templates/tpl_1')
  const preview = page.getByRole('figure', { name: 'Message preview' })
  await expect(preview).toBeVisible()
  await page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).selectOption('dark')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  /** Relative luminance (0 black, 1 white) of the wallpaper and of the first bubble, whatever colour syntax they use. */
  const luminances = () =>
    preview.evaluate((figure) => {
      const context = document.createElement('canvas').getContext('2d')!
      const luminanceOf = (element: Element) => {
        context.fillStyle = getComputedStyle(element).backgroundColor
        context.fillRect(0, 0, 1, 1)
        const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((value) => {
          const c = value / 255
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
      }
      return { wallpaper: luminanceOf(figure), bubble: luminanceOf(figure.firstElementChild!) }
    })
  // The dark stylesheet loads after the class: wait for the wallpaper to turn.
  await expect.poll(async () => (await luminances()).wallpaper).toBeLessThan(0.02)
  const { wallpaper, bubble } = await luminances()
  expect(bubble, 'the bubbles stand out from the wallpaper').toBeGreaterThan(wallpaper * 1.5)
  expect(bubble, 'the bubbles are dark too').toBeLessThan(0.05)
})
