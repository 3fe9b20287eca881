import { describe, expect, it } from 'vitest'
import { BUTTON_TEXT_MAX, MAX_PHONE_BUTTONS, MAX_URL_BUTTONS } from '@/domain/template-limits'
import {
  buttonsGrouped,
  buttonTargets,
  buttonTextLength,
  phoneButtonsMax,
  urlButtonExample,
  urlButtonsMax,
  urlVariableAtEnd,
} from './button-rules'
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
      detail: 'Shorten button 2 to 25 characters: it has 31.',
      buttonIndex: 1,
      parts: [{ detail: 'Shorten button 2 to 25 characters: it has 31.', buttonIndex: 1 }],
    })
  })

  it('names every offending button in one result, pointing at the first, with each button its own part, and fails empty text', () => {
    const result = buttonTextLength(
      withButtons(quickReply(' '), quickReply('ok'), website('x'.repeat(26), 'https://x.example')),
    )
    expect(result).toMatchObject({
      status: 'fail',
      buttonIndex: 0,
      detail: 'Write the text of button 1. Shorten button 3 to 25 characters: it has 26.',
      parts: [
        { detail: 'Write the text of button 1.', buttonIndex: 0 },
        { detail: 'Shorten button 3 to 25 characters: it has 26.', buttonIndex: 2 },
      ],
    })
  })

  it('passes at the limit, and is skipped with no buttons', () => {
    expect(buttonTextLength(withButtons(quickReply('x'.repeat(BUTTON_TEXT_MAX)))).status).toBe('pass')
    expect(buttonTextLength(makeDraft()).status).toBe('skip')
  })
})

describe('url-buttons-max', () => {
  it(`fails more than ${MAX_URL_BUTTONS} website buttons, pointing at the first extra one`, () => {
    const result = urlButtonsMax(withButtons(...['a', 'b', 'c'].map((t) => website(t, 'https://x.example'))))
    expect(result).toMatchObject({
      status: 'fail',
      buttonIndex: 2,
      detail: 'Remove 1 of the 3 website buttons (or change its type): a template can have at most 2.',
    })
  })

  it(`passes ${MAX_URL_BUTTONS}, and is skipped without a website button`, () => {
    expect(
      urlButtonsMax(withButtons(website('a', 'https://x.example'), website('b', 'https://x.example'), quickReply('c')))
        .status,
    ).toBe('pass')
    expect(urlButtonsMax(withButtons(quickReply('c'))).status).toBe('skip')
  })
})

describe('phone-buttons-max', () => {
  it(`fails more than ${MAX_PHONE_BUTTONS} call button`, () => {
    expect(phoneButtonsMax(withButtons(quickReply('a'), phone('Call us'), phone('Call the store')))).toMatchObject({
      status: 'fail',
      buttonIndex: 2,
      detail: 'Remove 1 of the 2 call buttons (or change its type): a template can have at most 1.',
    })
  })

  it('passes one, and is skipped without a call button', () => {
    expect(phoneButtonsMax(withButtons(phone('Call us'), website('a', 'https://x.example'))).status).toBe('pass')
    expect(phoneButtonsMax(makeDraft()).status).toBe('skip')
  })
})

describe('buttons-grouped', () => {
  it('fails quick replies split by a website or call button', () => {
    expect(
      buttonsGrouped(withButtons(quickReply('Yes'), website('Visit', 'https://x.example'), quickReply('No'))),
    ).toMatchObject({
      status: 'fail',
      buttonIndex: 2,
      detail:
        'Keep the quick replies together, before or after the website and call buttons: button 3 is separated from button 1 by button 2.',
    })
    const split = withButtons(website('a', 'https://x.example'), quickReply('b'), quickReply('c'), phone('d'))
    expect(buttonsGrouped(split).detail).toMatch(/: button 4 is separated from button 1 by buttons 2–3\.$/)
  })

  it('passes grouped buttons in either order, and is skipped unless there are quick replies and other buttons', () => {
    expect(
      buttonsGrouped(withButtons(quickReply('a'), quickReply('b'), website('c', 'https://x.example'))).status,
    ).toBe('pass')
    expect(buttonsGrouped(withButtons(website('a', 'https://x.example'), phone('b'), quickReply('c'))).status).toBe(
      'pass',
    )
    expect(buttonsGrouped(withButtons(quickReply('a'), quickReply('b'))).status).toBe('skip')
    expect(buttonsGrouped(withButtons(website('a', 'https://x.example'))).status).toBe('skip')
    expect(buttonsGrouped(makeDraft()).status).toBe('skip')
  })
})

describe('url-variable-at-end', () => {
  const check = (url: string) => urlVariableAtEnd(withButtons(quickReply('a'), website('Track', url, 'x')))

  it('fails a variable in the middle, two variables, or a variable other than {{1}}', () => {
    expect(check('https://x.example/{{1}}/track')).toMatchObject({
      status: 'fail',
      buttonIndex: 1,
      detail: 'Move {{1}} to the very end of the link of button 2, e.g. https://example.com/track/{{1}}.',
    })
    expect(check('https://x.example/{{1}}/{{2}}').detail).toBe(
      'Keep one variable in the link of button 2, at the very end: it has 2.',
    )
    expect(check('https://x.example/track/{{2}}').detail).toBe(
      "Use {{1}} in the link of button 2: it uses {{2}}, and a link's variable must be {{1}}.",
    )
  })

  it('passes a trailing {{1}} and a plain link, and is skipped without website buttons', () => {
    expect(check('https://x.example/track/{{1}}').status).toBe('pass')
    expect(check('https://x.example/?code={{1}}').status).toBe('pass')
    expect(check('https://x.example/track').status).toBe('pass')
    expect(urlVariableAtEnd(withButtons(quickReply('{{1}} then'))).status).toBe('skip')
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
      detail: 'Add an example value for {{1}} in the link of button 2, e.g. an order number.',
      buttonIndex: 1,
      fix: { kind: 'add-button-example', buttonIndex: 1 },
      parts: [
        {
          detail: 'Add an example value for {{1}} in the link of button 2, e.g. an order number.',
          buttonIndex: 1,
          fix: { kind: 'add-button-example', buttonIndex: 1 },
        },
      ],
    })
    expect(urlButtonExample(withButtons(website('Track', 'https://x.example/{{1}}', '  '))).status).toBe('fail')
  })

  it('passes with an example, and is skipped without a link variable', () => {
    expect(urlButtonExample(withButtons(website('Track', 'https://x.example/{{1}}', 'NW-1'))).status).toBe('pass')
    expect(urlButtonExample(withButtons(website('Shop', 'https://x.example'))).status).toBe('skip')
  })
})

describe('button-targets', () => {
  it('fails a website button without a web address, naming the button', () => {
    const result = buttonTargets(withButtons(quickReply('Yes'), website('Open', 'shop.example/x')))
    expect(result).toMatchObject({
      status: 'fail',
      buttonIndex: 1,
      detail: 'Give button 2 a full web address starting with https://.',
    })
    expect(buttonTargets(withButtons(website('Open', 'javascript:alert(1)'))).status).toBe('fail')
    expect(buttonTargets(withButtons(website('Open', ''))).status).toBe('fail')
  })

  it('fails a call button without an international number', () => {
    const local: TemplateButton = { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '020 7946 0321' }
    expect(buttonTargets(withButtons(local))).toMatchObject({
      status: 'fail',
      detail: 'Give button 1 a phone number with its country code, e.g. +44 20 7946 0000.',
    })
  })

  it('passes https links (with a trailing variable) and international numbers, and is skipped with only quick replies', () => {
    expect(
      buttonTargets(withButtons(website('Track', 'https://shop.example/track/{{1}}', 'NW-1'), phone('Call'))).status,
    ).toBe('pass')
    expect(
      buttonTargets(withButtons({ type: 'PHONE_NUMBER', text: 'Call', phone_number: '+1 (415) 555-0100' })).status,
    ).toBe('pass')
    expect(buttonTargets(withButtons(quickReply('Yes'))).status).toBe('skip')
    expect(buttonTargets(makeDraft()).status).toBe('skip')
  })
})
