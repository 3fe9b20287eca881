import type { Locator, Page } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'

/*
 * A press that blurs a field must not lose its click: whatever the blur shows (a field's error) may not move the
 * control under the pointer between the pointer going down and coming up. Each press here is a real one, and each
 * starts in a field whose blur shows an error above the control pressed.
 */

/**
 * The pointer goes down on the control's centre (which blurs the focused field), the page gets two frames to lay out
 * what the blur showed, then the pointer comes up where it went down.
 */
async function press(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  if (!box) throw new Error('the control is not on the page')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.mouse.up()
}

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const

async function openBuilder(page: Page) {
  await connectDemo(page, '/w/ws_1/templates/new')
  await expect(page.getByRole('heading', { name: 'New WhatsApp template' })).toBeVisible()
}

const builderButtons = (page: Page) => page.getByRole('group', { name: 'Buttons' }).getByRole('listitem')
const checks = (page: Page) => page.getByRole('region', { name: 'Checks' })

/** Adds a quick reply and leaves its text empty, focused: leaving it shows "Write the text of button 1." above the controls below it. */
async function focusAnEmptyButtonText(page: Page) {
  await page.getByRole('button', { name: 'Add quick reply button' }).click()
  await expect(page.getByLabel('Button 1 text')).toBeFocused()
}

for (const [width, viewport] of viewports) {
  test.describe(`template builder, ${width}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport)
      await openBuilder(page)
    })

    test('three presses of "Add quick reply button" right after typing make three buttons', async ({ page }) => {
      await page.getByLabel('Name', { exact: true }).fill('Not Valid!')
      for (let count = 1; count <= 3; count++) {
        await press(page, page.getByRole('button', { name: 'Add quick reply button' }))
        await expect(page.getByLabel(`Button ${count} text`)).toBeFocused()
      }
      await expect(builderButtons(page)).toHaveCount(3)
      // The errors the presses held back show once each press is over.
      await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel('Button 2 text')).toHaveAttribute('aria-invalid', 'true')
    })

    test('two presses of "Add visit website button" make two, then "Add call phone number button" makes one', async ({
      page,
    }) => {
      await page.getByLabel('Name', { exact: true }).fill('Not Valid!')
      await press(page, page.getByRole('button', { name: 'Add visit website button' }))
      await expect(page.getByLabel('Button 1 text')).toBeFocused()
      await press(page, page.getByRole('button', { name: 'Add visit website button' }))
      await expect(page.getByLabel('Button 2 text')).toBeFocused()
      await press(page, page.getByRole('button', { name: 'Add call phone number button' }))
      await expect(page.getByLabel('Button 3 text')).toBeFocused()
      await expect(page.getByLabel('Button 3 phone number')).toBeVisible()
      await expect(builderButtons(page)).toHaveCount(3)
    })

    test("the header's Add variable, pressed as the header text shows its error", async ({ page }) => {
      await page.getByLabel('Header type').selectOption('TEXT')
      await page.getByLabel('Header text').fill('Hello 🎉')
      await press(page, page.getByRole('group', { name: 'Header' }).getByRole('button', { name: 'Add variable' }))
      await expect(page.getByLabel('Header text')).toHaveValue('Hello 🎉 {{1}}')
      await expect(page.getByLabel('Example for header {{1}}')).toBeFocused()
      await expect(page.getByLabel('Header text')).toHaveAttribute('aria-invalid', 'true')
    })

    test("the body's Add variable, twice", async ({ page }) => {
      await page.getByLabel('Name', { exact: true }).fill('Not Valid!')
      await page.getByLabel('Body text').fill('Hi ')
      const add = page.getByRole('group', { name: 'Body' }).getByRole('button', { name: 'Add variable' })
      await press(page, add)
      await press(page, add)
      await expect(page.getByLabel('Body text')).toHaveValue('Hi {{1}}{{2}}')
    })

    test('the Add example fix of the checks, pressed as a button text shows its error', async ({ page }) => {
      await page.getByLabel('Body text').fill('Hi {{1}}, your order is on its way to you.')
      await focusAnEmptyButtonText(page)
      await press(page, checks(page).getByRole('button', { name: 'Add example' }))
      await expect(page.getByLabel('Example for {{1}}')).toHaveValue('Emily')
      await expect(page.getByLabel('Button 1 text')).toHaveAttribute('aria-invalid', 'true')
    })

    test('the Add opt-out footer fix of the checks, pressed as a button text shows its error', async ({ page }) => {
      await page.getByLabel('Category').selectOption('MARKETING')
      await page.getByLabel('Body text').fill('Our winter sale starts today with up to 40% off everything.')
      await focusAnEmptyButtonText(page)
      await press(page, checks(page).getByRole('button', { name: 'Add opt-out footer' }))
      await expect(page.getByLabel('Footer text')).toHaveValue('Reply STOP to unsubscribe')
    })
  })
}

const sendForm = (page: Page) => page.getByRole('form', { name: 'Send a message' })

async function openConsole(page: Page, channel: string) {
  await connectDemo(page)
  await page.goto(`/w/ws_1/messages?channel=${channel}&kind=template`)
  await expect(sendForm(page).getByRole('button', { name: 'Send message' })).toBeVisible()
}

for (const [width, viewport] of viewports) {
  test.describe(`messages console, ${width}`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport))

    test('Telegram: three presses of "Add button" right after typing make three buttons', async ({ page }) => {
      await openConsole(page, 'telegram')
      await sendForm(page).getByRole('textbox', { name: 'Message' }).fill('Which day suits you?')
      const add = sendForm(page).getByRole('button', { name: 'Add button' })
      for (let count = 1; count <= 3; count++) {
        await press(page, add)
        await expect(sendForm(page).getByRole('textbox', { name: `Button ${count} text` })).toBeVisible()
        await sendForm(page)
          .getByRole('textbox', { name: `Button ${count} text` })
          .fill(`Day ${count}`)
      }
      await expect(sendForm(page).getByRole('group', { name: 'Buttons' }).getByRole('listitem')).toHaveCount(3)
    })

    for (const channel of ['messenger', 'instagram']) {
      test(`${channel}: "Add element" and each element's "Add button" right after typing`, async ({ page }) => {
        await openConsole(page, channel)
        const elements = sendForm(page).getByRole('group', { name: 'Elements' })
        await elements.getByRole('textbox', { name: 'Title of element 1' }).fill('Spring menu')
        await press(page, elements.getByRole('button', { name: 'Add element' }))
        await elements.getByRole('textbox', { name: 'Title of element 2' }).fill('Summer menu')
        await press(page, elements.getByRole('button', { name: 'Add element' }))
        await expect(elements.getByRole('heading', { name: /^Element \d$/ })).toHaveCount(3)

        for (let count = 1; count <= 3; count++) {
          await press(page, elements.getByRole('button', { name: 'Add button (element 2)' }))
          await elements.getByRole('textbox', { name: `Button ${count} text (element 2)` }).fill(`Choice ${count}`)
        }
        await expect(elements.getByRole('textbox', { name: /^Button \d text \(element 2\)$/ })).toHaveCount(3)
      })
    }
  })
}

test.describe('a submit with problems', () => {
  test('a new webhook with no name and no events: focus goes to the name, and the summary under the buttons names each problem', async ({
    page,
  }) => {
    await connectDemo(page, '/webhooks')
    await page.getByRole('button', { name: 'New webhook' }).click()
    const dialog = page.getByRole('dialog', { name: 'New webhook' })
    await dialog.getByLabel('Server URL').fill('https://hooks.example.com/inbox')
    const submit = dialog.getByRole('button', { name: 'Create webhook' })
    await press(page, submit)

    await expect(dialog.getByLabel('Name')).toBeFocused()
    const summary = dialog.getByRole('alert').filter({ hasText: 'problems to fix' })
    await expect(summary.getByRole('link')).toHaveText(['Name: Name is required', 'Events: Choose at least one event'])
    const below = await summary.evaluate(
      (element, button) => !!(button.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
      await submit.elementHandle(),
    )
    expect(below, 'the summary comes after the submit button').toBe(true)

    await summary.getByRole('link', { name: /^Events:/ }).click()
    await expect(dialog.getByRole('checkbox', { name: /^Select all/ }).first()).toBeFocused()
  })

  test('the template builder: focus goes to the first field with a problem, and the summary under the button names each', async ({
    page,
  }) => {
    await openBuilder(page)
    await page.getByLabel('Name', { exact: true }).fill('order_update')
    await page.getByLabel('Body text').fill('Your code is {{1}}')
    await press(page, page.getByRole('button', { name: 'Submit for review' }))

    await expect(page.getByLabel('Body text')).toBeFocused()
    const summary = page.getByRole('alert').filter({ hasText: 'listed under Checks before submitting' })
    await expect(summary.getByRole('link')).toHaveText([
      /^Body text: Add words after \{\{1\}\}/,
      'Example for {{1}}: Add an example for body {{1}}.',
    ])
    await summary.getByRole('link', { name: /^Example for/ }).click()
    await expect(page.getByLabel('Example for {{1}}')).toBeFocused()
  })
})
