import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TemplateBody } from '@/api/templates'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { openTemplatePage, storeTemplate } from '@/test/builder-test-kit'
import { textsByRole } from '@/test/texts-by-role'

const { db } = withDemoServer()
const workspace = db.data.workspaces[0] ?? { id: 'ws_1', title: 'Workspace' }

beforeEach(() => connectAs())

const addTemplate = (id: string, template: TemplateBody) => storeTemplate(db, workspace, id, template)
const openDetail = (id: string, heading: string) => openTemplatePage(`/w/${workspace.id}/templates/${id}`, heading)

const rejected = () =>
  addTemplate('tpl_rejected_probe', {
    category: 'MARKETING',
    language: 'en_GB',
    name: 'winter_probe',
    status: 'REJECTED',
    components: [
      { type: 'BODY', text: 'Hi {{1}}, our winter sale ends on {{2}}', example: { body_text: [['Ana', 'Sunday']] } },
      { type: 'FOOTER', text: 'Reply STOP to unsubscribe' },
    ],
  })

describe('a right-to-left template', () => {
  it("shows the seeded Arabic template's parts and preview right to left", async () => {
    const arabic = db.data.templates.find(
      (t) => t.workspace.id === workspace.id && t.template.name === 'winter_sale_ar',
    )
    if (!arabic) throw new Error('the seed has no Arabic template in the first workspace')
    await openDetail(arabic.id, arabic.template.name)
    const body = arabic.template.components.find((component) => component.type === 'BODY')?.text ?? ''
    expect(screen.getByText(body)).toHaveAttribute('dir', 'rtl')
    const preview = screen.getByRole('figure', { name: 'Message preview' })
    expect(preview.querySelector('[data-slot="body"]')).toHaveAttribute('dir', 'rtl')
  })
})

describe('a rejected template', () => {
  it('leads with the checks that fail on it as the likely reason, then the reasons no check can see', async () => {
    rejected()
    await openDetail('tpl_rejected_probe', 'winter_probe')
    const why = screen.getByRole('region', { name: 'WhatsApp most likely rejected this because…' })
    expect(
      within(why).getByText(/^Add words after \{\{2\}\}: WhatsApp rejects a body that ends with a variable\./),
    ).toBeInTheDocument()
    const causes = within(why).getByRole('heading', { name: 'Other reasons no check can see' }).nextElementSibling
    expect(textsByRole(causes as HTMLElement, 'listitem')).toEqual([
      expect.stringMatching(/^The category does not match the content/),
      expect.stringMatching(/^The purpose of a variable is unclear/),
      expect.stringMatching(/^A brand, product or trademark/),
      'Spelling or grammar mistakes.',
      expect.stringMatching(/policies forbid or restrict/),
    ])
    expect(within(why).getByRole('link', { name: /WhatsApp Business Messaging Policy/ })).toHaveAttribute(
      'href',
      'https://business.whatsapp.com/policy',
    )
  })

  it('says so honestly when every check passes', async () => {
    addTemplate('tpl_clean_rejected', {
      category: 'UTILITY',
      language: 'en_GB',
      name: 'clean_probe',
      status: 'REJECTED',
      components: [
        {
          type: 'BODY',
          text: 'Hi {{1}}, your table for two at Northwind Bistro is booked for tonight.',
          example: { body_text: [['Ana']] },
        },
      ],
    })
    await openDetail('tpl_clean_rejected', 'clean_probe')
    const why = screen.getByRole('region', { name: 'No check finds why WhatsApp rejected this' })
    expect(within(why).getByText(/Every check passes/)).toBeInTheDocument()
    expect(within(why).getByRole('heading', { name: 'Reasons no check can see' })).toBeInTheDocument()
  })

  it('is copied into a builder that shows those problems at their fields and is not ready while unchanged', async () => {
    rejected()
    const { user } = await openDetail('tpl_rejected_probe', 'winter_probe')
    await user.click(screen.getByRole('link', { name: 'Copy and fix' }))
    const body = await screen.findByLabelText('Body text', {}, { timeout: 5000 })
    expect(body).toHaveAttribute('aria-invalid', 'true')
    expect(body).toHaveAccessibleDescription(/Add words after \{\{2\}\}/)
    const checks = screen.getByRole('region', { name: 'Checks' })
    expect(within(checks).getByText(/WhatsApp rejected this text/)).toBeInTheDocument()
  })
})

describe('a template that was not rejected', () => {
  it('has no rejection section, and names its category, header and variables in words', async () => {
    addTemplate('tpl_words_probe', {
      category: 'MARKETING',
      language: 'en_GB',
      name: 'words_probe',
      status: 'APPROVED',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://cdn.example/a.jpg'] } },
        { type: 'BODY', text: 'Hi {{1}}, the winter sale starts today.', example: { body_text: [['Ana']] } },
        { type: 'FOOTER', text: 'Reply STOP to unsubscribe' },
        { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
      ],
    })
    await openDetail('tpl_words_probe', 'words_probe')
    expect(screen.queryByRole('region', { name: 'Why WhatsApp may have rejected it' })).not.toBeInTheDocument()
    expect(screen.getByText('Marketing')).toBeInTheDocument()
    for (const title of ['Image header', 'Body · 1 variable', 'Buttons · 1 button'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument()
    expect(screen.getByText('(Quick reply)')).toBeInTheDocument()
  })
})

describe('a template with parts newer than the spec', () => {
  const HOSTILE = '<img src=x onerror="alert(1)">'
  const newer = () =>
    addTemplate('tpl_newer_probe', {
      category: 'TRANSACTIONAL',
      language: 'xx_YY',
      name: 'newer_probe',
      status: 'PAUSED',
      components: [
        { type: 'HEADER', format: 'LOCATION' },
        { type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: `Ends soon ${HOSTILE}`, has_expiration: true } },
        { type: 'BODY', text: 'Hi {{1}}, use the code below.', example: { body_text: [['Ana']] } },
        {
          type: 'CAROUSEL',
          cards: [
            { components: [{ type: 'BODY', text: 'Card one' }] },
            { components: [{ type: 'BODY', text: 'Card two' }] },
          ],
        },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'COPY_CODE', text: 'Copy code', example: ['SAVE10'] },
            { type: 'HOLOGRAM', text: 'Beam me up' },
          ],
        },
      ],
    })

  it('says what a newer status means, and shows a category and language it does not know as sent', async () => {
    newer()
    await openDetail('tpl_newer_probe', 'newer_probe')
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement
    expect(within(header).getByText('Paused')).toBeInTheDocument()
    expect(
      within(header).getByText(
        'WhatsApp paused it after negative feedback from customers: it cannot be sent until the pause ends.',
      ),
    ).toBeInTheDocument()
    expect(within(header).getByText('TRANSACTIONAL')).toBeInTheDocument()
    expect(within(header).getByText('xx_YY')).toBeInTheDocument()
  })

  it('lists each part it cannot show by what it is, as text, and the rest as usual', async () => {
    newer()
    await openDetail('tpl_newer_probe', 'newer_probe')
    for (const title of [
      'Location header',
      'Limited-time offer component',
      'Body · 1 variable',
      'Carousel component',
      'Buttons · 2 buttons',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument()
    }
    const offer = screen.getByRole('heading', { name: 'Limited-time offer component' }).parentElement as HTMLElement
    expect(offer).toHaveTextContent(
      'Sent as LIMITED_TIME_OFFER. This dashboard cannot show it in the preview or copy it into a new template.',
    )
    expect(within(offer).getByText(`Ends soon ${HOSTILE}`)).toBeInTheDocument()
    const carousel = screen.getByRole('heading', { name: 'Carousel component' }).parentElement as HTMLElement
    expect(textsByRole(carousel, 'listitem')).toEqual(['Card one', 'Card two'])
    expect(screen.getByText('(Copy code button, example SAVE10)')).toBeInTheDocument()
    expect(screen.getByText('(HOLOGRAM button)')).toBeInTheDocument()

    const preview = screen.getByRole('figure', { name: 'Message preview' })
    expect(within(preview).getByText('Location header — not shown in this preview')).toBeInTheDocument()
    expect(within(preview).getByText('Carousel component — not shown in this preview')).toBeInTheDocument()
    expect(within(preview).getByText('Copy code button: Copy code')).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
  })
})

/** After userEvent.setup(), which puts its own clipboard in place. */
function setClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true })
}

describe('the template ID', () => {
  it('is folded away under Technical details, and copied from there to the clipboard, with a toast', async () => {
    rejected()
    const { user } = await openDetail('tpl_rejected_probe', 'winter_probe')
    const disclosure = screen.getByText('tpl_rejected_probe').closest('details')
    expect(disclosure).not.toHaveAttribute('open')
    await user.click(within(disclosure as HTMLElement).getByText('Technical details'))
    expect(disclosure).toHaveAttribute('open')
    const writeText = vi.fn(() => Promise.resolve())
    setClipboard({ writeText })
    await user.click(screen.getByRole('button', { name: 'Copy template ID' }))
    expect(writeText).toHaveBeenCalledWith('tpl_rejected_probe')
    expect(await screen.findByText('Copied the template ID')).toBeInTheDocument()
  })

  it('is selected, with a message saying how to copy it, when the browser has no clipboard', async () => {
    rejected()
    const { user } = await openDetail('tpl_rejected_probe', 'winter_probe')
    setClipboard(undefined)
    await user.click(screen.getByRole('button', { name: 'Copy template ID' }))
    expect(await screen.findByText(/The template ID is selected: copy it with Ctrl\+C/)).toBeInTheDocument()
    expect(window.getSelection()?.toString()).toBe('tpl_rejected_probe')
  })
})

describe('a missing template', () => {
  it('says it is not found and links back to the list', async () => {
    renderApp(`/w/${workspace.id}/templates/tpl_missing`)
    expect(await screen.findByRole('heading', { name: 'Template not found' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText(/The API has no template tpl_missing\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to WhatsApp templates' })).toHaveAttribute(
      'href',
      `/w/${workspace.id}/templates`,
    )
  })
})
