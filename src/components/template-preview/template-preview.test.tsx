import { render, screen, within } from '@testing-library/react'
import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { TemplateComponent } from '@/api/templates'
import { TemplatePreview } from '@/components/template-preview/template-preview'

const HOSTILE = `<img src=x onerror="alert('xss')"> and <script>alert(1)</script>`

const body = (text: string, examples?: string[]): TemplateComponent => ({
  type: 'BODY',
  text,
  ...(examples ? { example: { body_text: [examples] } } : {}),
})

const footer = (text: string): TemplateComponent => ({ type: 'FOOTER', text })

function renderPreview(components: TemplateComponent[], language?: string) {
  render(<TemplatePreview components={components} language={language} />)
  return screen.getByRole('figure', { name: 'Message preview' })
}

describe('TemplatePreview', () => {
  it('is a labelled figure with the time at the bottom of the bubble', () => {
    const figure = renderPreview([body('Hello')])
    expect(figure).toHaveTextContent('Hello')
    expect(within(figure).getByText('9:41').tagName).toBe('TIME')
  })

  it('shows a text header in bold with its variable replaced by the example', () => {
    renderPreview([
      { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#1042'] } },
      body('Hi'),
    ])
    const value = screen.getByTitle('Variable 1: #1042')
    expect(value).toHaveTextContent('#1042')
    expect(value.closest('p')).toHaveClass('font-semibold')
    expect(value.closest('p')).toHaveTextContent('Order #1042')
  })

  it.each([
    ['IMAGE', 'Image', 'lucide-image'],
    ['VIDEO', 'Video', 'lucide-video'],
    ['DOCUMENT', 'Document', 'lucide-file-text'],
  ] as const)('shows a %s header as a placeholder without loading the example', (format, label, iconClass) => {
    const figure = renderPreview([
      { type: 'HEADER', format, example: { header_handle: ['https://example.com/media.bin'] } },
      body('Hi'),
    ])
    const placeholder = within(figure).getByText(label).parentElement
    expect(placeholder?.querySelector(`svg.${iconClass}`)).toBeInTheDocument()
    expect(figure.querySelector('img, video, iframe, object, embed')).toBeNull()
    expect(figure.querySelector('[src], [href], [srcset], [poster], [style]')).toBeNull()
  })

  it('replaces body variables by their examples, highlighted and labelled', () => {
    renderPreview([body('Hi {{1}}, your order {{2}} ships today.', ['Ana', 'A-17'])])
    const first = screen.getByTitle('Variable 1: Ana')
    expect(first.tagName).toBe('MARK')
    expect(first).toHaveClass('bg-indigo-100')
    expect(screen.getByTitle('Variable 2: A-17')).toHaveTextContent('A-17')
    expect(screen.getByRole('figure')).toHaveTextContent('Hi Ana, your order A-17 ships today.')
  })

  it('shows {{n}} in a warning colour when a variable has no example', () => {
    renderPreview([body('Hi {{1}} and {{2}} and {{3}}', ['Ana', ''])])
    for (const index of [2, 3]) {
      const mark = screen.getByTitle(`Variable ${index}: no example value`)
      expect(mark).toHaveTextContent(`{{${index}}}`)
      expect(mark).toHaveClass('bg-amber-100')
    }
  })

  it('renders WhatsApp formatting as elements and keeps line breaks', () => {
    const figure = renderPreview([body('*Bold {{1}}*\n_it_ ~old~ ```*raw*```', ['Ana'])])
    expect(figure.querySelector('strong')).toHaveTextContent('Bold Ana')
    expect(figure.querySelector('strong mark')).toHaveAttribute('title', 'Variable 1: Ana')
    expect(figure.querySelector('em')).toHaveTextContent('it')
    expect(figure.querySelector('s')).toHaveTextContent('old')
    expect(figure.querySelector('code')).toHaveTextContent('*raw*')
    const paragraph = figure.querySelector('[data-slot="body"]')
    expect(paragraph).toHaveClass('whitespace-pre-wrap')
    expect(paragraph?.textContent).toBe('Bold Ana\nit old *raw*')
  })

  it('shows the footer in small grey text', () => {
    renderPreview([body('Hi'), { type: 'FOOTER', text: 'Reply STOP to opt out' }])
    expect(screen.getByText('Reply STOP to opt out')).toHaveClass('text-xs', 'text-slate-500')
  })

  it('shows the buttons below the bubble as non-interactive rows with their type icons', () => {
    const figure = renderPreview([
      body('Hi'),
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'URL', text: 'Track order', url: 'https://example.com/{{1}}' },
          { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+15550100' },
          { type: 'QUICK_REPLY', text: 'Stop' },
        ],
      },
    ])
    const items = within(within(figure).getByRole('list', { name: 'Buttons' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Track order', 'Call us', 'Stop'])
    expect(items[0]?.querySelector('svg.lucide-external-link')).toBeInTheDocument()
    expect(items[1]?.querySelector('svg.lucide-phone')).toBeInTheDocument()
    expect(items[2]?.querySelector('svg.lucide-reply')).toBeInTheDocument()
    expect(within(figure).queryByRole('button')).toBeNull()
    expect(within(figure).queryByRole('link')).toBeNull()
  })

  it.each([[[]], [[body('')]], [[body('  \n ')]]])(
    'shows a muted placeholder when there is no body text (%#)',
    (components) => {
      const figure = renderPreview(components)
      expect(within(figure).getByText('Your message will appear here')).toHaveClass('text-slate-500')
    },
  )

  it('renders hostile template text as literal text, never as HTML', () => {
    const figure = renderPreview([
      { type: 'HEADER', format: 'TEXT', text: '<b>{{1}}</b>', example: { header_text: ['<i>x</i>'] } },
      body(`${HOSTILE} {{1}}`, ['<script>alert(2)</script>']),
      { type: 'FOOTER', text: '<a href="javascript:alert(3)">x</a>' },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: '<button>y</button>' }] },
    ])
    expect(figure.querySelector('script, img, b, i, a, button')).toBeNull()
    expect(figure.textContent).toContain(HOSTILE)
    expect(figure.textContent).toContain('<script>alert(2)</script>')
    expect(figure.textContent).toContain('<b><i>x</i></b>')
    expect(figure.textContent).toContain('<a href="javascript:alert(3)">x</a>')
    expect(figure.textContent).toContain('<button>y</button>')
  })
})

describe('TemplatePreview, right to left', () => {
  it("lays out an Arabic template's text, buttons and time right to left", () => {
    const components: TemplateComponent[] = [
      { type: 'HEADER', format: 'TEXT', text: 'تخفيضات الشتاء بدأت' },
      body('مرحبًا {{1}}، وصلت تخفيضات الشتاء!', ['سارة']),
      footer('أرسل STOP لإلغاء الاشتراك'),
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'URL', text: 'تسوّق الآن', url: 'https://shop.example/ar' },
          { type: 'QUICK_REPLY', text: 'إيقاف العروض' },
        ],
      },
    ]
    const figure = renderPreview(components, 'ar')
    const texts = [
      within(figure).getByText('تخفيضات الشتاء بدأت'),
      within(figure).getByText('أرسل STOP لإلغاء الاشتراك'),
      within(figure).getByText('سارة').closest('p'),
      ...within(figure).getAllByRole('listitem'),
    ]
    expect(texts).toHaveLength(5)
    for (const element of texts) expect(element).toHaveAttribute('dir', 'rtl')
    expect(within(figure).getByText('9:41')).toHaveAttribute('dir', 'rtl')
    expect(within(figure).getByText('9:41')).toHaveClass('text-end')
  })

  it.each(['he', 'fa_IR', 'ur'])('reads %s right to left too', (language) => {
    render(<TemplatePreview components={[body('שלום {{1}}', ['נועה'])]} language={language} />)
    expect(screen.getByText('נועה').closest('p')).toHaveAttribute('dir', 'rtl')
  })

  it('lets the text decide for other languages, so an Arabic body still reads right to left', () => {
    render(<TemplatePreview components={[body('مرحبًا {{1}}', ['سارة']), footer('Northwind')]} language="en_GB" />)
    expect(screen.getByText('سارة').closest('p')).toHaveAttribute('dir', 'auto')
    expect(screen.getByText('Northwind')).toHaveAttribute('dir', 'auto')
    expect(screen.getByText('9:41')).not.toHaveAttribute('dir')
  })
})

describe('TemplatePreview, with parts newer than the spec', () => {
  it('names a component it cannot draw in a labelled box, with the texts inside it as text', () => {
    const figure = renderPreview([
      { type: 'LIMITED_TIME_OFFER', limited_time_offer: { text: 'Ends soon', has_expiration: true } },
      body('Hi'),
      {
        type: 'CAROUSEL',
        cards: [
          { components: [{ type: 'BODY', text: 'Card one' }] },
          { components: [{ type: 'BODY', text: 'Card two' }] },
        ],
      },
      { type: 'SHAPE_3D' },
    ])
    const boxes = [...figure.querySelectorAll('[data-slot="unshown-part"]')]
    expect(boxes.map((box) => box.textContent)).toEqual([
      'Limited-time offer component — not shown in this previewEnds soon',
      'Carousel component — not shown in this previewCard oneCard two',
      'SHAPE_3D component — not shown in this preview',
    ])
    expect(figure).toHaveTextContent('Hi')
  })

  it('names a header format it cannot draw', () => {
    const figure = renderPreview([{ type: 'HEADER', format: 'LOCATION' }, body('Hi')])
    expect(within(figure).getByText('Location header — not shown in this preview')).toBeInTheDocument()
    expect(figure.querySelector('img, iframe')).toBeNull()
  })

  it('names a button of a newer kind with its text, beside the known ones', () => {
    const figure = renderPreview([
      body('Hi'),
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'COPY_CODE', text: 'Copy code', example: ['SAVE10'] },
          { type: 'QUICK_REPLY', text: 'Stop' },
          { type: 'HOLOGRAM', text: 'Beam' },
        ],
      },
    ])
    const items = within(within(figure).getByRole('list', { name: 'Buttons' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Copy code button: Copy code',
      'Stop',
      'HOLOGRAM button: Beam',
    ])
    // A known kind has its icon; a newer one is named in words only, no icon that would claim to know what it does.
    expect(items.map((item) => item.querySelector('svg') !== null)).toEqual([false, true, false])
  })

  it('keeps hostile text in newer parts as literal text', () => {
    const figure = renderPreview([
      { type: `<img src=x onerror=alert(1)>`, text: '<script>alert(2)</script>' },
      { type: 'HEADER', format: '<b>LOC</b>' },
      body('Hi'),
      { type: 'BUTTONS', buttons: [{ type: '<i>KIND</i>', text: '<a href="javascript:alert(3)">x</a>' }] },
    ])
    expect(figure.querySelector('script, img, b, i, a')).toBeNull()
    expect(figure.textContent).toContain(
      '<img src=x onerror=alert(1)> component — not shown in this preview<script>alert(2)</script>',
    )
    expect(figure.textContent).toContain('<b>LOC</b> header')
    expect(figure.textContent).toContain('<i>KIND</i> button: <a href="javascript:alert(3)">x</a>')
  })
})

describe('TemplatePreview, for any text', () => {
  const ALLOWED_TAGS = new Set([
    'div',
    'span',
    'p',
    'strong',
    'em',
    's',
    'code',
    'mark',
    'svg',
    'path',
    'rect',
    'line',
    'polyline',
    'circle',
    'ul',
    'li',
    'br',
    'time',
  ])
  const fragments = fc.constantFrom(
    '<',
    '>',
    '&',
    '"',
    "'",
    '*',
    '_',
    '~',
    '```',
    '{{1}}',
    '{{2}}',
    'script',
    'img onerror=',
    '<script>',
    ' ',
    '\n',
    'a',
  )
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join('')),
  )
  const components = (text: string): TemplateComponent[] => [
    { type: 'HEADER', format: 'TEXT', text, example: { header_text: ['<b>header</b>'] } },
    body(text, ['<img src=x onerror=alert(1)>', '']),
    { type: 'FOOTER', text },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text, url: text },
        { type: text || 'X', text },
      ],
    },
    { type: text || 'X', text, cards: [{ components: [{ type: 'BODY', text }] }] },
  ]

  it('produces no tags but its own allow-listed ones: text never becomes HTML', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const markup = renderToStaticMarkup(<TemplatePreview components={components(text)} />)
        // React escapes < in text and attributes, so every < left in the markup opens a tag React wrote.
        for (const [tag] of markup.matchAll(/<[^>]*>/g)) {
          if (tag === '<!-- -->') continue // React's separator between adjacent text nodes
          const name = /^<\/?([a-z]+)[\s/>]/.exec(tag)?.[1]
          expect(name && ALLOWED_TAGS.has(name), `unexpected tag ${tag}`).toBe(true)
        }
      }),
    )
  })

  it('shows plain text (no markers, no variables) exactly as written', () => {
    const plain = anyText.filter((text) => !/[*_~`]|\{\{\s*\d+\s*\}\}/.test(text) && text.trim() !== '')
    fc.assert(
      fc.property(plain, (text) => {
        const { container, unmount } = render(<TemplatePreview components={[body(text)]} />)
        expect(container.querySelector('[data-slot="body"]')?.textContent).toBe(text)
        unmount()
      }),
    )
  })
})
