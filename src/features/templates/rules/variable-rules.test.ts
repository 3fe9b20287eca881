import { describe, expect, it } from 'vitest'
import { makeDraft } from './rule-fixtures'
import { footerNoVariables, headerOneVariable, variablesSequential } from './variable-rules'
import { renumberVariables } from '../template-variables'

const textHeader = (text: string) => makeDraft({ header: { format: 'TEXT', text, example: { header_text: ['x'] } } })

describe('header-one-variable', () => {
  it('fails a header with two variables', () => {
    expect(headerOneVariable(textHeader('{{1}} and {{2}}'))).toEqual({
      id: 'header-one-variable',
      status: 'fail',
      field: 'header-text',
      label: 'A text header has at most one variable, {{1}}',
      detail: 'The header has 2 variables ({{1}} and {{2}}); a header can have only one, {{1}}.',
    })
  })

  it('fails a lone variable other than {{1}}, offering to renumber the header', () => {
    expect(headerOneVariable(textHeader('Order {{2}}'))).toMatchObject({
      status: 'fail',
      detail: "The header variable is {{2}}; a header's only variable must be {{1}}.",
      fix: { kind: 'renumber-variables', component: 'header' },
    })
  })

  it('passes {{1}}, no variable, and media or missing headers', () => {
    expect(headerOneVariable(textHeader('Order {{1}}')).status).toBe('pass')
    expect(headerOneVariable(textHeader('Order confirmed')).status).toBe('pass')
    expect(headerOneVariable(makeDraft({ header: { format: 'IMAGE', text: '{{1}} {{2}}' } })).status).toBe('pass')
    expect(headerOneVariable(makeDraft()).status).toBe('pass')
  })
})

describe('footer-no-variables', () => {
  it('fails a footer with variables, naming each once', () => {
    expect(footerNoVariables(makeDraft({ footer: 'Sent to {{1}}' }))).toMatchObject({
      status: 'fail',
      field: 'footer',
      detail: 'The footer contains {{1}}; a footer cannot have variables, so move it to the body.',
    })
    expect(footerNoVariables(makeDraft({ footer: '{{2}} {{1}} {{2}}' })).detail).toBe(
      'The footer contains {{2}} and {{1}}; a footer cannot have variables, so move them to the body.',
    )
  })

  it('passes a plain footer and no footer', () => {
    expect(footerNoVariables(makeDraft({ footer: 'Reply STOP to unsubscribe' })).status).toBe('pass')
    expect(footerNoVariables(makeDraft()).status).toBe('pass')
  })
})

describe('variables-sequential', () => {
  const sequential = (body: string) => variablesSequential(makeDraft({ body }))

  it('fails a gap, naming the missing variable, and offers to renumber the body', () => {
    expect(sequential('Hi {{1}}, order {{3}} is here.')).toEqual({
      id: 'variables-sequential',
      status: 'fail',
      field: 'body',
      label: 'Variables are numbered 1, 2, 3… in order',
      detail: 'Variable {{2}} is missing: number variables 1, 2, 3 in order.',
      fix: { kind: 'renumber-variables', component: 'body' },
    })
  })

  it('names several gaps, and summarises many', () => {
    expect(sequential('a {{1}} b {{4}} c').detail).toBe('Variables {{2}} and {{3}} are missing: number variables 1, 2, 3, 4 in order.')
    expect(sequential('a {{1}} b {{9}} c').detail).toBe('Variables {{2}}, {{3}}, {{4}} and 4 more are missing: number variables 1 to 9 in order.')
    expect(sequential('a {{2}} b').detail).toBe('Variable {{1}} is missing: number variables 1, 2 in order.')
  })

  it('fails variables out of order of first appearance, and {{0}}', () => {
    expect(sequential('a {{2}} b {{1}} c').detail).toBe('Variable {{2}} comes before {{1}}: number variables 1, 2 in the order they first appear.')
    expect(sequential('a {{0}} b {{1}} c').detail).toBe('Variable {{0}} is not allowed: number variables from {{1}}.')
  })

  it('passes 1..n in order, repeats of a number, and no variables', () => {
    for (const body of ['a {{1}} b {{2}} c {{3}} d', 'Give {{1}}, get {{1}}! Code {{2}}.', 'No variables here.']) {
      expect(sequential(body).status, body).toBe('pass')
    }
  })

  it('is fixed by renumbering', () => {
    for (const body of ['a {{2}} b {{1}} c', 'a {{1}} b {{9}} c', 'a {{0}} b {{7}} c {{0}}']) {
      expect(sequential(body).status).toBe('fail')
      expect(sequential(renumberVariables(body)).status).toBe('pass')
    }
  })
})
