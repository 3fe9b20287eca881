import type { Page, Request } from '@playwright/test'
// The demo API misbehaves on request: see src/mocks/faults.ts.
import { DEMO_FAULTS_KEY, type Fault } from '../src/mocks/faults'
import {
  FINISHED_CAMPAIGN_ID,
  FINISHED_CAMPAIGN_OPT_OUTS,
  SCHEDULED_CAMPAIGN_ID,
  SCHEDULED_CAMPAIGN_TO_CANCEL_ID,
} from '../src/mocks/seed-broadcasts'
import { a11yViolations, connectDemo, expect, test } from './fixtures'
import { expectFocusNotOnBody, tabTo } from './keyboard-helpers'

/*
 * The campaign composer (issue 31) in demo mode, in São Paulo's time zone (GMT−03:00 all year): a scheduled campaign
 * composed and launched, a draft across a reload, a seeded scheduled campaign edited, "Send again" from a finished
 * one, and every step scanned by axe and gone through by keyboard alone.
 */
test.use({ timezoneId: 'America/Sao_Paulo' })

const NEW = '/w/ws_1/broadcasts/new'
const STEPS = ['Message', 'Values', 'Audience', 'When', 'Review'] as const

/** The step on show: the composer's form is named by its heading. */
const step = (page: Page, name: string) => page.getByRole('form', { name })
const next = (page: Page, to: string) => page.getByRole('button', { name: `Next: ${to}` })
const stepLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Steps' }).getByRole('link', { name: new RegExp(`: ${name},`) })

/** Tomorrow's date on São Paulo's clock, as a date input holds it. */
function tomorrowInSaoPaulo(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(Date.now() + 86_400_000)
}

const isBroadcastWrite = (method: string, path: RegExp) => (request: Request) =>
  request.method() === method && path.test(new URL(request.url()).pathname)

async function openComposer(page: Page, path = NEW) {
  await connectDemo(page)
  await page.goto(path)
  await expect(step(page, 'Message')).toBeVisible()
}

async function composeMessage(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByRole('combobox', { name: 'Template' }).fill('order_conf')
  await page.getByRole('option', { name: /^order_confirmation \(English \(UK\)\)/ }).click()
  await expect(page.getByText('Utility · English (UK) · Approved')).toBeVisible()
}

async function composeValues(page: Page) {
  const form = step(page, 'Values')
  await form.getByRole('textbox', { name: 'Header {{1}}' }).fill('NW-60001')
  await form.getByRole('textbox', { name: 'Body {{1}}' }).fill('Marina')
  await form.getByRole('textbox', { name: 'Body {{2}}' }).fill('NW-60001')
  await form.getByRole('textbox', { name: 'Body {{3}}' }).fill('R$ 120,00')
  await form.getByRole('textbox', { name: /Button “View order”/ }).fill('NW-60001')
  await expect(form.getByRole('figure', { name: 'Message preview' })).toContainText('Hi Marina, thanks for your order')
}

test('a campaign composed in São Paulo is scheduled at the UTC instant of its local time, and listed', async ({
  page,
}) => {
  await openComposer(page)
  await composeMessage(page, 'E2E São Paulo follow-up')
  await next(page, 'Values').click()
  await composeValues(page)
  await next(page, 'Audience').click()
  await step(page, 'Audience').getByRole('checkbox', { name: 'VIP customers — EU' }).check()
  await step(page, 'Audience').getByRole('checkbox', { name: 'Lapsed buyers (90 days)' }).check()
  await expect(page.getByText('The service counts a segment’s members when it sends.')).toBeVisible()
  await next(page, 'When').click()
  await step(page, 'When').getByRole('radio', { name: 'Schedule' }).check()
  const day = tomorrowInSaoPaulo()
  await page.getByLabel('Day', { exact: true }).fill(day)
  await page.getByLabel('Time', { exact: true }).fill('09:30')
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('São Paulo time (GMT−03:00)')
  await expect(step(page, 'When')).toContainText('09:30 São Paulo time (GMT−03:00) = 12:30 UTC')
  await next(page, 'Review').click()
  await expect(page.getByRole('region', { name: '4. When' })).toContainText('= 12:30 UTC')

  const posting = page.waitForRequest(isBroadcastWrite('POST', /^\/v1\/broadcasts$/))
  await page.getByRole('button', { name: 'Schedule broadcast' }).click()
  expect((await posting).postDataJSON()).toEqual({
    workspace: { id: 'ws_1' },
    name: 'E2E São Paulo follow-up',
    type: 'TEMPLATE',
    template: { name: 'order_confirmation', language: 'en_GB' },
    headerTextParameters: ['NW-60001'],
    bodyTextParameters: ['Marina', 'NW-60001', 'R$ 120,00'],
    buttonUrlParameters: ['NW-60001'],
    segments: [{ id: 'seg_1' }, { id: 'seg_2' }],
    scheduleDateTime: `${day}T12:30:00.000Z`,
  })
  await expect(page.getByRole('heading', { level: 1, name: 'E2E São Paulo follow-up' })).toBeVisible()
  await expect(page.getByText(/“E2E São Paulo follow-up” scheduled for/)).toBeVisible()

  await page.getByRole('link', { name: 'All broadcasts' }).click()
  await expect(page.getByRole('row', { name: /E2E São Paulo follow-up/ })).toContainText('Scheduled')
})

test('a draft survives a reload half-way, on its step, and says so', async ({ page }) => {
  await openComposer(page)
  await composeMessage(page, 'E2E draft across a reload')
  await next(page, 'Values').click()
  await step(page, 'Values').getByRole('textbox', { name: 'Body {{1}}' }).fill('Kept')
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('inbox-console:broadcast-draft:ws_1')))
    .toContain('Kept')

  await page.reload()
  await expect(page.getByText(/^Restored your draft from .+\.$/)).toBeVisible()
  await expect(step(page, 'Values').getByRole('textbox', { name: 'Body {{1}}' })).toHaveValue('Kept')
  await expect(stepLink(page, 'Message')).toHaveAccessibleName('Step 1: Message, done')
  await stepLink(page, 'Message').click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('E2E draft across a reload')
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue('order_confirmation (English (UK))')
})

test('a key refused at launch: after reconnecting the draft is all there, and it launches once', async ({ page }) => {
  await openComposer(page)
  await composeMessage(page, 'E2E after a refused key')
  await next(page, 'Values').click()
  await page.getByRole('button', { name: 'Use the examples' }).click()
  await next(page, 'Audience').click()
  await step(page, 'Audience').getByRole('checkbox', { name: 'VIP customers — EU' }).check()
  await stepLink(page, 'Review').click()
  const fault: Fault = { method: 'POST', path: '/v1/broadcasts', status: 401, body: { message: 'Key expired' } }
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    DEMO_FAULTS_KEY,
    JSON.stringify([fault]),
  ] as const)
  await page.getByRole('button', { name: 'Send broadcast now' }).click()

  await expect(page.getByRole('alert')).toContainText('The API refused the key (Key expired)')
  await page.getByRole('button', { name: 'Enter the demo' }).click()
  await expect(step(page, 'Review')).toBeVisible()
  await expect(page.getByText(/^Restored your draft from .+\.$/)).toBeVisible()
  await expect(page.getByRole('region', { name: '1. Message' })).toContainText('E2E after a refused key')

  const posts: unknown[] = []
  page.on('request', (request) => {
    if (isBroadcastWrite('POST', /^\/v1\/broadcasts$/)(request)) posts.push(request.postDataJSON())
  })
  await page.getByRole('button', { name: 'Send broadcast now' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'E2E after a refused key' })).toBeVisible()
  expect(posts).toHaveLength(1)
  expect(await page.evaluate(() => localStorage.getItem('inbox-console:broadcast-draft:ws_1'))).toBeNull()
})

test('a seeded scheduled campaign is edited in the composer, its other fields sent back as read', async ({ page }) => {
  await connectDemo(page)
  const reading = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && response.url().endsWith(`/v1/broadcasts/${SCHEDULED_CAMPAIGN_ID}`),
  )
  await page.goto(`/w/ws_1/broadcasts/${SCHEDULED_CAMPAIGN_ID}`)
  const record = (await (await reading).json()) as Record<string, unknown>
  await page.getByRole('link', { name: 'Edit', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${String(record.name)}”` })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('E2E edited weekend confirmations')
  await stepLink(page, 'Review').click()
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue(String(record.type))

  const putting = page.waitForRequest(isBroadcastWrite('PUT', new RegExp(`/v1/broadcasts/${SCHEDULED_CAMPAIGN_ID}$`)))
  await page.getByRole('button', { name: 'Schedule broadcast' }).click()
  expect((await putting).postDataJSON()).toEqual({ ...record, name: 'E2E edited weekend confirmations' })
  await expect(page.getByRole('heading', { level: 1, name: 'E2E edited weekend confirmations' })).toBeVisible()
})

test('another scheduled campaign is cancelled: the confirmation says it will not be sent, and it is gone', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto(`/w/ws_1/broadcasts/${SCHEDULED_CAMPAIGN_TO_CANCEL_ID}`)
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Cancel broadcast' }).click()
  const dialog = page.getByRole('dialog', { name: `Cancel “${name}”?` })
  await expect(dialog).toContainText('It will not be sent.')
  const deleting = page.waitForRequest(
    isBroadcastWrite('DELETE', new RegExp(`/v1/broadcasts/${SCHEDULED_CAMPAIGN_TO_CANCEL_ID}$`)),
  )
  await dialog.getByRole('button', { name: 'Cancel broadcast' }).click()
  await deleting
  await expect(page.getByText(`Cancelled “${name}”: it will not be sent`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Broadcasts' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search broadcasts by name' }).fill(name)
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
  await page.goto(`/w/ws_1/broadcasts/${SCHEDULED_CAMPAIGN_TO_CANCEL_ID}`)
  await expect(page.getByText(/not found|could not be found|no longer exists/i).first()).toBeVisible()
})

test('"Send again to people who did not read" starts with that audience and counts the STOP replies', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto(`/w/ws_1/broadcasts/${FINISHED_CAMPAIGN_ID}`)
  const source = await page.getByRole('heading', { level: 1 }).textContent()
  await page.getByRole('link', { name: 'Send again to people who did not read' }).click()
  await expect(step(page, 'Message')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${source} — did not read`)

  await stepLink(page, 'Audience').click()
  await expect(page.getByRole('radio', { name: 'People of an earlier broadcast' })).toBeChecked()
  await expect(page.getByLabel('Which broadcast')).toHaveValue(FINISHED_CAMPAIGN_ID)
  await expect(page.getByRole('radio', { name: /^Did not read/ })).toBeChecked()
  await expect(step(page, 'Audience')).toContainText(/Size: [\d,]+ (people|person), from the figures of/)

  await stepLink(page, 'Review').click()
  await expect(page.getByText(`${FINISHED_CAMPAIGN_OPT_OUTS} people replied STOP or the like`)).toBeVisible()
  await expect(page.getByText(/the service does not leave them out by itself/)).toBeVisible()
})

for (const theme of ['light', 'dark'] as const)
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1366, height: 900 },
  ])
    test(`every step is axe-clean, ${viewport.name}, ${theme} theme`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await connectDemo(page)
      if (theme === 'dark') await page.evaluate(() => localStorage.setItem('inbox-console:theme', 'dark'))
      await page.goto(NEW)
      const scan = async (name: string) => {
        await expect(step(page, name)).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect.soft(await a11yViolations(page), `axe violations on ${name}`).toEqual([])
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
        expect.soft(sideways, `sideways scroll on ${name}`).toBe(false)
      }
      await composeMessage(page, 'E2E axe')
      await scan('Message')
      await next(page, 'Values').click()
      await next(page, 'Audience').click()
      await expect(page.getByRole('textbox', { name: 'Header {{1}}' })).toBeFocused()
      await scan('Values')
      await page.getByRole('button', { name: 'Use the examples' }).click()
      await next(page, 'Audience').click()
      await page.getByRole('radio', { name: 'People of an earlier broadcast' }).check()
      await page.getByLabel('Which broadcast').selectOption(FINISHED_CAMPAIGN_ID)
      await page.getByRole('radio', { name: /^Did not read/ }).check()
      await scan('Audience')
      await next(page, 'When').click()
      await page.getByRole('radio', { name: 'Schedule' }).check()
      await page.getByRole('combobox', { name: 'Time zone' }).click()
      await scan('When')
      await page.keyboard.press('Escape')
      await page.getByLabel('Day', { exact: true }).fill('')
      await stepLink(page, 'Review').click()
      await expect(page.getByText(`${FINISHED_CAMPAIGN_OPT_OUTS} people replied STOP or the like`)).toBeVisible()
      await page.getByRole('button', { name: 'Schedule broadcast' }).click()
      await expect(page.getByRole('alert')).toContainText('Step 4: When')
      await scan('Review')
    })

test('every step by keyboard alone, to the launch', async ({ page }) => {
  await openComposer(page)
  const press = async (key: string) => {
    await page.keyboard.press(key)
    await expectFocusNotOnBody(page)
  }
  await tabTo(page, page.getByLabel('Name', { exact: true }))
  await page.keyboard.type('E2E keyboard campaign')
  await press('Tab')
  await page.keyboard.type('order_conf')
  await expect(page.getByRole('listbox', { name: 'Templates' }).getByRole('option').first()).toHaveText(
    /^order_confirmation/,
  )
  await press('ArrowDown')
  await press('Enter')
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue('order_confirmation (English (UK))')
  await tabTo(page, next(page, 'Values'))
  await press('Enter')

  for (const [from, to] of [
    ['Values', 'Audience'],
    ['Audience', 'When'],
    ['When', 'Review'],
  ] as const) {
    await expect(page.getByRole('heading', { level: 2, name: from })).toBeFocused()
    if (from === 'Values') {
      await tabTo(page, page.getByRole('button', { name: 'Use the examples' }))
      await press('Enter')
    }
    if (from === 'Audience') {
      await tabTo(page, page.getByRole('checkbox', { name: 'VIP customers — EU' }))
      await press('Space')
    }
    if (from === 'When') {
      await tabTo(page, page.getByRole('radio', { name: 'Send now' }))
      await press('ArrowRight')
      await expect(page.getByRole('radio', { name: 'Schedule' })).toBeChecked()
      await expect(step(page, 'When')).toContainText('09:00 São Paulo time (GMT−03:00) = 12:00 UTC')
    }
    await tabTo(page, next(page, to))
    await press('Enter')
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeFocused()
  for (const name of STEPS) await expect(stepLink(page, name)).toHaveAccessibleName(new RegExp(`${name}, done$`))
  const posting = page.waitForRequest(isBroadcastWrite('POST', /^\/v1\/broadcasts$/))
  await tabTo(page, page.getByRole('button', { name: 'Schedule broadcast' }))
  await press('Enter')
  expect((await posting).postDataJSON()).toMatchObject({ name: 'E2E keyboard campaign', segments: [{ id: 'seg_1' }] })
  await expect(page.getByRole('heading', { level: 1, name: 'E2E keyboard campaign' })).toBeFocused()
})
