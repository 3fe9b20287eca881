import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  distinctVariables,
  extractVariables,
  firstAppearances,
  nextVariable,
  renumberVariables,
  variableTokens,
  withoutVariables,
} from './template-variables'

/** Text around variables: anything without braces, so it can never form or break a {{n}}. */
const filler = fc.string({ maxLength: 12 }).map((text) => text.replace(/[{}]/g, ''))
const numbers = fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 12 })

/** A text with these variables, in this order, with arbitrary filler between them. */
const textWith = (variables: readonly number[], fillers: readonly string[]) =>
  variables.reduce((text, n, i) => `${text}{{${n}}}${fillers[i + 1] ?? ''}`, fillers[0] ?? '')

const withText = numbers.chain((variables) =>
  fc
    .array(filler, { minLength: variables.length + 1, maxLength: variables.length + 1 })
    .map((fillers) => ({ variables, fillers, text: textWith(variables, fillers) })),
)

describe('extractVariables and distinctVariables', () => {
  it('read variables in order, tolerating spaces inside the braces', () => {
    expect(extractVariables('Hi {{1}}, order {{ 2 }} and {{1}} again')).toEqual([1, 2, 1])
    expect(distinctVariables('{{3}} {{1}} {{3}}')).toEqual([1, 3])
    expect(firstAppearances('{{3}} {{1}} {{3}}')).toEqual([3, 1])
    expect(extractVariables('{1} {{x}} {{}} {{-1}}')).toEqual([])
    expect(extractVariables(undefined)).toEqual([])
  })

  it('give each variable its position', () => {
    expect(variableTokens('Hi {{1}}!')).toEqual([{ n: 1, start: 3, end: 8 }])
    expect(withoutVariables('Hi {{1}}, {{ 2 }}!')).toBe('Hi , !')
  })

  it('return exactly the variables a text was built from (property)', () => {
    fc.assert(
      fc.property(withText, ({ variables, text }) => {
        expect(extractVariables(text)).toEqual(variables)
        expect(distinctVariables(text)).toEqual([...new Set(variables)].sort((a, b) => a - b))
      }),
    )
  })
})

describe('renumberVariables', () => {
  it('numbers by first appearance, keeping repeats and the text around them', () => {
    expect(renumberVariables('{{3}} and {{7}}, {{3}} and {{ 1 }}.')).toBe('{{1}} and {{2}}, {{1}} and {{3}}.')
    expect(renumberVariables('No variables')).toBe('No variables')
  })

  it('yields 1..k in order of first appearance (property)', () => {
    fc.assert(
      fc.property(withText, ({ variables, text }) => {
        const renumbered = renumberVariables(text)
        const k = new Set(variables).size
        const oneToK = Array.from({ length: k }, (_, i) => i + 1)
        expect(distinctVariables(renumbered)).toEqual(oneToK)
        expect(firstAppearances(renumbered)).toEqual(oneToK)
      }),
    )
  })

  it('maps equal numbers to equal numbers and different to different (property)', () => {
    fc.assert(
      fc.property(withText, ({ variables, text }) => {
        const after = extractVariables(renumberVariables(text))
        expect(after).toHaveLength(variables.length)
        variables.forEach((a, i) => variables.forEach((b, j) => expect(after[i] === after[j]).toBe(a === b)))
      }),
    )
  })

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(withText, ({ text }) => {
        const once = renumberVariables(text)
        expect(renumberVariables(once)).toBe(once)
      }),
    )
  })

  it('leaves the text outside the variables alone (property)', () => {
    fc.assert(
      fc.property(withText, ({ fillers, text }) => {
        expect(withoutVariables(renumberVariables(text))).toBe(fillers.join(''))
      }),
    )
  })
})

describe('nextVariable', () => {
  it('is one more than the highest variable, or 1', () => {
    expect(nextVariable('Hi {{1}}, {{4}} and {{2}}')).toBe(5)
    expect(nextVariable('no variables')).toBe(1)
    expect(nextVariable(undefined)).toBe(1)
  })

  it('is never a number already in the text (property)', () => {
    fc.assert(
      fc.property(withText, ({ variables, text }) => {
        expect(variables).not.toContain(nextVariable(text))
      }),
    )
  })
})
