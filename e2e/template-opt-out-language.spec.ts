import type { Page } from '@playwright/test'
import { connectDemo, expect, test } from './fixtures'

const checks = (page: Page) => page.getByRole('region', { name: 'Checks' })

async function startMarketingTemplate(page: Page, name: string, language: string, body: string) {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates/new')
  await expect(page.getByRole('heading', { name: 'New WhatsApp template' })).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Category').selectOption('MARKETING')
  await page.getByLabel('Language', { exact: true }).fill(language)
  await page.getByLabel('Body text').fill(body)
}

test('a Spanish marketing template whose footer says to reply BAJA passes the checks and the demo API takes it', async ({
  page,
}) => {
  await startMarketingTemplate(
    page,
    'e2e_rebajas_baja',
    'es_ES',
    'Nuestras rebajas de invierno empiezan hoy en todas las tiendas y en la web.',
  )
  await page.getByLabel('Footer text').fill('Responde BAJA para darte de baja')
  await expect(checks(page)).toContainText('Ready to submit')
  await page.getByRole('button', { name: 'Submit for review' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'e2e_rebajas_baja' })).toBeVisible()
  await expect(page.getByText('“e2e_rebajas_baja” submitted for review')).toBeVisible()
})

test('on a Portuguese marketing template the opt-out fix writes Portuguese after the footer', async ({ page }) => {
  await startMarketingTemplate(
    page,
    'e2e_ofertas_sair',
    'pt_BR',
    'Nossa liquidação de inverno começa hoje em todas as lojas e no site.',
  )
  const footer = page.getByLabel('Footer text')
  await footer.fill('Loja Northwind')
  const line = 'Responda STOP para não receber mais'
  const optOut = checks(page).getByText('A marketing template offers an opt-out').locator('xpath=ancestor::li')
  await expect(optOut).toHaveAttribute('data-status', 'fail')
  await expect(optOut).toContainText(`Add "${line}" to the footer`)
  await optOut.getByRole('button', { name: 'Add opt-out footer' }).click()
  await expect(footer).toHaveValue(`Loja Northwind · ${line}`)
  await expect(checks(page)).toContainText('Ready to submit')
})
