import { describe, expect, it } from 'vitest'
import { failing, makeDraft } from './rule-fixtures'
import { MAX_VARIABLES } from '@/domain/template-limits'
import {
  footerNoVariables,
  headerOneVariable,
  variableCount,
  variableFormat,
  variablesSequential,
} from './variable-rules'
import { renumberVariables } from '@/domain/template-variables'

const textHeader = (text: string) => makeDraft({ header: { format: 'TEXT', text, example: { header_text: ['x'] } } })

describe('header-one-variable', () => {
  it('fails a header with two variables', () => {
    expect(headerOneVariable(textHeader('{{1}} and {{2}}'))).toEqual(
      failing('header-one-variable', 'Keep one variable, {{1}}, in the header: it has 2 ({{1}} and {{2}}).'),
    )
  })

  it('fails a lone variable other than {{1}}, offering to renumber the header', () => {
    expect(headerOneVariable(textHeader('Order {{2}}'))).toMatchObject({
      status: 'fail',
      detail: "Renumber the header variable to {{1}}: it is {{2}}, and a header's only variable must be {{1}}.",
      fix: { kind: 'renumber-variables', component: 'header' },
    })
  })

  it('passes {{1}} and no variable, and is skipped for media or missing headers', () => {
    expect(headerOneVariable(textHeader('Order {{1}}')).status).toBe('pass')
    expect(headerOneVariable(textHeader('Order confirmed')).status).toBe('pass')
    expect(headerOneVariable(makeDraft({ header: { format: 'IMAGE', text: '{{1}} {{2}}' } })).status).toBe('skip')
    expect(headerOneVariable(makeDraft()).status).toBe('skip')
  })
})

describe('footer-no-variables', () => {
  it('fails a footer with variables, naming each once', () => {
    expect(footerNoVariables(makeDraft({ footer: 'Sent to {{1}}' }))).toMatchObject({
      status: 'fail',
      field: 'footer',
      detail: 'Move {{1}} to the body: a footer cannot have variables.',
    })
    expect(footerNoVariables(makeDraft({ footer: '{{2}} {{1}} {{2}}' })).detail).toBe(
      'Move {{2}} and {{1}} to the body: a footer cannot have variables.',
    )
  })

  it('passes a plain footer, and is skipped without a footer', () => {
    expect(footerNoVariables(makeDraft({ footer: 'Reply STOP to unsubscribe' })).status).toBe('pass')
    expect(footerNoVariables(makeDraft()).status).toBe('skip')
  })
})

describe('variables-sequential', () => {
  const sequential = (body: string) => variablesSequential(makeDraft({ body }))

  it('fails a gap, naming the missing variable, and offers to renumber the body', () => {
    expect(sequential('Hi {{1}}, order {{3}} is here.')).toEqual(
      failing('variables-sequential', 'Number the variables 1, 2, 3 in order: {{2}} is missing.', {
        fix: { kind: 'renumber-variables', component: 'body' },
      }),
    )
  })

  it('names several gaps, and summarises many', () => {
    expect(sequential('a {{1}} b {{4}} c').detail).toBe(
      'Number the variables 1, 2, 3, 4 in order: {{2}} and {{3}} are missing.',
    )
    expect(sequential('a {{1}} b {{9}} c').detail).toBe(
      'Number the variables 1 to 9 in order: {{2}}, {{3}}, {{4}} and 4 more are missing.',
    )
    expect(sequential('a {{2}} b').detail).toBe('Number the variables 1, 2 in order: {{1}} is missing.')
  })

  it('fails variables out of order of first appearance, and {{0}}', () => {
    expect(sequential('a {{2}} b {{1}} c').detail).toBe(
      'Number the variables 1, 2 in the order they first appear: {{2}} comes before {{1}}.',
    )
    expect(sequential('a {{0}} b {{1}} c').detail).toBe('Number the variables from {{1}}: {{0}} is not allowed.')
  })

  it('passes 1..n in order and repeats of a number, and is skipped without variables', () => {
    for (const body of ['a {{1}} b {{2}} c {{3}} d', 'Give {{1}}, get {{1}}! Code {{2}}.']) {
      expect(sequential(body).status, body).toBe('pass')
    }
    expect(sequential('No variables here.').status).toBe('skip')
  })

  it('is fixed by renumbering', () => {
    for (const body of ['a {{2}} b {{1}} c', 'a {{1}} b {{9}} c', 'a {{0}} b {{7}} c {{0}}']) {
      expect(sequential(body).status).toBe('fail')
      expect(sequential(renumberVariables(body)).status).toBe('pass')
    }
  })
})

describe('variable-count', () => {
  const numbered = (count: number) =>
    `Values: ${Array.from({ length: count }, (_, i) => `{{${i + 1}}}`).join(', ')} end.`

  it(`fails more than ${MAX_VARIABLES} variables, naming the reason`, () => {
    expect(variableCount(makeDraft({ body: numbered(MAX_VARIABLES + 1) }))).toEqual(
      failing(
        'variable-count',
        'Use at most 100 variables: the body has 101, and WhatsApp rejects a template with more.',
      ),
    )
  })

  it(`passes ${MAX_VARIABLES}, counting a repeated variable once, and is skipped without variables`, () => {
    expect(variableCount(makeDraft({ body: numbered(MAX_VARIABLES) })).status).toBe('pass')
    expect(variableCount(makeDraft({ body: `Hi ${'{{1}} '.repeat(150)}there` })).status).toBe('pass')
    expect(variableCount(makeDraft({ body: 'No variables here.' })).status).toBe('skip')
  })
})

describe('variable-format', () => {
  const format = (body: string) => variableFormat(makeDraft({ body }))

  it('fails variables written other than {{n}}, quoting them and naming the reason', () => {
    expect(format('Hi {{1a}}, your order {{ 2 }} and {3} are ready.')).toEqual(
      failing(
        'variable-format',
        'Write each variable as two braces around its number, e.g. {{1}}, with no spaces or letters: WhatsApp rejects {{1a}}, {{ 2 }} and {3}.',
      ),
    )
    for (const body of [
      'Hi {{name}} there',
      'Hi {{1} there',
      'Hi {1}} there',
      'Hi {{{1}}} there',
      'Hi {{}} there',
      'Hi { 1 } there',
    ]) {
      expect(format(body).status, body).toBe('fail')
    }
  })

  it('looks at the text header and the footer too, pointing at the first part with one', () => {
    const inHeader = makeDraft({ header: { format: 'TEXT', text: 'Order {{ 1 }}', example: { header_text: ['x'] } } })
    expect(variableFormat(inHeader)).toMatchObject({ status: 'fail', field: 'header-text' })
    expect(variableFormat(makeDraft({ footer: 'Ref {{ref}}' }))).toMatchObject({ status: 'fail', field: 'footer' })
  })

  it('passes {{n}} and ordinary braces around words, and is skipped without braces', () => {
    expect(format('Hi {{1}}, your {name} badge and order {{2}} are ready.').status).toBe('pass')
    expect(format('No variables here.').status).toBe('skip')
  })
})
