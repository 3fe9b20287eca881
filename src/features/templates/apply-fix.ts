import { makeNameValid } from '@/domain/make-name-valid'
import { numberInWords } from './number-in-words'
import { OPT_OUT_BUTTON, optOutPlan } from '@/domain/template-rules/opt-out-rule'
import type { RuleField, RuleFix } from '@/domain/template-rules/rule-types'
import { emptyButton, type TemplateForm } from './template-form'
import { firstAppearances, renumberVariables } from '@/domain/template-variables'

/** What a one-click fix changed, in words, and where, so the builder can show it and offer to undo it. */
export interface AppliedFix {
  changes: Partial<TemplateForm>
  summary: string
  field: RuleField
  buttonIndex?: number
  /** The fix itself when it filled in one input of the field (an example), so focus goes to that input. */
  fix?: RuleFix
  /** The fix put in a placeholder: select it once focused, so typing replaces it. */
  select?: boolean
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
  const plan = optOutPlan(
    form.footer,
    form.buttons.map((button) => button.type),
  )
  if (!plan) return null
  if (plan.kind === 'footer')
    return { changes: { footer: plan.footer }, summary: 'Added the opt-out line to the footer.', field: 'footer' }
  const optOut = { ...emptyButton('QUICK_REPLY'), text: OPT_OUT_BUTTON }
  const buttons = [...form.buttons.slice(0, plan.index), optOut, ...form.buttons.slice(plan.index)]
  const summary = `Added the quick reply “${OPT_OUT_BUTTON}” as button ${plan.index + 1}: the footer has no room for the opt-out line.`
  return { changes: { buttons }, summary, field: 'buttons', buttonIndex: plan.index }
}

const placeholderSummary = (placeholder: string, input: string) =>
  `Put “${placeholder}” in the example for ${input}: replace it with a value like a real one.`

/** A placeholder (the variable's number in words) in an empty example input; null when the input already has one. */
function addExample(form: TemplateForm, fix: Extract<RuleFix, { kind: 'add-example' }>): AppliedFix | null {
  const placeholder = numberInWords(fix.variable)
  const filled = { fix, select: true }
  if (fix.component === 'header') {
    if (form.headerExample.trim()) return null
    return {
      changes: { headerExample: placeholder },
      summary: placeholderSummary(placeholder, 'header {{1}}'),
      field: 'header-text',
      ...filled,
    }
  }
  const index = fix.variable - 1
  if (form.bodyExamples[index]?.trim()) return null
  const bodyExamples = Array.from({ length: Math.max(form.bodyExamples.length, fix.variable) }, (_, i) =>
    i === index ? placeholder : (form.bodyExamples[i] ?? ''),
  )
  return {
    changes: { bodyExamples },
    summary: placeholderSummary(placeholder, `{{${fix.variable}}}`),
    field: 'body',
    ...filled,
  }
}

function addButtonExample(
  form: TemplateForm,
  fix: Extract<RuleFix, { kind: 'add-button-example' }>,
): AppliedFix | null {
  const button = form.buttons[fix.buttonIndex]
  if (!button || button.urlExample.trim()) return null
  const placeholder = numberInWords(1)
  const buttons = form.buttons.map((other, index) =>
    index === fix.buttonIndex ? { ...other, urlExample: placeholder } : other,
  )
  const summary = placeholderSummary(placeholder, `the link of button ${fix.buttonIndex + 1}`)
  return { changes: { buttons }, summary, field: 'buttons', buttonIndex: fix.buttonIndex, fix, select: true }
}

function makeValidName(form: TemplateForm): AppliedFix | null {
  const name = makeNameValid(form.name)
  if (!name || name === form.name) return null
  return { changes: { name }, summary: `Changed the name to ${name}.`, field: 'name' }
}

/** The form after a one-click fix; null when there is nothing left to change, and the fix only takes the user to the field. */
export function applyFix(form: TemplateForm, fix: RuleFix): AppliedFix | null {
  switch (fix.kind) {
    case 'add-opt-out-footer':
    case 'add-opt-out-button':
      return addOptOut(form)
    case 'renumber-variables':
      return fix.component === 'body'
        ? { changes: renumberBody(form), summary: 'Renumbered the body variables.', field: 'body' }
        : {
            changes: { headerText: renumberVariables(form.headerText) },
            summary: 'Renumbered the header variable.',
            field: 'header-text',
          }
    case 'add-example':
      return addExample(form, fix)
    case 'add-button-example':
      return addButtonExample(form, fix)
    case 'make-name-valid':
      return makeValidName(form)
  }
}
