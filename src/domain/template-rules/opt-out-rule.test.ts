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
    expect(optOutPlan('', [])).toEqual({ kind: 'footer', footer: OPT_OUT_FOOTER })
    expect(optOutPlan('  ', [])).toEqual({ kind: 'footer', footer: OPT_OUT_FOOTER })
    expect(optOutPlan('Northwind ', [])).toEqual({ kind: 'footer', footer: `Northwind · ${OPT_OUT_FOOTER}` })
    const longest = 'x'.repeat(32)
    expect(optOutPlan(longest, [])).toEqual({ kind: 'footer', footer: `${longest} · ${OPT_OUT_FOOTER}` })
    expect([...`${longest} · ${OPT_OUT_FOOTER}`]).toHaveLength(FOOTER_MAX)
  })

  it('counts characters as people do, so an emoji is one', () => {
    expect(optOutPlan('🎉'.repeat(32), [])).toMatchObject({ kind: 'footer' })
  })

  it('adds a quick reply beside the other quick replies, or last, when the footer has no room', () => {
    const full = 'x'.repeat(33)
    expect(optOutPlan(full, [])).toEqual({ kind: 'button', index: 0 })
    expect(optOutPlan(full, ['URL', 'PHONE_NUMBER'])).toEqual({ kind: 'button', index: 2 })
    expect(optOutPlan(full, ['QUICK_REPLY', 'URL'])).toEqual({ kind: 'button', index: 1 })
    expect(optOutPlan(full, ['URL', 'QUICK_REPLY'])).toEqual({ kind: 'button', index: 2 })
  })

  it('gives up when every button slot is taken', () => {
    expect(optOutPlan('x'.repeat(33), ['URL', 'PHONE_NUMBER', 'QUICK_REPLY'])).toBeNull()
  })
})
