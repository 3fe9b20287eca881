import { makeNameValid } from '@/domain/make-name-valid'
import type { AppliedFix } from './applied-fix'
import { switchToAuthenticationShape } from './authentication-fix'
import { collapsePunctuationRuns, moveToCategory, secureLinks } from './content-fixes'
import { filledSummary, guessEmptyExamples, withFilledExamples } from './example-fill'
import { optOutPlan } from '@/domain/template-rules/opt-out-rule'
import type { RuleFix } from '@/domain/template-rules/rule-types'
import { emptyButton, type TemplateForm } from './template-form'
import { firstAppearances, renumberVariables } from '@/domain/template-variables'

/** Variables renumbered 1..n by first appearance, with their examples moved along. */
function renumberBody(form: TemplateForm): Pick<TemplateForm, 'body' | 'bodyExamples'> {
  const order = firstAppearances(form.body)
  return {
    body: renumberVariables(form.body),
    bodyExamples: order.map((variable) => form.bodyExamples[variable - 1] ?? ''),
  }
}

/**
 * Keeps what the user wrote: the opt-out line, in the template's language, goes after their footer, or becomes a
 * quick reply when it does not fit.
 */
function addOptOut(form: TemplateForm): AppliedFix | null {
  const plan = optOutPlan(
    form.footer,
    form.buttons.map((button) => button.type),
    form.language,
  )
  if (!plan) return null
  if (plan.kind === 'footer')
    return { changes: { footer: plan.footer }, summary: 'Added the opt-out line to the footer.', field: 'footer' }
  const optOut = { ...emptyButton('QUICK_REPLY'), text: plan.text }
  const buttons = [...form.buttons.slice(0, plan.index), optOut, ...form.buttons.slice(plan.index)]
  const summary = `Added the quick reply “${plan.text}” as button ${plan.index + 1}: the footer has no room for the opt-out line.`
  return { changes: { buttons }, summary, field: 'buttons', buttonIndex: plan.index }
}

/** Every empty example of the fix's part (header, body or link buttons), filled with a guess from the words around it; null when none is empty. */
function addExample(form: TemplateForm, fix: Extract<RuleFix, { kind: 'add-example' }>): AppliedFix | null {
  const filled = guessEmptyExamples(form, fix.component)
  if (!filled.length) return null
  // Focus goes to the example the user asked for, or the first one filled when they typed that one meanwhile.
  const asked = filled.some(
    (example) => example.component === 'header' || (example.component === 'body' && example.variable === fix.variable),
  )
  const first = filled[0]
  const focus = asked || first?.component !== 'body' ? fix : { ...fix, variable: first.variable }
  return {
    changes: withFilledExamples(form, filled),
    summary: filledSummary(filled),
    field: fix.component === 'header' ? 'header-text' : 'body',
    fix: focus,
    select: true,
  }
}

function addButtonExample(
  form: TemplateForm,
  fix: Extract<RuleFix, { kind: 'add-button-example' }>,
): AppliedFix | null {
  const filled = guessEmptyExamples(form, 'button')
  const asked = filled.some((example) => example.component === 'button' && example.buttonIndex === fix.buttonIndex)
  const first = filled[0]
  if (!first || first.component !== 'button') return null
  const focus = asked ? fix : { ...fix, buttonIndex: first.buttonIndex }
  return {
    changes: withFilledExamples(form, filled),
    summary: filledSummary(filled),
    field: 'buttons',
    buttonIndex: focus.buttonIndex,
    fix: focus,
    select: true,
  }
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
    case 'use-https':
      return secureLinks(form)
    case 'collapse-punctuation':
      return collapsePunctuationRuns(form)
    case 'set-category':
      return moveToCategory(form, fix.category)
    case 'use-authentication-shape':
      return switchToAuthenticationShape(form)
  }
}
