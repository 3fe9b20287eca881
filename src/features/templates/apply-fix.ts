import { OPT_OUT_BUTTON, optOutPlan } from './rules/opt-out-rule'
import type { RuleField, RuleFix } from './rules/rule-types'
import { emptyButton, type TemplateForm } from './template-form'
import { firstAppearances, renumberVariables } from './template-variables'

/** What a one-click fix changed, in words, and where, so the builder can show it and offer to undo it. */
export interface AppliedFix {
  changes: Partial<TemplateForm>
  summary: string
  field: RuleField
  buttonIndex?: number
}

/** Variables renumbered 1..n by first appearance, with their examples moved along. */
function renumberBody(form: TemplateForm): Pick<TemplateForm, 'body' | 'bodyExamples'> {
  const order = firstAppearances(form.body)
  return {
    body: renumberVariables(form.body),
    bodyExamples: order.map((variable) => form.bodyExamples[variable - 1] ?? ''),
  }
}

/** Keeps what the user wrote: the opt-out line goes after their footer, or becomes a quick reply when it does not fit. */
function addOptOut(form: TemplateForm): AppliedFix | null {
  const plan = optOutPlan(form.footer, form.buttons.map((button) => button.type))
  if (!plan) return null
  if (plan.kind === 'footer') return { changes: { footer: plan.footer }, summary: 'Added the opt-out line to the footer.', field: 'footer' }
  const optOut = { ...emptyButton('QUICK_REPLY'), text: OPT_OUT_BUTTON }
  const buttons = [...form.buttons.slice(0, plan.index), optOut, ...form.buttons.slice(plan.index)]
  const summary = `Added the quick reply “${OPT_OUT_BUTTON}” as button ${plan.index + 1}: the footer has no room for the opt-out line.`
  return { changes: { buttons }, summary, field: 'buttons', buttonIndex: plan.index }
}

/** The form after a one-click fix that changes values; null when the fix is to take the user to a field. */
export function applyFix(form: TemplateForm, fix: RuleFix): AppliedFix | null {
  switch (fix.kind) {
    case 'add-opt-out-footer':
    case 'add-opt-out-button':
      return addOptOut(form)
    case 'renumber-variables':
      return fix.component === 'body'
        ? { changes: renumberBody(form), summary: 'Renumbered the body variables.', field: 'body' }
        : { changes: { headerText: renumberVariables(form.headerText) }, summary: 'Renumbered the header variable.', field: 'header-text' }
    case 'add-example':
    case 'add-button-example':
      return null
  }
}
