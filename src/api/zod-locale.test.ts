import { describe, expect, it } from 'vitest'
import { config, safeParse, z } from 'zod/mini'
import type { $ZodErrorMap } from 'zod/v4/core'
import en from 'zod/v4/locales/en.js'
import { englishMessages } from './zod-locale'

const zodEnglish = en().localeError as $ZodErrorMap

/** The issues as zod raises them (with their input), and what each locale makes of them. */
function messages(schema: z.ZodMiniType, input: unknown) {
  const raised: Parameters<$ZodErrorMap>[0][] = []
  config({
    localeError: (issue) => {
      raised.push(issue)
      return englishMessages(issue)
    },
  })
  try {
    const result = safeParse(schema, input)
    expect(result.error?.issues.length).toBeGreaterThan(0)
  } finally {
    config({ localeError: englishMessages })
  }
  expect(raised.length).toBeGreaterThan(0)
  return raised.map((issue) => [englishMessages(issue), zodEnglish(issue)])
}

const cases: [string, z.ZodMiniType, unknown][] = [
  ['a wrong type', z.object({ name: z.string() }), { name: 42 }],
  ['a missing field', z.object({ name: z.string() }), {}],
  ['null for an object', z.object({ id: z.string() }), null],
  ['an array for an object', z.object({ id: z.string() }), []],
  ['a list that is not one', z.array(z.string()), { items: [] }],
  ['NaN for a number', z.number(), Number.NaN],
  ['an unknown enum value', z.enum(['A', 'B']), 'C'],
  ['a literal', z.literal('x'), 'y'],
  ['a short string', z.string().check(z.minLength(2)), 'a'],
  ['a long string', z.string().check(z.maxLength(2)), 'abc'],
  ['an empty array', z.array(z.string()).check(z.minLength(1)), []],
  ['a small number', z.int().check(z.gte(200)), 100],
  ['a big number', z.int().check(z.lt(600)), 600],
  ['an exact length', z.string().check(z.length(3)), 'ab'],
  ['a URL', z.url(), 'not a url'],
  ['a pattern', z.string().check(z.regex(/^\d+$/)), 'abc'],
  ['a union', z.union([z.string(), z.number()]), true],
]

describe('englishMessages', () => {
  it.each(cases)('reads as zod’s own English locale: %s', (_name, schema, input) => {
    for (const [ours, theirs] of messages(schema, input)) expect(ours).toBe(theirs)
  })

  it('is the error map zod uses here', () => {
    expect(safeParse(z.string(), 1).error?.issues[0]?.message).toBe('Invalid input: expected string, received number')
  })
})
