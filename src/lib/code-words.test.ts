import { describe, expect, it } from 'vitest'
import { codeInWords } from './code-words'

describe('codeInWords', () => {
  it.each([
    ['TEMPLATE', 'Template'],
    ['TEXT', 'Text'],
    ['PENDING_REVIEW', 'Pending review'],
    ['queued', 'Queued'],
    ['in_appeal', 'In appeal'],
    [' SENT ', 'Sent'],
  ])('%s reads %s', (value, words) => expect(codeInWords(value)).toBe(words))

  it.each(['Promo Q4', 'Weekly digest', 'Mixed_Case', 'STOP!', ''])(
    'leaves text that is not a code as it is: %s',
    (value) => expect(codeInWords(value)).toBe(value),
  )
})
