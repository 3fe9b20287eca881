import { describe, expect, it } from 'vitest'
import { BODY_MAX, FOOTER_MAX, HEADER_TEXT_MAX, NAME_MAX } from '@/domain/template-limits'
import { failing, makeDraft } from './rule-fixtures'
import { bodyLength, footerLength, headerTextLength, languageKnown, mediaHeaderExample, nameFormat } from './text-rules'

describe('name-format', () => {
  it('fails on capitals, spaces and other characters, naming them, suggesting the valid name and offering to make it', () => {
    expect(nameFormat(makeDraft({ name: 'Order Update-2' }))).toEqual(
      failing(
        'name-format',
        'Use only lowercase letters, digits and underscores, e.g. order_update2: the name contains capital letters (O, U), spaces and "-".',
        { fix: { kind: 'make-name-valid' } },
      ),
    )
    expect(nameFormat(makeDraft({ name: 'café' })).detail).toBe(
      'Use only lowercase letters, digits and underscores, e.g. cafe: the name contains "é".',
    )
  })

  it('offers no fix when nothing of the name can be kept', () => {
    const result = nameFormat(makeDraft({ name: '🎉!' }))
    expect(result).toMatchObject({
      status: 'fail',
      detail: 'Use only lowercase letters, digits and underscores: the name contains "🎉" and "!".',
    })
    expect(result.fix).toBeUndefined()
  })

  it(`fails when empty or longer than ${NAME_MAX} characters`, () => {
    expect(nameFormat(makeDraft({ name: '' })).detail).toBe('Give the template a name, e.g. order_update.')
    expect(nameFormat(makeDraft({ name: 'a'.repeat(NAME_MAX + 1) }))).toMatchObject({
      detail: 'Shorten the name to 512 characters: it has 513.',
      fix: { kind: 'make-name-valid' },
    })
  })

  it('passes lowercase letters, digits and underscores up to the limit', () => {
    for (const name of ['order_update_2', 'a', 'a'.repeat(NAME_MAX), '_2026_'])
      expect(nameFormat(makeDraft({ name })).status).toBe('pass')
  })
})

describe('language-known', () => {
  it('fails an unknown code, suggesting the listed one it most likely meant', () => {
    expect(languageKnown(makeDraft({ language: 'de_DE' }))).toMatchObject({
      status: 'fail',
      field: 'language',
      detail: 'Use "de" (German): "de_DE" is not a WhatsApp template language.',
    })
    expect(languageKnown(makeDraft({ language: 'en-us' })).detail).toBe(
      'Use "en_US" (English (US)): "en-us" is not a WhatsApp template language.',
    )
    expect(languageKnown(makeDraft({ language: 'klingon' })).detail).toBe(
      'Choose a language from the list, e.g. en_US: "klingon" is not a WhatsApp template language.',
    )
    expect(languageKnown(makeDraft({ language: ' ' })).status).toBe('fail')
  })

  it('passes a listed code, and skips a draft that does not say its language', () => {
    for (const language of ['en_US', 'pt_BR', 'es', 'zh_TW'])
      expect(languageKnown(makeDraft({ language })).status).toBe('pass')
    const { language: _omitted, ...withoutLanguage } = makeDraft()
    expect(languageKnown(withoutLanguage).status).toBe('skip')
  })
})

describe('header-text-length', () => {
  it(`fails a text header over ${HEADER_TEXT_MAX} characters`, () => {
    const result = headerTextLength(makeDraft({ header: { format: 'TEXT', text: 'x'.repeat(72) } }))
    expect(result).toMatchObject({
      status: 'fail',
      field: 'header-text',
      detail: 'Shorten the header to 60 characters: it has 72.',
    })
  })

  it('fails an empty text header', () => {
    expect(headerTextLength(makeDraft({ header: { format: 'TEXT', text: '  ' } }))).toMatchObject({
      status: 'fail',
      detail: 'Write the header text, or choose “No header”: a text header cannot be empty.',
    })
  })

  it('passes at the limit, counting an emoji as one character, and is skipped without a text header', () => {
    expect(headerTextLength(makeDraft({ header: { format: 'TEXT', text: '🎉'.repeat(HEADER_TEXT_MAX) } })).status).toBe(
      'pass',
    )
    expect(headerTextLength(makeDraft()).status).toBe('skip')
    expect(headerTextLength(makeDraft({ header: { format: 'IMAGE', text: 'x'.repeat(99) } })).status).toBe('skip')
  })
})

describe('body-length', () => {
  it(`fails over ${BODY_MAX} characters`, () => {
    expect(bodyLength(makeDraft({ body: 'x'.repeat(1100) })).detail).toBe(
      'Shorten the body to 1,024 characters: it has 1,100.',
    )
  })

  it('passes at the limit, and is skipped without a body (body-required says what to do)', () => {
    expect(bodyLength(makeDraft({ body: 'x'.repeat(BODY_MAX) })).status).toBe('pass')
    expect(bodyLength(makeDraft({ body: ' ' })).status).toBe('skip')
  })
})

describe('footer-length', () => {
  it(`fails over ${FOOTER_MAX} characters`, () => {
    expect(footerLength(makeDraft({ footer: 'x'.repeat(61) }))).toMatchObject({
      status: 'fail',
      field: 'footer',
      detail: 'Shorten the footer to 60 characters: it has 61.',
    })
  })

  it('passes at the limit, and is skipped without a footer', () => {
    expect(footerLength(makeDraft({ footer: 'x'.repeat(FOOTER_MAX) })).status).toBe('pass')
    expect(footerLength(makeDraft()).status).toBe('skip')
  })
})

describe('media-header-example', () => {
  it('fails an image, video or document header without a sample file', () => {
    expect(mediaHeaderExample(makeDraft({ header: { format: 'VIDEO' } }))).toMatchObject({
      status: 'fail',
      field: 'header-media',
      detail: 'Add a link to a sample video for the header: WhatsApp reviews the template with it.',
    })
    expect(
      mediaHeaderExample(makeDraft({ header: { format: 'DOCUMENT', example: { header_handle: [' '] } } })).status,
    ).toBe('fail')
  })

  it('passes with a sample, and is skipped with a text header or no header', () => {
    expect(
      mediaHeaderExample(
        makeDraft({ header: { format: 'IMAGE', example: { header_handle: ['https://cdn.example/a.jpg'] } } }),
      ).status,
    ).toBe('pass')
    expect(mediaHeaderExample(makeDraft({ header: { format: 'TEXT', text: 'Hello' } })).status).toBe('skip')
    expect(mediaHeaderExample(makeDraft()).status).toBe('skip')
  })

  it('is skipped for a header format newer than the spec, which has no sample file (a LOCATION header)', () => {
    expect(mediaHeaderExample(makeDraft({ header: { format: 'LOCATION' } })).status).toBe('skip')
  })
})
