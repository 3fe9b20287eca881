import { describe, expect, it } from 'vitest'
import { BODY_MAX, FOOTER_MAX, HEADER_TEXT_MAX, NAME_MAX } from '../template-limits'
import { makeDraft } from './rule-fixtures'
import { bodyLength, footerLength, headerTextLength, languageKnown, mediaHeaderExample, nameFormat } from './text-rules'

describe('name-format', () => {
  it('fails on capitals, spaces and other characters, naming them and suggesting a name', () => {
    expect(nameFormat(makeDraft({ name: 'Order Update-2' }))).toEqual({
      id: 'name-format',
      status: 'fail',
      field: 'name',
      label: 'The name uses only lowercase letters, digits and underscores',
      detail: 'The name contains capital letters (O, U), spaces and "-": use only lowercase letters, digits and underscores, e.g. order_update_2.',
    })
    expect(nameFormat(makeDraft({ name: 'café' })).detail).toBe(
      'The name contains "é": use only lowercase letters, digits and underscores, e.g. caf.',
    )
  })

  it(`fails when empty or longer than ${NAME_MAX} characters`, () => {
    expect(nameFormat(makeDraft({ name: '' })).detail).toBe('Give the template a name, e.g. order_update.')
    expect(nameFormat(makeDraft({ name: 'a'.repeat(NAME_MAX + 1) })).detail).toBe('The name is 513 characters; the limit is 512.')
  })

  it('passes lowercase letters, digits and underscores up to the limit', () => {
    for (const name of ['order_update_2', 'a', 'a'.repeat(NAME_MAX), '_2026_']) expect(nameFormat(makeDraft({ name })).status).toBe('pass')
  })
})

describe('language-known', () => {
  it('fails an unknown code, suggesting the listed one it most likely meant', () => {
    expect(languageKnown(makeDraft({ language: 'de_DE' }))).toMatchObject({
      status: 'fail',
      field: 'language',
      detail: '"de_DE" is not a WhatsApp template language: use "de" (German).',
    })
    expect(languageKnown(makeDraft({ language: 'en-us' })).detail).toBe('"en-us" is not a WhatsApp template language: use "en_US" (English (US)).')
    expect(languageKnown(makeDraft({ language: 'klingon' })).detail).toBe(
      '"klingon" is not a WhatsApp template language: choose one from the list, e.g. en_US.',
    )
    expect(languageKnown(makeDraft({ language: ' ' })).status).toBe('fail')
  })

  it('passes a listed code, and a draft that does not say its language', () => {
    for (const language of ['en_US', 'pt_BR', 'es', 'zh_TW']) expect(languageKnown(makeDraft({ language })).status).toBe('pass')
    const { language: _omitted, ...withoutLanguage } = makeDraft()
    expect(languageKnown(withoutLanguage).status).toBe('pass')
  })
})

describe('header-text-length', () => {
  it(`fails a text header over ${HEADER_TEXT_MAX} characters`, () => {
    const result = headerTextLength(makeDraft({ header: { format: 'TEXT', text: 'x'.repeat(72) } }))
    expect(result).toMatchObject({ status: 'fail', field: 'header-text', detail: 'The header is 72 characters; the limit is 60.' })
  })

  it('fails an empty text header', () => {
    expect(headerTextLength(makeDraft({ header: { format: 'TEXT', text: '  ' } }))).toMatchObject({
      status: 'fail',
      detail: 'The text header is empty: write it, or choose “No header”.',
    })
  })

  it('passes at the limit, counting an emoji as one character, and without a text header', () => {
    expect(headerTextLength(makeDraft({ header: { format: 'TEXT', text: '🎉'.repeat(HEADER_TEXT_MAX) } })).status).toBe('pass')
    expect(headerTextLength(makeDraft()).status).toBe('pass')
    expect(headerTextLength(makeDraft({ header: { format: 'IMAGE', text: 'x'.repeat(99) } })).status).toBe('pass')
  })
})

describe('body-length', () => {
  it(`fails over ${BODY_MAX} characters`, () => {
    expect(bodyLength(makeDraft({ body: 'x'.repeat(1100) })).detail).toBe('The body is 1,100 characters; the limit is 1,024.')
  })

  it('passes at the limit', () => {
    expect(bodyLength(makeDraft({ body: 'x'.repeat(BODY_MAX) })).status).toBe('pass')
  })
})

describe('footer-length', () => {
  it(`fails over ${FOOTER_MAX} characters`, () => {
    expect(footerLength(makeDraft({ footer: 'x'.repeat(61) }))).toMatchObject({ status: 'fail', field: 'footer', detail: 'The footer is 61 characters; the limit is 60.' })
  })

  it('passes at the limit and without a footer', () => {
    expect(footerLength(makeDraft({ footer: 'x'.repeat(FOOTER_MAX) })).status).toBe('pass')
    expect(footerLength(makeDraft()).status).toBe('pass')
  })
})

describe('media-header-example', () => {
  it('fails an image, video or document header without a sample file', () => {
    expect(mediaHeaderExample(makeDraft({ header: { format: 'VIDEO' } }))).toMatchObject({
      status: 'fail',
      field: 'header-media',
      detail: 'Add a link to a sample video for the header: WhatsApp reviews the template with it.',
    })
    expect(mediaHeaderExample(makeDraft({ header: { format: 'DOCUMENT', example: { header_handle: [' '] } } })).status).toBe('fail')
  })

  it('passes with a sample, with a text header and with no header', () => {
    expect(mediaHeaderExample(makeDraft({ header: { format: 'IMAGE', example: { header_handle: ['https://cdn.example/a.jpg'] } } })).status).toBe('pass')
    expect(mediaHeaderExample(makeDraft({ header: { format: 'TEXT', text: 'Hello' } })).status).toBe('pass')
    expect(mediaHeaderExample(makeDraft()).status).toBe('pass')
  })
})
