import type { RuleField, RuleResult } from '@/domain/template-rules/rule-types'

/** Fixed ids of the builder's inputs, so a check can take the user straight to its field. */
export const builderFieldIds = {
  name: 'template-name',
  category: 'template-category',
  language: 'template-language',
  headerFormat: 'template-header-format',
  headerText: 'template-header-text',
  headerMedia: 'template-header-media',
  body: 'template-body',
  footer: 'template-footer',
  buttons: 'template-buttons',
  bodyExample: (variable: number) => `template-body-example-${variable}`,
  headerExample: 'template-header-example',
  buttonText: (index: number) => `template-button-${index}-text`,
  /** The button's web address or phone number, whichever its type has. */
  buttonTarget: (index: number) => `template-button-${index}-target`,
  buttonExample: (index: number) => `template-button-${index}-example`,
  addButton: (type: string) => `template-add-button-${type.toLowerCase()}`,
  moveButton: (index: number, direction: 'up' | 'down') => `template-button-${index}-move-${direction}`,
} as const

const fieldIds: Record<RuleField, string> = {
  name: builderFieldIds.name,
  category: builderFieldIds.category,
  language: builderFieldIds.language,
  'header-text': builderFieldIds.headerText,
  'header-media': builderFieldIds.headerMedia,
  body: builderFieldIds.body,
  footer: builderFieldIds.footer,
  buttons: builderFieldIds.buttons,
}

/** Button rules about a button's web address or phone number rather than its text. */
const buttonTargetRules = new Set(['button-targets', 'url-variable-at-end'])

/** The input a check is about: the missing example itself, the button in question (its text, or its link for link rules), else the rule's field. */
export function fieldIdFor(rule: Pick<RuleResult, 'field' | 'buttonIndex' | 'fix'> & { id?: string }): string {
  if (rule.fix?.kind === 'add-example') {
    return rule.fix.component === 'body'
      ? builderFieldIds.bodyExample(rule.fix.variable)
      : builderFieldIds.headerExample
  }
  if (rule.fix?.kind === 'add-button-example') return builderFieldIds.buttonExample(rule.fix.buttonIndex)
  if (rule.field === 'buttons' && rule.buttonIndex !== undefined) {
    return rule.id && buttonTargetRules.has(rule.id)
      ? builderFieldIds.buttonTarget(rule.buttonIndex)
      : builderFieldIds.buttonText(rule.buttonIndex)
  }
  return fieldIds[rule.field]
}

export interface FieldFocus {
  /** Select the field's text, e.g. a placeholder to type over. */
  select?: boolean
}

export function focusField(id: string, { select = false }: FieldFocus = {}): void {
  const element = document.getElementById(id)
  element?.scrollIntoView({ block: 'center' })
  element?.focus()
  if (select && element instanceof HTMLInputElement) element.select()
}
