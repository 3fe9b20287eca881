import { describe, expect, it } from 'vitest'
import { checkTemplate } from './check-template'
import { RULE_ABOUT, ruleCatalogue } from './rule-catalogue'
import { makeDraft, website } from './rule-fixtures'
import type { TemplateDraft } from './rule-types'

/** Drafts that between them trip every rule with a fix or a warning. */
const BROKEN: TemplateDraft[] = [
  makeDraft({
    name: 'Order Update',
    header: { format: 'TEXT', text: 'Order {{2}}' },
    body: 'Hi {{1}}, {{3}} 🔥🔥🔥🔥🔥 http://bit.ly/x!!! 20% off',
    bodyExamples: [],
    buttons: [website('Track', 'https://x.example/{{1}}')],
  }),
  makeDraft({ category: 'MARKETING', body: 'Hi {{1}}, {{2}} is here' }),
]

describe('ruleCatalogue', () => {
  it('lists every rule of checkTemplate, in its order, and nothing else', () => {
    const ids = checkTemplate(makeDraft()).map((rule) => rule.id)
    expect(ruleCatalogue().map((rule) => rule.id)).toEqual(ids)
    expect(Object.keys(RULE_ABOUT).sort()).toEqual([...ids].sort())
    for (const rule of ruleCatalogue()) expect(rule.prevents.length, rule.id).toBeGreaterThan(20)
  })

  it('marks as warnings the rules that warn, and describes the fix of every rule that has one', () => {
    const results = BROKEN.flatMap((draft) =>
      checkTemplate(draft, { otherBodies: [{ name: 'twin', body: 'Hi {{1}}, {{2}} is here' }] }),
    )
    for (const result of results) {
      if (result.status === 'warn') expect(RULE_ABOUT[result.id]?.warning, result.id).toBe(true)
      if (result.status === 'fail') expect(RULE_ABOUT[result.id]?.warning, result.id).toBeUndefined()
      if (result.fix || result.parts?.some((part) => part.fix))
        expect(RULE_ABOUT[result.id]?.fix, result.id).toBeTruthy()
    }
    expect(new Set(results.filter((result) => result.status === 'warn').map((result) => result.id))).toEqual(
      new Set(['variable-density', 'body-unique', 'emoji-run']),
    )
  })
})
