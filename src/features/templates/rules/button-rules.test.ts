import { describe, expect, it } from 'vitest'
import { BUTTON_TEXT_MAX, MAX_PHONE_BUTTONS, MAX_URL_BUTTONS } from '../template-limits'
import { buttonsGrouped, buttonTargets, buttonTextLength, phoneButtonsMax, urlButtonExample, urlButtonsMax, urlVariableAtEnd } from './button-rules'
import { makeDraft, phone, quickReply, website } from './rule-fixtures'
import type { TemplateButton } from '@/api/templates'

const withButtons = (...buttons: TemplateButton[]) => makeDraft({ buttons })

describe('button-text-length', () => {
  it(`fails a button over ${BUTTON_TEXT_MAX} characters, naming it`, () => {
    expect(buttonTextLength(withButtons(quickReply('Yes'), quickReply('x'.repeat(31))))).toEqual({
      id: 'button-text-length',
      status: 'fail',
      field: 'buttons',
      label: "Each button's text is 1 to 25 characters",
      detail: 'Button 2 text is 31 characters; the limit is 25.',
      buttonIndex: 1,
    })
  })

  it('names every offending button in one result, pointing at the first, and fails empty text', () => {
    const result = buttonTextLength(withButtons(quickReply(' '), quickReply('ok'), website('x'.repeat(26), 'https://x.example')))
    expect(result).toMatchObject({ status: 'fail', buttonIndex: 0, detail: 'Button 1 has no text. Button 3 text is 26 characters; the limit is 25.' })
  })

  it('passes at the limit and with no buttons', () => {
    expect(buttonTextLength(withButtons(quickReply('x'.repeat(BUTTON_TEXT_MAX)))).status).toBe('pass')
    expect(buttonTextLength(makeDraft()).status).toBe('pass')
  })
})

describe('url-buttons-max', () => {
  it(`fails more than ${MAX_URL_BUTTONS} website buttons, pointing at the first extra one`, () => {
    const result = urlButtonsMax(withButtons(...['a', 'b', 'c'].map((t) => website(t, 'https://x.example'))))
    expect(result).toMatchObject({
      status: 'fail',
      buttonIndex: 2,
      detail: 'There are 3 website buttons; a template can have at most 2. Remove 1 (or change its type).',
    })
  })

  it(`passes ${MAX_URL_BUTTONS}`, () => {
    expect(urlButtonsMax(withButtons(website('a', 'https://x.example'), website('b', 'https://x.example'), quickReply('c'))).status).toBe('pass')
  })
})

describe('phone-buttons-max', () => {
  it(`fails more than ${MAX_PHONE_BUTTONS} call button`, () => {
    expect(phoneButtonsMax(withButtons(quickReply('a'), phone('Call us'), phone('Call the store')))).toMatchObject({
      status: 'fail',
      buttonIndex: 2,
      detail: 'There are 2 call buttons; a template can have at most 1. Remove 1 (or change its type).',
    })
  })

  it('passes one', () => {
    expect(phoneButtonsMax(withButtons(phone('Call us'), website('a', 'https://x.example'))).status).toBe('pass')
  })
})

describe('buttons-grouped', () => {
  it('fails quick replies split by a website or call button', () => {
    expect(buttonsGrouped(withButtons(quickReply('Yes'), website('Visit', 'https://x.example'), quickReply('No')))).toMatchObject({
      status: 'fail',
      buttonIndex: 2,
      detail: 'Button 3 is separated from button 1 by button 2: keep the quick replies together, before or after the website and call buttons.',
    })
    const split = withButtons(website('a', 'https://x.example'), quickReply('b'), quickReply('c'), phone('d'))
    expect(buttonsGrouped(split).detail).toMatch(/^Button 4 is separated from button 1 by buttons 2–3:/)
  })

  it('passes grouped buttons in either order', () => {
    expect(buttonsGrouped(withButtons(quickReply('a'), quickReply('b'), website('c', 'https://x.example'))).status).toBe('pass')
    expect(buttonsGrouped(withButtons(website('a', 'https://x.example'), phone('b'), quickReply('c'))).status).toBe('pass')
    expect(buttonsGrouped(makeDraft()).status).toBe('pass')
  })
})

describe('url-variable-at-end', () => {
  const check = (url: string) => urlVariableAtEnd(withButtons(quickReply('a'), website('Track', url, 'x')))

  it('fails a variable in the middle, two variables, or a variable other than {{1}}', () => {
    expect(check('https://x.example/{{1}}/track')).toMatchObject({
      status: 'fail',
      buttonIndex: 1,
      detail: 'Button 2 link has {{1}} in the middle; put it at the very end, e.g. https://example.com/track/{{1}}.',
    })
    expect(check('https://x.example/{{1}}/{{2}}').detail).toBe('Button 2 link has 2 variables; a link can have only one, at the very end.')
    expect(check('https://x.example/track/{{2}}').detail).toBe("Button 2 link uses {{2}}; a link's variable must be {{1}}.")
  })

  it('passes a trailing {{1}}, a plain link, and non-website buttons', () => {
    expect(check('https://x.example/track/{{1}}').status).toBe('pass')
    expect(check('https://x.example/?code={{1}}').status).toBe('pass')
    expect(check('https://x.example/track').status).toBe('pass')
    expect(urlVariableAtEnd(withButtons(quickReply('{{1}} then'))).status).toBe('pass')
  })
})

describe('url-button-example', () => {
  it('fails a link variable without an example, offering to add one for that button', () => {
    const draft = withButtons(website('Shop', 'https://x.example'), website('Track', 'https://x.example/track/{{1}}'))
    expect(urlButtonExample(draft)).toEqual({
      id: 'url-button-example',
      status: 'fail',
      field: 'buttons',
      label: "A website button's link variable has an example value",
      detail: 'Button 2 link has a variable: add an example value for {{1}}, e.g. an order number.',
      buttonIndex: 1,
      fix: { kind: 'add-button-example', buttonIndex: 1 },
    })
    expect(urlButtonExample(withButtons(website('Track', 'https://x.example/{{1}}', '  '))).status).toBe('fail')
  })

  it('passes with an example, or without a variable', () => {
    expect(urlButtonExample(withButtons(website('Track', 'https://x.example/{{1}}', 'NW-1'))).status).toBe('pass')
    expect(urlButtonExample(withButtons(website('Shop', 'https://x.example'))).status).toBe('pass')
  })
})

describe('button-targets', () => {
  it('fails a website button without a web address, naming the button', () => {
    const result = buttonTargets(withButtons(quickReply('Yes'), website('Open', 'shop.example/x')))
    expect(result).toMatchObject({ status: 'fail', buttonIndex: 1, detail: 'Button 2 needs a full web address starting with https://.' })
    expect(buttonTargets(withButtons(website('Open', 'javascript:alert(1)'))).status).toBe('fail')
    expect(buttonTargets(withButtons(website('Open', ''))).status).toBe('fail')
  })

  it('fails a call button without an international number', () => {
    const local: TemplateButton = { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '020 7946 0321' }
    expect(buttonTargets(withButtons(local))).toMatchObject({
      status: 'fail',
      detail: 'Button 1 needs a phone number with its country code, e.g. +44 20 7946 0000.',
    })
  })

  it('passes https links (with a trailing variable) and international numbers', () => {
    expect(buttonTargets(withButtons(website('Track', 'https://shop.example/track/{{1}}', 'NW-1'), phone('Call'))).status).toBe('pass')
    expect(buttonTargets(withButtons({ type: 'PHONE_NUMBER', text: 'Call', phone_number: '+1 (415) 555-0100' })).status).toBe('pass')
    expect(buttonTargets(makeDraft()).status).toBe('pass')
  })
})
