import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type FormatNode, parseWhatsappText, splitVariables } from '@/domain/whatsapp-format'

const text = (value: string): FormatNode => ({ type: 'text', text: value })
const variable = (index: number): FormatNode => ({ type: 'variable', index })
const bold = (...children: FormatNode[]): FormatNode => ({ type: 'bold', children })
const italic = (...children: FormatNode[]): FormatNode => ({ type: 'italic', children })
const strike = (...children: FormatNode[]): FormatNode => ({ type: 'strike', children })

/** The text a reader sees, markers gone, variables as {{n}}. */
function plain(nodes: FormatNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text
      if (node.type === 'variable') return `{{${node.index}}}`
      return plain(node.children)
    })
    .join('')
}

describe('parseWhatsappText', () => {
  it('returns nothing for empty text and one text run for plain text', () => {
    expect(parseWhatsappText('')).toEqual([])
    expect(parseWhatsappText('Hello there')).toEqual([text('Hello there')])
  })

  it.each([
    ['*bold*', bold(text('bold'))],
    ['_italic_', italic(text('italic'))],
    ['~strike~', strike(text('strike'))],
  ])('formats %s', (input, node) => {
    expect(parseWhatsappText(input)).toEqual([node])
  })

  it('formats inside a sentence, with punctuation around the markers', () => {
    expect(parseWhatsappText('Your order is *ready*, pick it up (_today_).')).toEqual([
      text('Your order is '),
      bold(text('ready')),
      text(', pick it up ('),
      italic(text('today')),
      text(').'),
    ])
  })

  it('nests bold, italic and strike', () => {
    expect(parseWhatsappText('*bold _and italic_ ~gone~*')).toEqual([
      bold(text('bold '), italic(text('and italic')), text(' '), strike(text('gone'))),
    ])
    expect(parseWhatsappText('_*~all three~*_')).toEqual([italic(bold(strike(text('all three'))))])
  })

  it.each(['*unclosed', 'closed*', 'a * b', '**', '* *', '~~', '_', 'x ~ y'])(
    'leaves the unmatched marker in %j as text',
    (input) => {
      expect(parseWhatsappText(input)).toEqual([text(input)])
    },
  )

  it.each(['* not bold*', '*not bold *', '_ no_', '~no ~', '``` no```', '```no ```'])(
    'does not format %j, whose markers touch whitespace on the inside',
    (input) => {
      expect(parseWhatsappText(input)).toEqual([text(input)])
    },
  )

  it('does not format markers inside words (snake_case, arithmetic)', () => {
    expect(parseWhatsappText('file_name_here')).toEqual([text('file_name_here')])
    expect(parseWhatsappText('2*3*4')).toEqual([text('2*3*4')])
    expect(parseWhatsappText('*bold*word')).toEqual([text('*bold*word')])
  })

  it('skips a closing marker followed by a letter and closes at the next valid one', () => {
    expect(parseWhatsappText('*a*b c*')).toEqual([bold(text('a*b c'))])
  })

  it('keeps monospace content literal', () => {
    expect(parseWhatsappText('Code: ```*not bold* _nor italic_```')).toEqual([
      text('Code: '),
      { type: 'monospace', children: [text('*not bold* _nor italic_')] },
    ])
  })

  it('lets monospace span lines, also as a block starting on its own line', () => {
    expect(parseWhatsappText('```line 1\nline 2```')).toEqual([
      { type: 'monospace', children: [text('line 1\nline 2')] },
    ])
    expect(parseWhatsappText('Run:\n```\nnpm ci\n```')).toEqual([
      text('Run:\n'),
      { type: 'monospace', children: [text('\nnpm ci\n')] },
    ])
    expect(parseWhatsappText('``````')).toEqual([text('``````')])
  })

  it('formats bold, italic and strike around a monospace span and on either side of it', () => {
    expect(parseWhatsappText('*a* ```b``` _c_')).toEqual([
      bold(text('a')),
      text(' '),
      { type: 'monospace', children: [text('b')] },
      text(' '),
      italic(text('c')),
    ])
  })

  it('does not let bold, italic or strike span line breaks', () => {
    expect(parseWhatsappText('*first\nsecond*')).toEqual([text('*first\nsecond*')])
    expect(parseWhatsappText('*first*\n_second_')).toEqual([bold(text('first')), text('\n'), italic(text('second'))])
  })

  it('makes variables their own nodes, also inside formatting and monospace', () => {
    expect(parseWhatsappText('Hi {{1}}, your code is *{{2}}* (```{{3}}```)')).toEqual([
      text('Hi '),
      variable(1),
      text(', your code is '),
      bold(variable(2)),
      text(' ('),
      { type: 'monospace', children: [variable(3)] },
      text(')'),
    ])
    expect(parseWhatsappText('*Dear {{1}}*')).toEqual([bold(text('Dear '), variable(1))])
  })

  it('reads {{ 1 }} like template-variables does, and leaves lookalikes as text', () => {
    expect(parseWhatsappText('{{ 12 }}')).toEqual([variable(12)])
    expect(parseWhatsappText('{{a}} {1} {{}}')).toEqual([text('{{a}} {1} {{}}')])
  })

  it('keeps hostile markup as plain text', () => {
    const hostile = '<img src=x onerror="alert(\'xss\')"> and <script>alert(1)</script>'
    expect(parseWhatsappText(hostile)).toEqual([text(hostile)])
  })

  it('parses a 1,024-character body with 10 variables in well under a millisecond', () => {
    const unit = 'Hello {{1}}, *your order* _is_ ~not~ ready. '
    let body = ''
    for (let i = 1; body.length < 1024; i++) body += unit.replace('{{1}}', `{{${((i - 1) % 10) + 1}}}`)
    body = body.slice(0, 1024)
    parseWhatsappText(body)
    const runs = 200
    const started = performance.now()
    for (let i = 0; i < runs; i++) parseWhatsappText(body)
    expect((performance.now() - started) / runs).toBeLessThan(1)
  })

  it('stays linear on pathological input (many openers, no closers)', () => {
    const body = '*a _b ~c '.repeat(2000)
    const started = performance.now()
    expect(plain(parseWhatsappText(body))).toBe(body)
    expect(performance.now() - started).toBeLessThan(200)
  })

  it('never loses or invents text: markers aside, what goes in comes out', () => {
    const fragment = fc.constantFrom('*', '_', '~', '```', '{{1}}', '{{ 2 }}', ' ', '\n', 'a', 'é', '<b>', '&')
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 30 }).map((parts) => parts.join('')),
        (input) => {
          const stripped = (value: string) => value.replace(/\{\{\s*(\d+)\s*\}\}/g, '{{$1}}').replace(/```|[*_~]/g, '')
          expect(stripped(plain(parseWhatsappText(input)))).toBe(stripped(input))
        },
      ),
    )
  })
})

describe('splitVariables', () => {
  it('splits text around variables only, leaving formatting markers alone', () => {
    expect(splitVariables('*Hi* {{1}}!')).toEqual([text('*Hi* '), variable(1), text('!')])
  })
})
