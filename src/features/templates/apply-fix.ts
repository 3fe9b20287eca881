import type { TemplateForm } from './template-form'
import { FOOTER_MAX } from './template-limits'
import { OPT_OUT_FOOTER, type RuleFix } from './template-rules'
import { firstAppearances, renumberVariables } from './template-variables'

/** Variables renumbered 1..n by first appearance, with their examples moved along. */
function renumberBody(form: TemplateForm): Pick<TemplateForm, 'body' | 'bodyExamples'> {
  const order = firstAppearances(form.body)
  return {
    body: renumberVariables(form.body),
    bodyExamples: order.map((variable) => form.bodyExamples[variable - 1] ?? ''),
  }
}

function withOptOut(footer: string): string {
  const current = footer.trim()
  if (!current) return OPT_OUT_FOOTER
  const combined = `${current} · ${OPT_OUT_FOOTER}`
  return combined.length <= FOOTER_MAX ? combined : OPT_OUT_FOOTER
}

/** The form after a one-click fix that changes values; null when the fix is to take the user to a field. */
export function applyFix(form: TemplateForm, fix: RuleFix): Partial<TemplateForm> | null {
  switch (fix.kind) {
    case 'add-opt-out-footer':
      return { footer: withOptOut(form.footer) }
    case 'renumber-variables':
      return fix.component === 'body' ? renumberBody(form) : { headerText: renumberVariables(form.headerText) }
    case 'add-example':
    case 'add-button-example':
      return null
  }
}
