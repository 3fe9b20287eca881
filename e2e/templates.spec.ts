import type { Locator, Page } from '@playwright/test'
import { connectDemo, expect, expectAccessible, test } from './fixtures'

async function openBuilder(page: Page) {
  await connectDemo(page)
  await page.getByRole('link', { name: 'Templates', exact: true }).click()
  await page.getByRole('link', { name: 'New template' }).click()
  await expect(page.getByRole('heading', { name: 'New WhatsApp template' })).toBeVisible()
}

const checks = (page: Page) => page.getByRole('region', { name: 'Checks' })
/** The name of each row: its first cell's link (the languages are links too). */
const nameLinks = (table: Locator) => table.locator('tbody tr > :first-child').getByRole('link')
const preview = (page: Page) => page.getByRole('figure', { name: 'Message preview' })

test('build a marketing template with an image header, variables, opt-out and three buttons; it lists as pending', async ({
  page,
}) => {
  await openBuilder(page)
  await page.getByLabel('Name', { exact: true }).fill('e2e_spring_sale')
  await page.getByLabel('Category').selectOption('MARKETING')
  await page.getByLabel('Header type').selectOption('IMAGE')
  await page.getByLabel('Sample image URL').fill('https://cdn.example.com/spring.jpg')

  const body = page.getByLabel('Body text')
  await body.fill('Hi ')
  await page.getByRole('button', { name: 'Add variable' }).click()
  await body.press('End')
  await body.pressSequentially(', our *spring sale* is on: ')
  await page.getByRole('button', { name: 'Add variable' }).click()
  await body.press('End')
  await body.pressSequentially(' off everything in store and online until Sunday.')
  await expect(body).toHaveValue(
    'Hi {{1}}, our *spring sale* is on: {{2}} off everything in store and online until Sunday.',
  )
  await page.getByLabel('Example for {{1}}').fill('Ana')
  await page.getByLabel('Example for {{2}}').fill('30%')
  await expect(preview(page)).toContainText('Hi Ana, our spring sale is on: 30% off')
  await expect(preview(page).locator('strong')).toHaveText('spring sale')

  await expect(
    checks(page).getByText('A marketing template offers an opt-out').locator('xpath=ancestor::li'),
  ).toHaveAttribute('data-status', 'fail')
  await checks(page).getByRole('button', { name: 'Add opt-out footer' }).click()
  await expect(page.getByLabel('Footer text')).toHaveValue('Reply STOP to unsubscribe')

  await page.getByRole('button', { name: 'Add visit website button' }).click()
  await page.getByLabel('Button 1 text').fill('Shop the sale')
  await page.getByLabel('Button 1 URL').fill('https://shop.example/spring/{{1}}')
  await page.getByLabel('Example for button 1 URL {{1}}').fill('ana-30')
  await page.getByRole('button', { name: 'Add call phone number button' }).click()
  await page.getByLabel('Button 2 text').fill('Call the store')
  await page.getByLabel('Button 2 phone number').fill('+44 20 7946 0000')
  await page.getByRole('button', { name: 'Add quick reply button' }).click()
  await page.getByLabel('Button 3 text').fill('Stop promotions')
  await expect(page.getByRole('button', { name: 'Add quick reply button' })).toBeDisabled()
  await expect(preview(page)).toContainText('Shop the sale')

  await expect(checks(page)).toContainText('Ready to submit')
  await expect(page.getByText('This name is free in this workspace.')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Submit for review' }).click()

  await expect(page.getByRole('heading', { name: 'e2e_spring_sale' })).toBeVisible()
  await expect(page.getByText('“e2e_spring_sale” submitted for review')).toBeVisible()
  await expect(page.getByRole('main').getByText('Pending review')).toBeVisible()

  await page.getByRole('link', { name: 'WhatsApp templates' }).click()
  await page.getByRole('searchbox', { name: 'Search templates by name' }).fill('e2e_spring')
  await expect(page).toHaveURL(/searchText=e2e_spring/)
  const row = page.getByRole('row', { name: /e2e_spring_sale/ })
  await expect(row).toContainText('Marketing')
  await expect(row).toContainText('Pending review')
})

test('a marketing template without an opt-out is blocked', async ({ page }) => {
  await openBuilder(page)
  await page.getByLabel('Name', { exact: true }).fill('e2e_no_opt_out')
  await page.getByLabel('Category').selectOption('MARKETING')
  await page.getByLabel('Body text').fill('Big discounts this weekend on every winter coat in the store.')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText('Fix 1 problem listed under Checks before submitting.')).toBeVisible()
  await expect(checks(page)).toContainText('1 problem to fix before submitting')
  await expect(page).toHaveURL(/\/templates\/new$/)
})

test('a name already used in the workspace is blocked', async ({ page }) => {
  await openBuilder(page)
  await page.getByLabel('Name', { exact: true }).fill('flash_sale_24h')
  await page.getByLabel('Body text').fill('This name is taken by a seeded template in this workspace.')
  const name = page.getByLabel('Name', { exact: true })
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByText('Choose another name: a template in this workspace already has this one in this language.').first(),
  ).toBeVisible()
  await expect(
    checks(page).getByText('The name is not used in this workspace').locator('xpath=ancestor::li'),
  ).toHaveAttribute('data-status', 'fail')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByText(/listed under Checks before submitting/)).toBeVisible()
  await expect(page).toHaveURL(/\/templates\/new$/)
})

test('a reload mid-edit keeps the draft', async ({ page }) => {
  await openBuilder(page)
  await page.getByLabel('Name', { exact: true }).fill('e2e_half_written')
  await page.getByLabel('Body text').fill('Your parcel {{1}} is on its way.')
  await page.getByLabel('Example for {{1}}').fill('NW-1234')
  await page.reload()
  await expect(page.getByText(/Your unsaved draft from .* was restored/)).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('e2e_half_written')
  await expect(page.getByLabel('Body text')).toHaveValue('Your parcel {{1}} is on its way.')
  await expect(page.getByLabel('Example for {{1}}')).toHaveValue('NW-1234')
  await expect(preview(page)).toContainText('Your parcel NW-1234 is on its way.')

  await page.getByRole('button', { name: 'Discard draft' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()
})

test('the list pages through the URL, and hostile template text stays text', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  await connectDemo(page)
  await page.goto('/w/ws_1/templates?limit=10')
  const table = page.getByRole('table', { name: 'Templates' })
  await expect(table.getByRole('row')).toHaveCount(11)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(table.getByRole('row')).toHaveCount(11)
  await page.reload()
  await expect(page.getByText('Page 2')).toBeVisible()

  await page.goto('/w/ws_1/templates?searchText=html_injection')
  await table.getByRole('link', { name: 'html_injection_probe' }).click()
  await expect(page.getByRole('heading', { name: 'html_injection_probe' })).toBeVisible()
  await expect(preview(page)).toContainText('<script>alert(1)</script>')
  await expect(preview(page).locator('script, img')).toHaveCount(0)
  expect(dialogs).toBe(0)
})

test('duplicate as new opens the builder prefilled', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates?searchText=flash_sale_24h')
  await page.getByRole('link', { name: 'flash_sale_24h' }).click()
  await page.getByRole('link', { name: 'Duplicate as new' }).click()
  await expect(page.getByRole('heading', { name: 'Duplicate flash_sale_24h' })).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('flash_sale_24h_copy')
  await expect(page.getByLabel('Category')).toHaveValue('MARKETING')
  await expect(page.getByLabel('Body text')).not.toHaveValue('')
})

test('the draft survives a forced reconnect and the user lands back in the builder', async ({ page }) => {
  await openBuilder(page)
  await page.getByLabel('Name', { exact: true }).fill('e2e_before_401')
  await page.getByLabel('Body text').fill('Drafted before the key was revoked.')

  await page.evaluate(() => {
    const session = JSON.parse(sessionStorage.getItem('inbox-console:session') ?? '{}')
    sessionStorage.setItem('inbox-console:session', JSON.stringify({ ...session, apiKey: 'revoked-key' }))
  })
  await page.reload()
  await expect(page.getByRole('alert')).toContainText('The API refused the key')
  await page.getByRole('button', { name: 'Enter the demo' }).click()

  await expect(page).toHaveURL(/\/w\/ws_1\/templates\/new$/)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('e2e_before_401')
  await expect(page.getByLabel('Body text')).toHaveValue('Drafted before the key was revoked.')
})

test('filter by Rejected and Marketing: the URL keeps the filter, the list shows the total, and a reload keeps both', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates')
  const table = page.getByRole('table', { name: 'Templates' })
  await expect(table.getByRole('link').first()).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Rejected' })
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Marketing' })
  await expect(page).toHaveURL(/status=REJECTED/)
  await expect(page).toHaveURL(/category=MARKETING/)
  await expect(page.getByText(/^2 of 50 templates match$/)).toBeVisible()
  await expect(nameLinks(table)).toHaveText(['winback_20_percent', 'referral_invite'])
  for (const row of await table
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .all()) {
    await expect(row).toContainText('Rejected')
    await expect(row).toContainText('Marketing')
  }
  await page.reload()
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('REJECTED')
  await expect(page.getByText(/^2 of 50 templates match$/)).toBeVisible()
  await expect(page.getByText(/Page 1 of 1/)).toBeVisible()
})

test('a rejected template’s detail leads with the checks it fails, then the reasons no check can see', async ({
  page,
}) => {
  await connectDemo(page)
  // The API answers with a rejected template whose body ends with a variable, a published rejection reason.
  const rejected = {
    id: 'tpl_3',
    workspace: { id: 'ws_1', title: 'Northwind Retail — EU' },
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    template: {
      name: 'order_code_rejected',
      category: 'UTILITY',
      language: 'en_GB',
      status: 'REJECTED',
      components: [{ type: 'BODY', text: 'Your order code is {{1}}', example: { body_text: [['NW-1234']] } }],
    },
  }
  await page.evaluate(
    (body) =>
      localStorage.setItem(
        'inbox-console:demo-faults',
        JSON.stringify([{ method: 'GET', path: '/v1/whatsapp-templates/tpl_3', status: 200, body, times: 5 }]),
      ),
    rejected,
  )
  await page.goto('/w/ws_1/templates/tpl_3')
  await expect(page.getByRole('heading', { level: 1, name: 'order_code_rejected' })).toBeVisible()
  const why = page.getByRole('region', { name: 'WhatsApp most likely rejected this because…' })
  await expect(why).toContainText(/variable/i)
  await expect(why.getByRole('heading', { name: 'Other reasons no check can see' })).toBeVisible()
  await expect(why.getByRole('link', { name: 'Copy and fix' })).toBeVisible()
  await page.evaluate(() => localStorage.removeItem('inbox-console:demo-faults'))
})

test('after a submit with problems, each field shows its own error', async ({ page }) => {
  await openBuilder(page)
  await page.getByRole('button', { name: 'Submit for review' }).click()
  const body = page.getByLabel('Body text')
  await expect(body).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await body.getAttribute('aria-describedby')) ?? ''
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'))
  expect(errorId, 'the body field names its error').toBeTruthy()
  await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty()
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/templates\/new$/)
})

test('on an empty Utility form the checks panel shows only the checks that apply, passed ones folded', async ({
  page,
}) => {
  await openBuilder(page)
  const panel = checks(page)
  // The checks load once the user starts on the draft.
  await expect(panel).toContainText('The checks run as you write.')
  await page.getByLabel('Name', { exact: true }).focus()
  await expect(panel).not.toContainText('The checks run as you write.')
  await expect(page.getByLabel('Category')).toHaveValue('UTILITY')
  await expect(panel).not.toContainText('A marketing template offers an opt-out')
  await expect(panel).not.toContainText('At most 3 buttons')
  await expect(panel).not.toContainText('The name is not used in this workspace')
  const passed = panel.getByRole('button', { name: /checks? passed$/ })
  await expect(passed).toHaveAttribute('aria-expanded', 'false')
  await passed.click()
  await expect(passed).toHaveAttribute('aria-expanded', 'true')
})

test('in demo mode the list shows newer statuses, categories and kinds as sent, and filters by a new status', async ({
  page,
}) => {
  await connectDemo(page)
  // Every template on one page, so the scan below checks the contrast of every status badge the seed has.
  await page.goto('/w/ws_1/templates?sort=name-asc&limit=50')
  await expect(page.getByText(/^50 templates, in \d+ names$/)).toBeVisible()
  const table = page.getByRole('table', { name: 'Templates' })
  await expect(table.getByRole('row', { name: /^white_friday_offer\b/ })).toContainText('Paused')
  await expect(table.getByRole('row', { name: /^login_code\b/ })).toContainText('Portuguese (BR) · Archived')
  await expect(table.getByRole('row', { name: /^pickup_code\b/ })).toContainText('TRANSACTIONAL')
  await expect(table.getByRole('row', { name: /^winter_collection_launch\b/ })).toContainText('Approved')
  await expectAccessible(page)

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Paused' })
  await expect(page).toHaveURL(/status=PAUSED/)
  await expect(page.getByText(/^1 of 50 templates match$/)).toBeVisible()
  await expect(nameLinks(table)).toHaveText(['white_friday_offer'])
  await expect(page.getByText(/^Paused: WhatsApp paused it/)).toBeVisible()

  await page.getByLabel('Status', { exact: true }).selectOption('ARCHIVED')
  await expect(page).toHaveURL(/status=ARCHIVED/)
  await expect(nameLinks(table)).toHaveText(['login_code'])
  await page.reload()
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('ARCHIVED')
  await expect(page.getByText(/^1 of 50 templates match$/)).toBeVisible()
})

test('a paused template’s detail says what paused means', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates?searchText=white_friday')
  await page.getByRole('link', { name: 'white_friday_offer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'white_friday_offer' })).toBeVisible()
  await expect(page.getByRole('main').getByText('Paused', { exact: true })).toBeVisible()
  await expect(
    page.getByText(
      'WhatsApp paused it after negative feedback from customers: it cannot be sent until the pause ends.',
    ),
  ).toBeVisible()
})

test('newer parts show as labelled blocks in the detail and the preview, and a duplicate says which it leaves out', async ({
  page,
}) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates?searchText=winter_collection')
  await page.getByRole('link', { name: 'winter_collection_launch' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'winter_collection_launch' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Carousel component' })).toBeVisible()
  await expect(preview(page)).toContainText('Carousel component — not shown in this preview')
  await expect(preview(page)).toContainText('The Fjell parka: recycled down, rated to -20 °C.')
  await expectAccessible(page)

  await page.goto('/w/ws_1/templates?searchText=esquenta')
  await page.getByRole('link', { name: 'esquenta_black_friday' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'esquenta_black_friday' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Limited-time offer component' })).toBeVisible()
  await expect(page.getByText('(Copy code button, example ESQUENTA30)')).toBeVisible()
  await expect(preview(page)).toContainText('Limited-time offer component — not shown in this preview')
  await expect(preview(page).getByRole('listitem').filter({ hasText: 'Copy code button: Copiar código' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Duplicate as new' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate esquenta_black_friday' })).toBeVisible()
  const notice = page.getByRole('region', { name: 'Left out of this copy' })
  await expect(notice.getByRole('listitem')).toHaveText([
    'a LIMITED_TIME_OFFER component',
    'a COPY_CODE button “Copiar código”',
  ])
  await expect(page.getByLabel('Button 1 text')).toHaveValue('Aproveitar')
  await expect(page.getByLabel('Button 2 text')).toHaveCount(0)
})
