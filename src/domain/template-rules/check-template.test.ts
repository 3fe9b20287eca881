import { describe, expect, it } from 'vitest'
import type { TemplateComponent } from '@/api/templates'
import { MAX_BUTTONS } from '@/domain/template-limits'
import { checkTemplate, templateErrors, templateWarnings } from './check-template'
import { OPT_OUT_FOOTER } from './opt-out-rule'
import { makeDraft, phone, quickReply, website } from './rule-fixtures'
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
  'header-plain-text',
  'body-length',
  'body-spacing',
  'footer-length',
  'footer-no-variables',
  'footer-plain-text',
  'button-text-length',
  'button-targets',
  'variable-format',
  'variables-sequential',
  'variable-count',
  'variable-at-edge',
  'adjacent-variables',
  'url-buttons-max',
  'phone-buttons-max',
  'buttons-grouped',
  'url-variable-at-end',
  'url-button-example',
  'media-header-example',
  'variable-density',
  'body-unique',
  'authentication-shape',
  'link-shortener',
  'plain-http-link',
  'utility-promotional',
  'sensitive-request',
  'punctuation-run',
  'emoji-run',
]
const WARNING_IDS = ['variable-density', 'body-unique']

function rule(draft: TemplateDraft, id: string): RuleResult {
  const found = checkTemplate(draft).find((result) => result.id === id)
  if (!found) throw new Error(`no rule ${id}`)
  return found
}

/** A draft with exactly these components (no defaults), for the example and body rules. */
function withComponents(
  components: TemplateComponent[],
  category: TemplateDraft['category'] = 'UTILITY',
): TemplateDraft {
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

  it('passes a valid full template on every rule that applies, with no detail, fix or button', () => {
    const draft = makeDraft({
      category: 'MARKETING',
      header: { format: 'TEXT', text: 'Your order {{1}}', example: { header_text: ['NW-1'] } },
      footer: OPT_OUT_FOOTER,
      buttons: [
        website('Track parcel', 'https://x.example/track/{{1}}', 'NW-1'),
        phone('Call us'),
        quickReply('Stop promotions'),
      ],
    })
    const applying = checkTemplate(draft, { otherBodies: [{ name: 'welcome', body: 'Welcome to Northwind!' }] }).filter(
      (result) => result.status !== 'skip',
    )
    const notApplying = ['media-header-example', 'authentication-shape', 'utility-promotional']
    expect(applying.map((result) => result.id)).toEqual(RULE_IDS.filter((id) => !notApplying.includes(id)))
    for (const result of applying) {
      expect(Object.keys(result).sort(), result.id).toEqual(['field', 'id', 'label', 'status'])
      expect(result.status, result.id).toBe('pass')
    }
  })

  it('skips the rules about parts the draft lacks, and only those: header, footer, buttons, variables, opt-out, other bodies', () => {
    const draft = withComponents([{ type: 'BODY', text: 'Thanks for shopping with us today, see you again soon.' }])
    const results = checkTemplate(draft)
    expect(results.filter((result) => result.status === 'pass').map((result) => result.id)).toEqual([
      'body-required',
      'name-format',
      'language-known',
      'body-length',
      'body-spacing',
      'link-shortener',
      'plain-http-link',
      'utility-promotional',
      'sensitive-request',
      'punctuation-run',
      'emoji-run',
    ])
    expect(results.filter((result) => result.status !== 'pass').every((result) => result.status === 'skip')).toBe(true)
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
      expect(rule(draft, 'body-required')).toMatchObject({
        status: 'fail',
        field: 'body',
        detail: 'Add the body text: every template needs one.',
      })
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
      detail: 'Add an example for body {{2}} and header {{1}}: WhatsApp reviews every variable with its example.',
      field: 'body',
      fix: { kind: 'add-example', component: 'body', variable: 2 },
      parts: [
        { detail: 'Add an example for body {{2}}.', fix: { kind: 'add-example', component: 'body', variable: 2 } },
        { detail: 'Add an example for header {{1}}.', fix: { kind: 'add-example', component: 'header', variable: 1 } },
      ],
    })
  })

  it('points at the header when only the header variable lacks one', () => {
    const draft = makeDraft({ header: { format: 'TEXT', text: 'Order {{1}}' } })
    expect(rule(draft, 'variables-have-examples')).toMatchObject({
      status: 'fail',
      field: 'header-text',
      detail: 'Add an example for header {{1}}: WhatsApp reviews every variable with its example.',
      fix: { kind: 'add-example', component: 'header', variable: 1 },
    })
  })

  it('passes when every variable has one, ignores a media header, and is skipped without variables', () => {
    expect(
      rule(
        makeDraft({ header: { format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['NW-1'] } } }),
        'variables-have-examples',
      ).status,
    ).toBe('pass')
    expect(
      rule(
        makeDraft({ header: { format: 'IMAGE', text: '{{1}}', example: { header_handle: ['https://x'] } } }),
        'variables-have-examples',
      ).status,
    ).toBe('pass')
    expect(rule(makeDraft({ body: 'No variables here at all.' }), 'variables-have-examples').status).toBe('skip')
  })
})

describe('max-buttons', () => {
  it(`fails with more than ${MAX_BUTTONS} buttons, pointing at the first extra one`, () => {
    const draft = makeDraft({ buttons: ['A', 'B', 'C', 'D'].map(quickReply) })
    expect(rule(draft, 'max-buttons')).toMatchObject({
      status: 'fail',
      detail: 'Remove 1 of the 4 buttons: a template can have at most 3.',
      buttonIndex: 3,
    })
  })

  it(`passes with ${MAX_BUTTONS}, and is skipped without buttons`, () => {
    expect(rule(makeDraft({ buttons: ['A', 'B', 'C'].map(quickReply) }), 'max-buttons').status).toBe('pass')
    expect(rule(makeDraft(), 'max-buttons').status).toBe('skip')
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
  const otherBodies = [{ name: 'twin', body: '{{1}} {{3}}' }]

  it('returns only the failures, in rule order, so the demo API reports the first', () => {
    expect(templateErrors(broken, { otherBodies }).map((result) => result.id)).toEqual([
      'variables-have-examples',
      'name-format',
      'footer-length',
      'variables-sequential',
      'variable-at-edge',
      'adjacent-variables',
      'buttons-grouped',
      'url-button-example',
    ])
    expect(templateErrors(broken).every((result) => result.status === 'fail' && result.detail)).toBe(true)
  })

  it('returns only the warnings, which never count as errors', () => {
    expect(templateWarnings(broken, { otherBodies }).map((result) => result.id)).toEqual(WARNING_IDS)
    const onlyWarnings = makeDraft({ body: 'Hi {{1}}, {{2}} ok' })
    expect(templateErrors(onlyWarnings, { otherBodies: [{ name: 'twin', body: 'Hi {{1}}, {{2}} ok' }] })).toEqual([])
    expect(
      templateWarnings(onlyWarnings, { otherBodies: [{ name: 'twin', body: 'Hi {{1}}, {{2}} ok' }] }).map(
        (result) => result.id,
      ),
    ).toEqual(WARNING_IDS)
  })

  it('finds components by type', () => {
    expect(findComponent(makeDraft({ footer: 'f' }).components, 'FOOTER')).toEqual({ type: 'FOOTER', text: 'f' })
    expect(findComponent(makeDraft().components, 'HEADER')).toBeUndefined()
  })
})
