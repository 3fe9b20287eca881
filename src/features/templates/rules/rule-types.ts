import type { TemplateBody } from '@/api/templates'

/*
 * The types every template rule shares. This file imports no rule, so the rule files can all import it
 * without a cycle.
 */

export type RuleStatus = 'pass' | 'fail' | 'warn'
export type TemplateDraft = Pick<TemplateBody, 'category' | 'name' | 'components'> & { language?: string }

/** The part of the template a rule is about: a text header's text and a media header's sample are different inputs. */
export type RuleField = 'name' | 'category' | 'language' | 'header-text' | 'header-media' | 'body' | 'footer' | 'buttons'

/** A one-click repair the builder can apply. */
export type RuleFix =
  | { kind: 'add-opt-out-footer' }
  | { kind: 'add-opt-out-button' }
  | { kind: 'add-example'; component: 'body' | 'header'; variable: number }
  | { kind: 'add-button-example'; buttonIndex: number }
  | { kind: 'renumber-variables'; component: 'body' | 'header' }

export interface RuleResult {
  id: string
  status: RuleStatus
  /** What the rule asks, in words a marketer understands. */
  label: string
  /** Why it failed or warns; absent when it passes. */
  detail?: string
  /** The part of the template the rule is about, so the UI can link to its field. */
  field: RuleField
  /** For button rules: which button (0-based). */
  buttonIndex?: number
  fix?: RuleFix
}

/** What every result of a rule shares. */
export interface RuleInfo {
  id: string
  field: RuleField
  label: string
}

/** Why a rule does not pass: what is wrong and how to fix it, where, and a one-click repair if there is one. */
export interface Problem {
  detail: string
  buttonIndex?: number
  fix?: RuleFix
}
