import { describe, expect, it } from 'vitest'
import { makeDraft } from './rule-fixtures'
import { bodyUnique, variableDensity, wordsNeeded } from './warning-rules'

const body = (text: string) => makeDraft({ body: text })

describe('variable-density (counts words now, where it used to count characters)', () => {
  it('warns when the body has fewer than 2x+1 words outside x variables, naming the reason', () => {
    expect(wordsNeeded(2)).toBe(5)
    expect(variableDensity(body('Hi {{1}}, {{2}} is ready'))).toEqual({
      id: 'variable-density',
      status: 'warn',
      field: 'body',
      label: 'The body has enough words for its variables',
      detail:
        'Add 2 more words or use fewer variables: the body has 2 variables but only 3 words of its own, and WhatsApp rejects templates with too many variables for their length.',
    })
    expect(variableDensity(body('Hi {{1}}, order {{2}} is ready')).detail).toMatch(
      /^Add 1 more word or use fewer variables: .* only 4 words of its own/,
    )
  })

  it('counts every occurrence of a variable, and keeps the words on either side of a variable apart', () => {
    expect(variableDensity(body('Give {{1}}, get {{1}} and more')).status).toBe('warn')
    expect(variableDensity(body('Hi{{1}}there, friend')).status).toBe('pass')
  })

  it('passes at 2x+1 words, counts words in scripts without spaces, and is skipped without variables', () => {
    expect(variableDensity(body('Hi {{1}}, your order {{2}} is ready')).status).toBe('pass')
    expect(variableDensity(body('您好 {{1}}，您的订单已经发货了')).status).toBe('pass')
    expect(variableDensity(body('Hi')).status).toBe('skip')
  })
})

describe('body-unique', () => {
  const others = [
    { name: 'order_update', body: 'Hi {{1}}, your order {{2}} is on its way and should arrive tomorrow.' },
    { name: 'welcome', body: 'Welcome to Northwind!' },
  ]

  it('warns when another template of the workspace has the same body, whatever its spacing or case, naming it', () => {
    expect(
      bodyUnique(body('hi {{1}},  your order {{2}} is on its way\nand should arrive tomorrow. '), {
        otherBodies: others,
      }),
    ).toEqual({
      id: 'body-unique',
      status: 'warn',
      field: 'body',
      label: 'The body is not the same as another template’s in this workspace',
      detail:
        'Reword the body: it is the same as “order_update”, and WhatsApp rejects a template that duplicates another one.',
    })
  })

  it('passes a body of its own, and is skipped while the other bodies are not known', () => {
    expect(bodyUnique(body('Welcome to Northwind, friend!'), { otherBodies: others }).status).toBe('pass')
    expect(bodyUnique(body('Welcome to Northwind!'), {}).status).toBe('skip')
    expect(bodyUnique(body(''), { otherBodies: others }).status).toBe('skip')
  })

  it('compares only with templates in the same language, when both languages are known', () => {
    const text = 'Thanks {{1}}! Reply OK to confirm your order {{2}}.'
    const otherBodies = [
      { name: 'confirm_es', body: text, language: 'es_ES' },
      { name: 'confirm_legacy', body: text },
    ]
    const english = makeDraft({ body: text, language: 'en_GB' })
    expect(bodyUnique(english, { otherBodies }).detail).toMatch(/same as “confirm_legacy”,/)
    expect(bodyUnique(english, { otherBodies: otherBodies.slice(0, 1) }).status).toBe('pass')
    expect(bodyUnique(makeDraft({ body: text, language: 'es_ES' }), { otherBodies }).detail).toMatch(
      /same as “confirm_es” and “confirm_legacy”/,
    )
    expect(bodyUnique({ ...english, language: undefined }, { otherBodies }).status).toBe('warn')
  })
})
