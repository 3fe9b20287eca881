import type { RuleField, RuleFix } from '@/domain/template-rules/rule-types'
import type { TemplateForm } from './template-form'

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
