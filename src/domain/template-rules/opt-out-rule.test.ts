import { describe, expect, it } from 'vitest'
import { FOOTER_MAX } from '@/domain/template-limits'
import { hasOptOut, marketingOptOut, OPT_OUT_BUTTON, OPT_OUT_FOOTER, optOutPlan } from './opt-out-rule'
import { makeDraft, phone, quickReply, website } from './rule-fixtures'

const marketing = (footer: string | undefined, buttons = [website('Shop', 'https://x.example')]) =>
  makeDraft({ category: 'MARKETING', footer, buttons })

describe('marketing-opt-out', () => {
  it('fails a marketing template without an opt-out, offering the opt-out footer when it fits after the footer', () => {
    const result = marketingOptOut(marketing('Northwind Retail'))
    expect(result).toMatchObject({ status: 'fail', field: 'footer', fix: { kind: 'add-opt-out-footer' } })
    expect(result.detail).toBe(
      `Add "${OPT_OUT_FOOTER}" to the footer, or a quick-reply button to stop: WhatsApp requires a way to stop marketing messages.`,
    )
  })

  it('offers the opt-out quick reply when the footer has no room for the opt-out line', () => {
    const result = marketingOptOut(marketing('x'.repeat(40)))
    expect(result).toMatchObject({ status: 'fail', field: 'footer', fix: { kind: 'add-opt-out-button' } })
    expect(result.detail).toContain(`"${OPT_OUT_BUTTON}"`)
  })

  it('offers no fix, and says what to do, when the footer is full and so are the buttons', () => {
    const result = marketingOptOut(
      marketing('x'.repeat(40), [website('Shop', 'https://x.example'), phone('Call'), quickReply('Yes')]),
    )
    expect(result.status).toBe('fail')
    expect(result.fix).toBeUndefined()
    expect(result.detail).toBe(
      `Shorten the footer to 32 characters or fewer, or make a button a quick reply such as "${OPT_OUT_BUTTON}": WhatsApp requires a way to stop marketing messages, the footer has no room for "${OPT_OUT_FOOTER}" and all 3 buttons are used.`,
    )
  })

  it('passes with a STOP footer or an unsubscribe quick reply, and is skipped outside marketing', () => {
    expect(marketingOptOut(marketing(OPT_OUT_FOOTER)).status).toBe('pass')
    expect(marketingOptOut(makeDraft({ category: 'MARKETING', buttons: [quickReply('Opt out')] })).status).toBe('pass')
    expect(marketingOptOut(makeDraft({ category: 'UTILITY' })).status).toBe('skip')
    expect(marketingOptOut(makeDraft({ category: 'AUTHENTICATION' })).status).toBe('skip')
    expect(hasOptOut(makeDraft({ buttons: [quickReply('Unsubscribe')] }))).toBe(true)
    expect(hasOptOut(makeDraft({ buttons: [website('Stop', 'https://x.example')] }))).toBe(false)
    expect(hasOptOut(makeDraft({ footer: 'Stopwatch sale' }))).toBe(false)
  })
})

describe('optOutPlan', () => {
  it('puts the opt-out line in an empty footer, or after the footer when both fit', () => {
    expect(optOutPlan('', [], 'en_US')).toEqual({ kind: 'footer', footer: OPT_OUT_FOOTER })
    expect(optOutPlan('  ', [], 'en_US')).toEqual({ kind: 'footer', footer: OPT_OUT_FOOTER })
    expect(optOutPlan('Northwind ', [], 'en_US')).toEqual({ kind: 'footer', footer: `Northwind · ${OPT_OUT_FOOTER}` })
    const longest = 'x'.repeat(32)
    expect(optOutPlan(longest, [], 'en_US')).toEqual({ kind: 'footer', footer: `${longest} · ${OPT_OUT_FOOTER}` })
    expect([...`${longest} · ${OPT_OUT_FOOTER}`]).toHaveLength(FOOTER_MAX)
  })

  it('counts characters as people do, so an emoji is one', () => {
    expect(optOutPlan('🎉'.repeat(32), [], 'en_US')).toMatchObject({ kind: 'footer' })
  })

  it('adds a quick reply beside the other quick replies, or last, when the footer has no room', () => {
    const full = 'x'.repeat(33)
    const text = OPT_OUT_BUTTON
    expect(optOutPlan(full, [], 'en_US')).toEqual({ kind: 'button', index: 0, text })
    expect(optOutPlan(full, ['URL', 'PHONE_NUMBER'], 'en_US')).toEqual({ kind: 'button', index: 2, text })
    expect(optOutPlan(full, ['QUICK_REPLY', 'URL'], 'en_US')).toEqual({ kind: 'button', index: 1, text })
    expect(optOutPlan(full, ['URL', 'QUICK_REPLY'], 'en_US')).toEqual({ kind: 'button', index: 2, text })
  })

  it('gives up when every button slot is taken', () => {
    expect(optOutPlan('x'.repeat(33), ['URL', 'PHONE_NUMBER', 'QUICK_REPLY'], 'en_US')).toBeNull()
  })
})

describe('marketing-opt-out in the template’s language', () => {
  const inLanguage = (language: string, footer?: string, buttons = [website('Shop', 'https://x.example')]) =>
    makeDraft({ category: 'MARKETING', language, footer, buttons })

  it('passes a footer with the opt-out words of the template’s language, and English’s STOP in any language', () => {
    expect(marketingOptOut(inLanguage('es_ES', 'Responde BAJA para darte de baja')).status).toBe('pass')
    expect(marketingOptOut(inLanguage('pt_BR', 'Responda SAIR para não receber mais')).status).toBe('pass')
    expect(marketingOptOut(inLanguage('de', 'Antworten Sie mit STOP, um sich abzumelden')).status).toBe('pass')
    expect(marketingOptOut(inLanguage('ar', 'أرسل STOP لإلغاء الاشتراك')).status).toBe('pass')
  })

  it('passes an opt-out quick reply in the template’s language', () => {
    const buttons = [quickReply('Darme de baja')]
    expect(marketingOptOut(makeDraft({ category: 'MARKETING', language: 'es_MX', buttons })).status).toBe('pass')
    expect(marketingOptOut(makeDraft({ category: 'MARKETING', language: 'en_US', buttons })).status).toBe('fail')
  })

  it('fails words of another language than the template’s', () => {
    expect(marketingOptOut(inLanguage('en_US', 'Responde BAJA para darte de baja')).status).toBe('fail')
    expect(marketingOptOut(inLanguage('fr', 'Antworten Sie zum Abmelden')).status).toBe('fail')
  })

  it.each([
    ['es', 'Responde STOP para darte de baja', 'Darme de baja'],
    ['pt_PT', 'Responda STOP para não receber mais', 'Parar promoções'],
    ['fr', 'Répondez STOP pour vous désabonner', 'Me désabonner'],
    ['de', 'Antworten Sie STOP zum Abmelden', 'Abmelden'],
    ['it', "Rispondi STOP per annullare l'iscrizione", 'Annulla iscrizione'],
    ['ar', 'أرسل STOP لإلغاء الاشتراك', 'إلغاء الاشتراك'],
  ])('in %s, names and plans the line in that language, which then passes', (language, line, button) => {
    const failing = marketingOptOut(inLanguage(language, 'Northwind'))
    expect(failing.detail).toBe(
      `Add "${line}" to the footer, or a quick-reply button to stop: WhatsApp requires a way to stop marketing messages.`,
    )
    expect(optOutPlan('Northwind', [], language)).toEqual({ kind: 'footer', footer: `Northwind · ${line}` })
    expect(marketingOptOut(inLanguage(language, `Northwind · ${line}`)).status).toBe('pass')
    expect(marketingOptOut(inLanguage(language, undefined, [quickReply(button)])).status).toBe('pass')
  })

  it('keeps the footer within 60 characters whatever the length of the language’s line', () => {
    const line = "Rispondi STOP per annullare l'iscrizione"
    const room = 60 - ` · ${line}`.length
    expect(optOutPlan('x'.repeat(room), [], 'it')).toEqual({ kind: 'footer', footer: `${'x'.repeat(room)} · ${line}` })
    expect(optOutPlan('x'.repeat(room + 1), [], 'it')).toEqual({ kind: 'button', index: 0, text: 'Annulla iscrizione' })
    const result = marketingOptOut(inLanguage('it', 'x'.repeat(room + 1)))
    expect(result.fix).toEqual({ kind: 'add-opt-out-button' })
    expect(result.detail).toBe(
      `Add a quick-reply button such as "Annulla iscrizione", or shorten the footer to ${room} characters or fewer: WhatsApp requires a way to stop marketing messages, and the footer has no room for "${line}".`,
    )
  })

  it('writes English for a language it has no words for', () => {
    expect(optOutPlan('', [], 'nl')).toEqual({ kind: 'footer', footer: OPT_OUT_FOOTER })
    expect(marketingOptOut(inLanguage('id', 'Balas STOP untuk berhenti')).status).toBe('pass')
  })
})
