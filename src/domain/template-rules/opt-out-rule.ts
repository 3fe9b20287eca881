import type { ButtonType } from '@/api/templates'
import { mentionsOptOut, optOutLines } from '@/domain/opt-out-words'
import { FOOTER_MAX, MAX_BUTTONS } from '@/domain/template-limits'
import { buttonsOf, charCount, footerTextOf, outcome, ruleInfo, skipped } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

/** The line the opt-out fix adds to an English template's footer. */
export const OPT_OUT_FOOTER = optOutLines('en').footer
/** The quick reply the opt-out fix adds to an English template when the footer has no room for OPT_OUT_FOOTER. */
export const OPT_OUT_BUTTON = optOutLines('en').button
const SEPARATOR = ' · '

/** The longest footer that still leaves room for the opt-out line after it. */
const footerRoom = (line: string) => FOOTER_MAX - charCount(`${SEPARATOR}${line}`)

/** Whether the footer or a quick reply says how to stop, in English or in the template's language. */
export function hasOptOut(draft: TemplateDraft): boolean {
  const { language } = draft
  if (mentionsOptOut(footerTextOf(draft), language)) return true
  return buttonsOf(draft).some((button) => button.type === 'QUICK_REPLY' && mentionsOptOut(button.text ?? '', language))
}

/** The footer with the opt-out line, or the opt-out quick reply's text and where it goes; never both. */
export type OptOutPlan = { kind: 'footer'; footer: string } | { kind: 'button'; index: number; text: string }

/**
 * How to add an opt-out in the template's language without losing what the user wrote: the opt-out line after
 * their footer when both fit, else an opt-out quick reply beside the other quick replies (so they stay one block)
 * when a button slot is free, else null: the user has to make room.
 */
export function optOutPlan(
  footer: string,
  buttonTypes: readonly ButtonType[],
  language: string | undefined,
): OptOutPlan | null {
  const lines = optOutLines(language)
  const own = footer.trim()
  const combined = own ? `${own}${SEPARATOR}${lines.footer}` : lines.footer
  if (charCount(combined) <= FOOTER_MAX) return { kind: 'footer', footer: combined }
  if (buttonTypes.length >= MAX_BUTTONS) return null
  const lastQuickReply = buttonTypes.lastIndexOf('QUICK_REPLY')
  return {
    kind: 'button',
    index: lastQuickReply === -1 ? buttonTypes.length : lastQuickReply + 1,
    text: lines.button,
  }
}

function optOutProblem(draft: TemplateDraft) {
  const buttons = buttonsOf(draft)
  const plan = optOutPlan(
    footerTextOf(draft),
    buttons.map((button) => button.type),
    draft.language,
  )
  const { footer, button } = optOutLines(draft.language)
  const why = 'WhatsApp requires a way to stop marketing messages'
  if (plan?.kind === 'footer') {
    return {
      detail: `Add "${footer}" to the footer, or a quick-reply button to stop: ${why}.`,
      fix: { kind: 'add-opt-out-footer' },
    } as const
  }
  const room = footerRoom(footer)
  const noRoom = `the footer has no room for "${footer}"`
  if (plan) {
    return {
      detail: `Add a quick-reply button such as "${button}", or shorten the footer to ${room} characters or fewer: ${why}, and ${noRoom}.`,
      fix: { kind: 'add-opt-out-button' },
    } as const
  }
  return {
    detail: `Shorten the footer to ${room} characters or fewer, or make a button a quick reply such as "${button}": ${why}, ${noRoom} and all ${MAX_BUTTONS} buttons are used.`,
  }
}

export function marketingOptOut(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('marketing-opt-out', 'footer', 'A marketing template offers an opt-out')
  if (draft.category !== 'MARKETING') return skipped(rule)
  return outcome(rule, hasOptOut(draft) ? undefined : optOutProblem(draft))
}
