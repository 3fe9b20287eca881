import { describe, expect, it } from 'vitest'
import { collapsePunctuation, emojiRun, punctuationRun } from './punctuation-rules'
import { makeDraft } from './rule-fixtures'

const body = (text: string) => makeDraft({ category: 'MARKETING', body: text, footer: 'Reply STOP to unsubscribe' })

describe('punctuation-run', () => {
  it('fails runs of ! and ?, and dots beyond an ellipsis, with the collapse fix', () => {
    // Rejected: a win-back message that shouts.
    const result = punctuationRun(body('We miss you, {{1}}! Come back for 20% off everything. Limited time only!!!'))
    expect(result).toMatchObject({ id: 'punctuation-run', status: 'fail', fix: { kind: 'collapse-punctuation' } })
    expect(result.detail).toBe(
      'Use one mark instead of “!!!”: WhatsApp rejects templates with runs of punctuation as spam.',
    )
    expect(punctuationRun(body('Still deciding, {{1}}?!?! Your basket is waiting.....')).detail).toMatch(
      /instead of “\?!\?!” and “\.\.\.\.\.”/,
    )
    expect(punctuationRun(makeDraft({ footer: 'Northwind!!!' })).status).toBe('fail')
  })

  it('passes one mark, "?!", an ellipsis and "..."', () => {
    // Approved: a back-in-stock alert.
    expect(
      punctuationRun(body('Good news, {{1}}: the Alpine parka is back in stock! Last time it sold out in two days…'))
        .status,
    ).toBe('pass')
    expect(punctuationRun(body('Still thinking it over, {{1}}?! Your basket is waiting...')).status).toBe('pass')
  })

  it('collapses each run to one mark, keeping a question a question and an ellipsis an ellipsis', () => {
    expect(collapsePunctuation('Wow!!! Really?!?! Wait..... and……. ¡¡¡Hola!!!')).toBe(
      'Wow! Really? Wait... and… ¡Hola!',
    )
    expect(collapsePunctuation('Fine. OK... Sure!?')).toBe('Fine. OK... Sure!?')
  })
})

describe('emoji-run', () => {
  it('warns at five emoji in a row, spaces between them allowed, counting a joined or toned emoji once', () => {
    // Rejected: "BLACK FRIDAY IS HERE 🔥🔥🔥🔥🔥".
    const result = emojiRun(body('BLACK FRIDAY IS HERE {{1}} 🔥🔥🔥🔥🔥 Up to 70% off everything.'))
    expect(result).toMatchObject({ id: 'emoji-run', status: 'warn' })
    expect(result.detail).toContain('“🔥🔥🔥🔥🔥”')
    expect(emojiRun(body('Party time {{1}} 🎉 🎁 🎄 ❤️ 👍🏽')).status).toBe('warn')
  })

  it('passes four in a row, or emoji with words between them', () => {
    // Approved: a loyalty message with a few emoji.
    expect(
      emojiRun(body('Double points weekend, {{1}}! 🎉🎁🎄👨‍👩‍👧 Every purchase until Sunday earns 2× points.')).status,
    ).toBe('pass')
    expect(emojiRun(body('🎉 Sale {{1}} 🎁 gifts 🎄 trees 🔥 deals ❤️ love')).status).toBe('pass')
    expect(emojiRun(makeDraft({ body: '' })).status).toBe('skip')
  })
})
