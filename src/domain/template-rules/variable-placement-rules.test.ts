import { describe, expect, it } from 'vitest'
import { failing, makeDraft } from './rule-fixtures'
import { adjacentVariables, variableAtEdge } from './variable-placement-rules'

const body = (text: string) => makeDraft({ body: text })

describe('variable-at-edge (blocking since WhatsApp rejects it; it used to warn)', () => {
  it('fails a body that starts with a variable, ignoring surrounding whitespace and punctuation', () => {
    expect(variableAtEdge(body('  {{1}} is your verification code for Northwind.'))).toEqual(
      failing('variable-at-edge', 'Add words before {{1}}: WhatsApp rejects a body that starts with a variable.'),
    )
    expect(variableAtEdge(body('¡{{1}}, your code for Northwind is ready!')).status).toBe('fail')
  })

  it('fails a body that ends with a variable, also when only punctuation follows it', () => {
    expect(variableAtEdge(body('Your verification code for Northwind is {{1}}\n')).detail).toBe(
      'Add words after {{1}}: WhatsApp rejects a body that ends with a variable.',
    )
    expect(variableAtEdge(body('Your code for Northwind is {{1}}.')).detail).toBe(
      'Add words after {{1}}: WhatsApp rejects a body that ends with a variable, and punctuation after it does not count.',
    )
    expect(variableAtEdge(body('Your code for Northwind is {{1}} !!! 🎉')).status).toBe('fail')
  })

  it('names both edges at once', () => {
    expect(variableAtEdge(body('{{1}}, your code for Northwind is {{2}}')).detail).toBe(
      'Add words before {{1}} and after {{2}}: WhatsApp rejects a body that starts or ends with a variable.',
    )
  })

  it('passes when words come first and last, and is skipped without variables', () => {
    expect(variableAtEdge(body('Your code for Northwind is {{1}}. Keep it safe.')).status).toBe('pass')
    expect(variableAtEdge(body('Hi {{1}}, your order ships today.')).status).toBe('pass')
    expect(variableAtEdge(body('No variables at all here.')).status).toBe('skip')
  })
})

describe('adjacent-variables (blocking since WhatsApp rejects it; it used to warn)', () => {
  it('fails variables with only whitespace between them, naming each pair', () => {
    expect(adjacentVariables(body('Dear {{1}} {{2}}, your order has shipped today.'))).toEqual(
      failing(
        'adjacent-variables',
        'Put words between the variables: {{1}} and {{2}} sit side by side. WhatsApp rejects variables with only spaces between them.',
      ),
    )
    expect(adjacentVariables(body('Dear {{1}} {{2}}, your order {{3}}{{4}} has shipped today.')).detail).toBe(
      'Put words between the variables: {{1}} and {{2}} sit side by side, and so do {{3}} and {{4}}. WhatsApp rejects variables with only spaces between them.',
    )
  })

  it('passes variables separated by words or punctuation, and is skipped with fewer than two', () => {
    expect(adjacentVariables(body('Dear {{1}}, order {{2}} has shipped with {{3}}.')).status).toBe('pass')
    expect(adjacentVariables(body('Dear {{1}}, {{2}} has shipped.')).status).toBe('pass')
    expect(adjacentVariables(body('Dear {{1}}, your order has shipped.')).status).toBe('skip')
  })
})
