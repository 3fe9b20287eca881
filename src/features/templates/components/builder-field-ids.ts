import type { RuleResult } from '../template-rules'

/** Fixed ids of the builder's inputs, so a check can take the user straight to its field. */
export const builderFieldIds = {
  name: 'template-name',
  category: 'template-category',
  language: 'template-language',
  header: 'template-header-format',
  body: 'template-body',
  footer: 'template-footer',
  buttons: 'template-buttons',
  bodyExample: (variable: number) => `template-body-example-${variable}`,
  headerExample: 'template-header-example',
  buttonText: (index: number) => `template-button-${index}-text`,
  buttonExample: (index: number) => `template-button-${index}-example`,
} as const

export function fieldIdFor(rule: Pick<RuleResult, 'field' | 'buttonIndex'>): string {
  if (rule.field === 'buttons' && rule.buttonIndex !== undefined) return builderFieldIds.buttonText(rule.buttonIndex)
  return builderFieldIds[rule.field]
}

export function focusField(id: string): void {
  const element = document.getElementById(id)
  element?.scrollIntoView({ block: 'center' })
  element?.focus()
}
