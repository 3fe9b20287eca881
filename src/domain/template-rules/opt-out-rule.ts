import type { ButtonType } from '@/api/templates'
import { FOOTER_MAX, MAX_BUTTONS } from '@/domain/template-limits'
import { buttonsOf, charCount, footerTextOf, outcome, ruleInfo, skipped } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

/** The line the opt-out fix adds to the footer. */
export const OPT_OUT_FOOTER = 'Reply STOP to unsubscribe'
/** The quick reply the opt-out fix adds when the footer has no room for OPT_OUT_FOOTER. */
export const OPT_OUT_BUTTON = 'Stop promotions'
const SEPARATOR = ' · '
const OPT_OUT = /\b(stop|unsubscribe|opt[ -]?out)\b/i
/** The longest footer that still leaves room for the opt-out line after it. */
const FOOTER_ROOM = FOOTER_MAX - charCount(`${SEPARATOR}${OPT_OUT_FOOTER}`)

/** Whether a text offers a way out: STOP, unsubscribe or opt out, as a word of its own. */
export const mentionsOptOut = (text: string) => OPT_OUT.test(text)

export function hasOptOut(draft: TemplateDraft): boolean {
  if (OPT_OUT.test(footerTextOf(draft))) return true
  return buttonsOf(draft).some((button) => button.type === 'QUICK_REPLY' && OPT_OUT.test(button.text ?? ''))
}

/** The footer with the opt-out line, or a quick reply inserted at `index`; never both. */
export type OptOutPlan = { kind: 'footer'; footer: string } | { kind: 'button'; index: number }

/**
 * How to add an opt-out without losing what the user wrote: the opt-out line after their footer when both
 * fit, else an opt-out quick reply beside the other quick replies (so they stay one block) when a button
 * slot is free, else null: the user has to make room.
 */
export function optOutPlan(footer: string, buttonTypes: readonly ButtonType[]): OptOutPlan | null {
  const own = footer.trim()
  const combined = own ? `${own}${SEPARATOR}${OPT_OUT_FOOTER}` : OPT_OUT_FOOTER
  if (charCount(combined) <= FOOTER_MAX) return { kind: 'footer', footer: combined }
  if (buttonTypes.length >= MAX_BUTTONS) return null
  const lastQuickReply = buttonTypes.lastIndexOf('QUICK_REPLY')
  return { kind: 'button', index: lastQuickReply === -1 ? buttonTypes.length : lastQuickReply + 1 }
}

function optOutProblem(draft: TemplateDraft) {
  const plan = optOutPlan(
    footerTextOf(draft),
    buttonsOf(draft).map((button) => button.type),
  )
  const why = 'WhatsApp requires a way to stop marketing messages'
  if (plan?.kind === 'footer') {
    return {
      detail: `Add "${OPT_OUT_FOOTER}" to the footer, or a quick-reply button to stop: ${why}.`,
      fix: { kind: 'add-opt-out-footer' },
    } as const
  }
  const noRoom = `the footer has no room for "${OPT_OUT_FOOTER}"`
  if (plan) {
    return {
      detail: `Add a quick-reply button such as "${OPT_OUT_BUTTON}", or shorten the footer to ${FOOTER_ROOM} characters or fewer: ${why}, and ${noRoom}.`,
      fix: { kind: 'add-opt-out-button' },
    } as const
  }
  return {
    detail: `Shorten the footer to ${FOOTER_ROOM} characters or fewer, or make a button a quick reply such as "${OPT_OUT_BUTTON}": ${why}, ${noRoom} and all ${MAX_BUTTONS} buttons are used.`,
  }
}

export function marketingOptOut(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('marketing-opt-out', 'footer', 'A marketing template offers an opt-out')
  if (draft.category !== 'MARKETING') return skipped(rule)
  return outcome(rule, hasOptOut(draft) ? undefined : optOutProblem(draft))
}
