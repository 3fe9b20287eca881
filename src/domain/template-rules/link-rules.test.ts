import { describe, expect, it } from 'vitest'
import { linkShortener, plainHttpLink, withHttps } from './link-rules'
import { makeDraft, website } from './rule-fixtures'

describe('link-shortener', () => {
  it('fails a shortened link in the body, naming the shortener, with no fix', () => {
    // Rejected: a delivery update whose tracking link hides behind bit.ly.
    const result = linkShortener(
      makeDraft({ body: 'Hi {{1}}, your order {{2}} is on its way. Track it here: https://bit.ly/3xKq9Tz' }),
    )
    expect(result).toMatchObject({ id: 'link-shortener', status: 'fail', field: 'body' })
    expect(result.detail).toBe(
      'Replace the bit.ly link in the body with a link on your business’s own domain: WhatsApp rejects templates with shortened links, because they hide where the link goes.',
    )
    expect(result.fix).toBeUndefined()
  })

  it('finds shorteners without a scheme, in the header and in a URL button’s link', () => {
    expect(
      linkShortener(makeDraft({ body: 'Give $15, get $15! Share tinyurl.com/nw-friends with your friends today.' }))
        .status,
    ).toBe('fail')
    const draft = makeDraft({
      header: { format: 'TEXT', text: 'Your parcel: t.co/abc123' },
      buttons: [website('Track parcel', 'https://cutt.ly/{{1}}', 'wTr4Xz')],
    })
    expect(linkShortener(draft).detail).toMatch(
      /^Replace the t\.co and cutt\.ly link in the header and the link of button 1 /,
    )
  })

  it('passes links on the business’s own domain, and names that merely look like a shortener', () => {
    // Approved: the same update with the shop's own tracking page.
    const approved = makeDraft({
      body: 'Hi {{1}}, your order {{2}} is on its way. Track it at https://track.northwind-retail.example/NW-48213',
      buttons: [website('Track parcel', 'https://track.northwind-retail.example/{{1}}', 'NW-48213')],
    })
    expect(linkShortener(approved).status).toBe('pass')
    expect(
      linkShortener(makeDraft({ body: 'Read it at https://what.com/x or mail us at team@bit.ly.example.' })).status,
    ).toBe('pass')
    expect(linkShortener(makeDraft({ body: 'Visit the store at t.com/stores today.' })).status).toBe('pass')
  })
})

describe('plain-http-link', () => {
  it('fails an http:// link anywhere, with the https fix', () => {
    // Rejected: "Click here now: http://northwind-retail.example/track".
    const result = plainHttpLink(
      makeDraft({
        body: 'Your order {{1}} has shipped. Track it here: http://northwind-retail.example/track today.',
        buttons: [website('Track', 'HTTP://northwind-retail.example/t/{{1}}', 'NW-1')],
      }),
    )
    expect(result).toMatchObject({ id: 'plain-http-link', status: 'fail', fix: { kind: 'use-https' } })
    expect(result.detail).toBe(
      'Change http:// to https:// in the body and the link of button 1: WhatsApp rejects links that are not secure.',
    )
  })

  it('passes https:// links and the word "http" alone', () => {
    expect(
      plainHttpLink(
        makeDraft({ body: 'Hi {{1}}, see your order {{2}} at https://shop.northwind-retail.example/orders.' }),
      ).status,
    ).toBe('pass')
    expect(plainHttpLink(makeDraft({ body: 'Our API speaks http and more, {{1}}, for order {{2}}.' })).status).toBe(
      'pass',
    )
  })

  it('rewrites every http:// link, whatever its case', () => {
    expect(withHttps('http://a.example and HTTP://b.example, https://c.example')).toBe(
      'https://a.example and https://b.example, https://c.example',
    )
  })
})
