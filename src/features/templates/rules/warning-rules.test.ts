import { describe, expect, it } from 'vitest'
import { makeDraft } from './rule-fixtures'
import { adjacentVariables, CHARACTERS_PER_VARIABLE, variableAtEdge, variableDensity } from './warning-rules'

const body = (text: string) => makeDraft({ body: text })

describe('variable-at-edge', () => {
  it('warns when the body starts or ends with a variable, ignoring surrounding whitespace', () => {
    expect(variableAtEdge(body('  {{1}} is your verification code for Northwind.'))).toEqual({
      id: 'variable-at-edge',
      status: 'warn',
      field: 'body',
      label: 'The body does not start or end with a variable',
      detail: 'The body starts with {{1}}: add words before it. WhatsApp rejects templates whose body starts or ends with a variable.',
    })
    expect(variableAtEdge(body('Your verification code for Northwind is {{1}}\n')).detail).toMatch(/^The body ends with \{\{1\}\}: add words after it/)
    expect(variableAtEdge(body('{{1}}, your code for Northwind is {{2}}')).detail).toMatch(/starts with \{\{1\}\}.*ends with \{\{2\}\}/)
  })

  it('passes when text, even a full stop, comes first and last', () => {
    expect(variableAtEdge(body('Your code for Northwind is {{1}}.')).status).toBe('pass')
    expect(variableAtEdge(body('No variables at all here.')).status).toBe('pass')
  })
})

describe('adjacent-variables', () => {
  it('warns about variables with only whitespace between them, naming each pair', () => {
    expect(adjacentVariables(body('Dear {{1}} {{2}}, your order {{3}}{{4}} has shipped today.'))).toMatchObject({
      status: 'warn',
      field: 'body',
      detail: '{{1}} and {{2}}, {{3}} and {{4}} sit side by side: put words between them, or WhatsApp may reject the template.',
    })
  })

  it('passes variables separated by words or punctuation', () => {
    expect(adjacentVariables(body('Dear {{1}}, order {{2}} has shipped with {{3}}.')).status).toBe('pass')
    expect(adjacentVariables(body('Dear {{1}}, {{2}} has shipped.')).status).toBe('pass')
  })
})

describe('variable-density', () => {
  it(`warns when the body has fewer than ${CHARACTERS_PER_VARIABLE} characters of its own per variable`, () => {
    expect(variableDensity(body('Hi {{1}}, {{2}} is ready'))).toMatchObject({
      status: 'warn',
      field: 'body',
      detail:
        'The body has 2 variables but only 14 characters of its own text; add about 6 more characters or use fewer variables, or WhatsApp may reject it as too many variables for its length.',
    })
  })

  it('passes at the threshold and without variables', () => {
    expect(variableDensity(body('Hi {{1}}, order {{2}} is ready')).status).toBe('pass')
    expect(variableDensity(body('Hi')).status).toBe('pass')
  })
})
