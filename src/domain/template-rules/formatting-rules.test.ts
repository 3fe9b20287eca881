import { describe, expect, it } from 'vitest'
import { bodySpacing, footerPlainText, headerPlainText } from './formatting-rules'
import { failing, makeDraft } from './rule-fixtures'

const header = (text: string) => headerPlainText(makeDraft({ header: { format: 'TEXT', text } }))
const footer = (text: string) => footerPlainText(makeDraft({ footer: text }))
const body = (text: string) => bodySpacing(makeDraft({ body: text }))

describe('header-plain-text', () => {
  it('fails a text header with a line break, emoji or formatting characters, naming what to take out and why', () => {
    expect(header('Your *order*\nis 🎉')).toEqual(
      failing(
        'header-plain-text',
        'Take the line breaks, the emoji and the formatting characters (*) out of the header: WhatsApp rejects a text header with line breaks, emoji or formatting (* _ ~ ```).',
      ),
    )
    for (const text of ['Order ❤️', 'Big _sale_', '~was~ now', '```code```', 'Line\r\nbreak'])
      expect(header(text).status, text).toBe('fail')
  })

  it('passes plain text, symbols that are not emoji, and is skipped without a text header', () => {
    expect(header('Order NW-48213 · © Northwind').status).toBe('pass')
    expect(headerPlainText(makeDraft({ header: { format: 'IMAGE', text: '*x*' } })).status).toBe('skip')
    expect(headerPlainText(makeDraft()).status).toBe('skip')
  })
})

describe('footer-plain-text', () => {
  it('fails a footer with a line break or emoji, naming the reason', () => {
    expect(footer('Northwind 🛍️')).toEqual(
      failing(
        'footer-plain-text',
        'Take the emoji out of the footer: WhatsApp rejects a footer with line breaks or emoji.',
      ),
    )
    expect(footer('Northwind\nRetail').detail).toBe(
      'Take the line breaks out of the footer: WhatsApp rejects a footer with line breaks or emoji.',
    )
  })

  it('passes plain text, formatting included, and is skipped without a footer', () => {
    expect(footer('Reply *STOP* to unsubscribe · ™').status).toBe('pass')
    expect(footerPlainText(makeDraft()).status).toBe('skip')
  })
})

describe('body-spacing', () => {
  it('fails a tab, more than 4 spaces in a row, or more than 2 empty lines in a row, naming each', () => {
    expect(body('Hi {{1}},\tyour order {{2}} is ready.')).toEqual(
      failing('body-spacing', 'Take out the tabs: WhatsApp rejects a body with a tab.'),
    )
    expect(body('Hi {{1}},     your order {{2}} is ready.\n\n \n\nSee you.').detail).toBe(
      'Take out the extra spaces and the extra empty lines: WhatsApp rejects a body with more than 4 spaces in a row, or more than 2 empty lines in a row.',
    )
  })

  it('passes 4 spaces and 2 empty lines in a row, and is skipped without a body', () => {
    expect(body('Hi {{1}},    your order {{2}} is ready.\n\n\nSee you.').status).toBe('pass')
    expect(body('  ').status).toBe('skip')
  })
})
