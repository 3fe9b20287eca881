import type { TemplateBody } from '@/api/templates'

/*
 * The types every template rule shares. This file imports no rule, so the rule files can all import it
 * without a cycle.
 */

/**
 * 'skip': the rule does not apply to this draft (a footer rule without a footer, the opt-out rule outside
 * marketing), so the builder leaves it out. Only 'fail' blocks a create; 'warn' and 'skip' never do.
 */
export type RuleStatus = 'pass' | 'fail' | 'warn' | 'skip'
export type TemplateDraft = Pick<TemplateBody, 'category' | 'name' | 'components'> & { language?: string }

/** Another template's body, named so a warning can say which template it matches. */
export interface NamedBody {
  name: string
  body: string
  /** Its language, e.g. "en_GB": bodies in two different known languages are not duplicates. */
  language?: string
}

/** What some rules need beyond the draft itself. The rules stay pure: the caller looks these up. */
export interface CheckContext {
  /** The bodies of the workspace's other templates; when absent (not known yet), the duplicate-body rule is skipped. */
  otherBodies?: readonly NamedBody[]
}

/** The part of the template a rule is about: a text header's text and a media header's sample are different inputs. */
export type RuleField =
  'name' | 'category' | 'language' | 'header-text' | 'header-media' | 'body' | 'footer' | 'buttons'

/** A one-click repair the builder can apply. */
export type RuleFix =
  | { kind: 'add-opt-out-footer' }
  | { kind: 'add-opt-out-button' }
  | { kind: 'add-example'; component: 'body' | 'header'; variable: number }
  | { kind: 'add-button-example'; buttonIndex: number }
  | { kind: 'renumber-variables'; component: 'body' | 'header' }
  | { kind: 'make-name-valid' }
  | { kind: 'use-authentication-shape' }
  | { kind: 'use-https' }
  | { kind: 'collapse-punctuation' }
  | { kind: 'set-category'; category: 'MARKETING' }

/** One place of a problem that spans several inputs, e.g. one button, or one variable's example: the builder shows it under that input. */
export interface ProblemPart {
  detail: string
  buttonIndex?: number
  fix?: RuleFix
}

/** Why a rule does not pass: what to do and why, where, and a one-click repair if there is one. */
export interface Problem {
  /** What to do, then why, e.g. "Add the body text: every template needs one." */
  detail: string
  buttonIndex?: number
  fix?: RuleFix
  /** The same problem split by input, when it concerns several. */
  parts?: readonly ProblemPart[]
}

/** What every result of a rule shares. */
export interface RuleInfo {
  id: string
  /** The part of the template the rule is about, so the UI can link to its field. */
  field: RuleField
  /** What the rule asks, in words a marketer understands. */
  label: string
}

/** A rule's verdict on a draft: the problem is there only when it fails or warns. */
export interface RuleResult extends RuleInfo, Partial<Problem> {
  status: RuleStatus
}

export type Rule = (draft: TemplateDraft, context: CheckContext) => RuleResult
