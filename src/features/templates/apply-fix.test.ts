import { describe, expect, it } from 'vitest'
import { applyFix } from './apply-fix'
import { emptyTemplateForm, type TemplateForm } from './template-form'

const form = (changes: Partial<TemplateForm>): TemplateForm => ({ ...emptyTemplateForm(), ...changes })

describe('applyFix', () => {
  it('adds the opt-out footer, after any footer there is when it fits', () => {
    expect(applyFix(form({}), { kind: 'add-opt-out-footer' })).toEqual({ footer: 'Reply STOP to unsubscribe' })
    expect(applyFix(form({ footer: 'Northwind' }), { kind: 'add-opt-out-footer' })).toEqual({ footer: 'Northwind · Reply STOP to unsubscribe' })
    expect(applyFix(form({ footer: 'x'.repeat(50) }), { kind: 'add-opt-out-footer' })).toEqual({ footer: 'Reply STOP to unsubscribe' })
  })

  it('renumbers body variables by first appearance and moves their examples along', () => {
    const fixed = applyFix(form({ body: 'Hi {{3}}, order {{1}} for {{3}}', bodyExamples: ['NW-1', '', 'Ana'] }), {
      kind: 'renumber-variables',
      component: 'body',
    })
    expect(fixed).toEqual({ body: 'Hi {{1}}, order {{2}} for {{1}}', bodyExamples: ['Ana', 'NW-1'] })
  })

  it('renumbers a header variable', () => {
    expect(applyFix(form({ headerText: 'Hi {{2}}' }), { kind: 'renumber-variables', component: 'header' })).toEqual({ headerText: 'Hi {{1}}' })
  })

  it('changes nothing for fixes that take the user to an input', () => {
    expect(applyFix(form({}), { kind: 'add-example', component: 'body', variable: 1 })).toBeNull()
    expect(applyFix(form({}), { kind: 'add-button-example', buttonIndex: 0 })).toBeNull()
  })
})
