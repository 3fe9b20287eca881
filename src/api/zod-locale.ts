import { config } from 'zod/mini'
import { util, type $ZodErrorMap } from 'zod/v4/core'

// zod/mini ships no messages; errors must read "expected string, received number", not "Invalid input". These are
// zod's English messages for the checks this app uses, without the tables of formats it never checks (it loads with
// the first screen).
const units: Readonly<Record<string, string>> = { string: 'characters', array: 'items' }

const typeName = (type: string, input?: unknown) =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input)
    ? String(input)
    : type === 'nan'
      ? 'NaN'
      : type

export const englishMessages: $ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(util.parsedType(issue.input), issue.input)}`
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${util.stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${util.joinValues(issue.values, '|')}`
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big'
      const adjective = issue.exact ? 'exactly ' : `${big ? '<' : '>'}${issue.inclusive ? '=' : ''}`
      const bound = `${adjective}${(big ? issue.maximum : issue.minimum).toString()}`
      const unit = units[issue.origin]
      return `Too ${big ? 'big' : 'small'}: expected ${issue.origin} to ${unit ? `have ${bound} ${unit}` : `be ${bound}`}`
    }
    case 'invalid_format':
      return issue.format === 'regex'
        ? `Invalid string: must match pattern ${issue.pattern}`
        : `Invalid ${issue.format === 'url' ? 'URL' : issue.format}`
    default:
      return 'Invalid input'
  }
}

config({ localeError: englishMessages })
