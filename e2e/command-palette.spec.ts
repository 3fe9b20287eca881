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
