import { connectDemo, expect, test } from './fixtures'

test('Ctrl/⌘+K, part of a template’s name, Enter: the template opens, by keyboard alone', async ({ page }) => {
  await connectDemo(page)
  await page.keyboard.press('ControlOrMeta+k')
  const palette = page.getByRole('dialog', { name: 'Search and commands' })
  const search = palette.getByRole('combobox', { name: 'Search and commands' })
  await expect(search).toBeFocused()
  await page.keyboard.type('delivery_del')
  const results = palette.getByRole('listbox', { name: 'Results' })
  await expect(results.getByRole('group', { name: 'Templates' }).getByRole('option').first()).toContainText(
    'delivery_delayed',
  )
  await expect(palette.getByRole('status')).toHaveText(/^\d+ results?/)
  await page.keyboard.press('Enter')
  await expect(palette).toBeHidden()
  await expect(page).toHaveURL(/\/w\/ws_1\/templates\/[^/?]+$/)
  await expect(page.getByRole('heading', { level: 1, name: /delivery_delayed/ })).toBeFocused()
})

test('every screen’s "New …" is in the palette: New webhook opens its create dialog on the webhooks page', async ({
  page,
}) => {
  await connectDemo(page)
  await page.keyboard.press('ControlOrMeta+k')
  const palette = page.getByRole('dialog', { name: 'Search and commands' })
  await expect(palette.getByRole('combobox', { name: 'Search and commands' })).toBeFocused()
  await page.keyboard.type('new')
  const actions = palette.getByRole('listbox', { name: 'Results' }).getByRole('group', { name: 'Actions' })
  await expect(actions.getByRole('option')).toHaveText([
    'New template',
    'New broadcast',
    'New segment',
    'Send a message',
    'New webhook',
    'New contact tag',
  ])

  await page.keyboard.type(' webhook')
  await expect(actions.getByRole('option')).toHaveText(['New webhook'])
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'New webhook' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/webhooks\?new=1$/)
  // Over the webhooks list, which the open dialog hides from assistive technology meanwhile.
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks', includeHidden: true })).toBeAttached()

  // Closing it leaves the list, with the request gone from the URL (Back does not reopen it).
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/webhooks$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/w\/ws_1$/)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the header keeps one row; the palette opens from its button, and "?" lists the shortcuts', async ({ page }) => {
    await connectDemo(page)
    const header = page.getByRole('banner')
    const launcher = header.getByRole('button', { name: 'Search and commands' })
    const workspace = header.getByRole('button', { name: 'Workspace: Northwind Retail — EU, change' })
    await expect(launcher).toBeVisible()
    await expect(workspace).toBeVisible()
    const [a, b] = [await launcher.boundingBox(), await workspace.boundingBox()]
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? 100))).toBeLessThan(8)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await launcher.click()
    const palette = page.getByRole('dialog', { name: 'Search and commands' })
    await expect(palette).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(palette).toBeHidden()
    await expect(launcher).toBeFocused()

    await page.keyboard.press('?')
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(shortcuts.getByRole('table')).toContainText('Open or close search and commands')
    await page.keyboard.press('Escape')
    await expect(launcher).toBeFocused()
  })
})
