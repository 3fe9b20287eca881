import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/**
 * Serious or critical axe violations on the page once it has settled, described one per line. A toast still
 * fading in or out has the contrast of its half-way opacity, which no one reads; looping animations (skeletons) are
 * part of the page and not waited for.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  // Likewise a toast on its way in or out: sonner puts it in the page transparent and fades it in from the next
  // frame, and keeps it, fading, for a moment after it is dismissed.
  await expect(
    page.locator('[data-sonner-toast]:not([data-mounted="true"]), [data-sonner-toast][data-removed="true"]'),
  ).toHaveCount(0)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await a11yViolations(page), `axe violations on ${page.url()}`).toEqual([])
}

/**
 * Collects every Content-Security-Policy violation the page reports, in any document it loads, one line each.
 * The preview and nginx send the production CSP (deploy/security-headers.mjs), which allows nothing inline.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => void violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(violation: string): void }).__reportCspViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      )
    })
  })
  return violations
}

interface Fixtures {
  /** Set to false in a test that ends on a page that is not a screen (e.g. a closed tab). */
  checkA11yOnExit: boolean
}

/**
 * Every test ends with an accessibility scan of the screen it finished on, so each new screen is
 * checked as soon as a test visits it; call expectAccessible() for screens passed through mid-test.
 * Any CSP violation during the test fails it.
 */
export const test = base.extend<Fixtures>({
  checkA11yOnExit: [true, { option: true }],
  page: async ({ page, checkA11yOnExit }, use, testInfo) => {
    const cspViolations = await watchCspViolations(page)
    await use(page)
    // Violation events are dispatched as tasks: let those already queued run before reading the list.
    if (!page.isClosed())
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve))).catch(() => undefined)
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([])
    if (checkA11yOnExit && testInfo.status === testInfo.expectedStatus && !page.isClosed()) {
      await page.waitForLoadState('networkidle')
      await expectAccessible(page)
    }
  },
})

export { expect }

export const DEMO_KEY = 'demo-key-7f3a9c'

/** Connects in demo mode from wherever the app is and waits for the first workspace's overview. */
export async function connectDemo(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

/**
 * Connects in live mode with the demo's key, to this site's own /v1 (the mock API behind the preview), from the
 * connect screen at `path` (its `redirect` says where to land). The caller waits for what it expects to see.
 */
export async function connectLive(page: Page, path = '/connect'): Promise<void> {
  await page.goto(path)
  await chooseMode(page, 'Live API')
  await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY)
  await page.getByRole('button', { name: 'Connect' }).click()
}

/** Picks a connection mode by clicking its card, as a user does (the radio itself is visually hidden). */
export async function chooseMode(page: Page, mode: 'Demo' | 'Live API'): Promise<void> {
  await page.locator('label').filter({ hasText: mode }).click()
  await expect(page.getByRole('radio', { name: mode, exact: true })).toBeChecked()
}
