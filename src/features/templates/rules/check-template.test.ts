import { describe, expect, it } from 'vitest'
import type { TemplateComponent } from '@/api/templates'
import { MAX_BUTTONS } from '../template-limits'
import { checkTemplate, templateErrors, templateWarnings } from './check-template'
import { OPT_OUT_FOOTER } from './opt-out-rule'
import { makeDraft, quickReply, website } from './rule-fixtures'
import { findComponent } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

const RULE_IDS = [
  'body-required',
  'variables-have-examples',
  'max-buttons',
  'marketing-opt-out',
  'name-format',
  'language-known',
  'header-text-length',
  'header-one-variable',
  'body-length',
  'footer-length',
  'footer-no-variables',
  'button-text-length',
  'button-targets',
  'variables-sequential',
  'url-buttons-max',
  'phone-buttons-max',
  'buttons-grouped',
  'url-variable-at-end',
  'url-button-example',
  'media-header-example',
  'variable-at-edge',
  'adjacent-variables',
  'variable-density',
]
const WARNING_IDS = ['variable-at-edge', 'adjacent-variables', 'variable-density']

function rule(draft: TemplateDraft, id: string): RuleResult {
  const found = checkTemplate(draft).find((result) => result.id === id)
  if (!found) throw new Error(`no rule ${id}`)
  return found
}

/** A draft with exactly these components (no defaults), for the example and body rules. */
function withComponents(components: TemplateComponent[], category: TemplateDraft['category'] = 'UTILITY'): TemplateDraft {
  return { name: 'order_update', category, language: 'en_US', components }
}

describe('checkTemplate', () => {
  it('lists every rule, in order, with stable kebab-case ids', () => {
    const results = checkTemplate(makeDraft())
    expect(results.map((result) => result.id)).toEqual(RULE_IDS)
    for (const result of results) {
      expect(result.id).toMatch(/^[a-z]+(-[a-z]+)*$/)
      expect(result.label.length).toBeGreaterThan(10)
    }
  })

  it('passes a valid full template on every rule, with no detail, fix or button', () => {
    const draft = makeDraft({
      category: 'MARKETING',
      header: { format: 'TEXT', text: 'Your order {{1}}', example: { header_text: ['NW-1'] } },
      footer: OPT_OUT_FOOTER,
      buttons: [website('Track parcel', 'https://x.example/track/{{1}}', 'NW-1'), quickReply('Stop promotions')],
    })
    for (const result of checkTemplate(draft)) {
      expect(Object.keys(result).sort(), result.id).toEqual(['field', 'id', 'label', 'status'])
      expect(result.status, result.id).toBe('pass')
    }
  })

  it('passes the header, footer and button rules when the draft has none of those parts', () => {
    const draft = withComponents([{ type: 'BODY', text: 'Thanks for shopping with us today, see you again soon.' }])
    expect(checkTemplate(draft).filter((result) => result.status !== 'pass')).toEqual([])
  })

  it('gives button rules a button and each rule the field it is about', () => {
    const fields = Object.fromEntries(checkTemplate(makeDraft()).map((result) => [result.id, result.field]))
    expect(fields).toMatchObject({
      'name-format': 'name',
      'language-known': 'language',
      'header-text-length': 'header-text',
      'header-one-variable': 'header-text',
      'media-header-example': 'header-media',
      'body-length': 'body',
      'footer-length': 'footer',
      'marketing-opt-out': 'footer',
      'max-buttons': 'buttons',
      'url-button-example': 'buttons',
      'variable-density': 'body',
    })
  })
})

describe('body-required', () => {
  it('fails without a body component, or with a blank one', () => {
    for (const draft of [withComponents([]), withComponents([{ type: 'BODY', text: '  \n ' }])]) {
      expect(rule(draft, 'body-required')).toMatchObject({ status: 'fail', field: 'body', detail: 'Add the body text: every template needs one.' })
    }
  })

  it('passes with body text', () => {
    expect(rule(makeDraft(), 'body-required').status).toBe('pass')
  })
})

describe('variables-have-examples', () => {
  it('fails for each variable without an example, naming them, and fixes the first', () => {
    const draft = withComponents([
      { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
      { type: 'BODY', text: 'Hi {{1}}, see {{2}} and {{3}} today.', example: { body_text: [['Ann', '', 'x']] } },
    ])
    expect(rule(draft, 'variables-have-examples')).toEqual({
      id: 'variables-have-examples',
      status: 'fail',
      label: 'Every variable has an example value',
      detail: 'Add an example for body {{2}}, header {{1}}.',
      field: 'body',
      fix: { kind: 'add-example', component: 'body', variable: 2 },
    })
  })

  it('points at the header when only the header variable lacks one', () => {
    const draft = makeDraft({ header: { format: 'TEXT', text: 'Order {{1}}' } })
    expect(rule(draft, 'variables-have-examples')).toMatchObject({
      status: 'fail',
      field: 'header-text',
      detail: 'Add an example for header {{1}}.',
      fix: { kind: 'add-example', component: 'header', variable: 1 },
    })
  })

  it('passes when every variable has one, and ignores a media header', () => {
    expect(rule(makeDraft({ header: { format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['NW-1'] } } }), 'variables-have-examples').status).toBe('pass')
    expect(rule(makeDraft({ header: { format: 'IMAGE', text: '{{1}}', example: { header_handle: ['https://x'] } } }), 'variables-have-examples').status).toBe('pass')
  })
})

describe('max-buttons', () => {
  it(`fails with more than ${MAX_BUTTONS} buttons, pointing at the first extra one`, () => {
    const draft = makeDraft({ buttons: ['A', 'B', 'C', 'D'].map(quickReply) })
    expect(rule(draft, 'max-buttons')).toMatchObject({ status: 'fail', detail: 'Remove 1 of the 4 buttons.', buttonIndex: 3 })
  })

  it(`passes with ${MAX_BUTTONS}`, () => {
    expect(rule(makeDraft({ buttons: ['A', 'B', 'C'].map(quickReply) }), 'max-buttons').status).toBe('pass')
  })
})

describe('templateErrors and templateWarnings', () => {
  const broken = makeDraft({
    name: 'Order Update',
    body: '{{1}} {{3}}',
    bodyExamples: [],
    footer: 'x'.repeat(61),
    buttons: [quickReply('A'), website('Visit', 'https://x.example/{{1}}'), quickReply('B')],
  })

  it('returns only the failures, in rule order, so the demo API reports the first', () => {
    expect(templateErrors(broken).map((result) => result.id)).toEqual([
      'variables-have-examples',
      'name-format',
      'footer-length',
      'variables-sequential',
      'buttons-grouped',
      'url-button-example',
    ])
    expect(templateErrors(broken).every((result) => result.status === 'fail' && result.detail)).toBe(true)
  })

  it('returns only the warnings, which never count as errors', () => {
    expect(templateWarnings(broken).map((result) => result.id)).toEqual(WARNING_IDS)
    const onlyWarnings = makeDraft({ body: '{{1}} {{2}}' })
    expect(templateErrors(onlyWarnings)).toEqual([])
    expect(templateWarnings(onlyWarnings).map((result) => result.status)).toEqual(['warn', 'warn', 'warn'])
  })

  it('finds components by type', () => {
    expect(findComponent(makeDraft({ footer: 'f' }).components, 'FOOTER')).toEqual({ type: 'FOOTER', text: 'f' })
    expect(findComponent(makeDraft().components, 'HEADER')).toBeUndefined()
  })
})
