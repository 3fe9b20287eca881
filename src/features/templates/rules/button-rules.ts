import type { TemplateButton } from '@/api/templates'
import { BUTTON_TEXT_MAX, MAX_BUTTONS, MAX_PHONE_BUTTONS, MAX_URL_BUTTONS } from '../template-limits'
import { variableTokens } from '../template-variables'
import { buttonName, buttonsOf, charCount, outcome, plural } from './rule-kit'
import type { Problem, RuleResult, TemplateDraft } from './rule-types'

/*
 * Button rules give ONE result each, however many buttons break them: the detail names every offending
 * button and buttonIndex points at the first, so the checks panel lists the same rules whatever the buttons.
 */

/** A button's own problem, or undefined; one sentence each, joined into the rule's detail. */
type ButtonCheck = (button: TemplateButton, index: number) => string | undefined

function perButton(buttons: readonly TemplateButton[], check: ButtonCheck): Problem | undefined {
  const found = buttons.flatMap((button, index) => {
    const problem = check(button, index)
    return problem ? [{ index, problem }] : []
  })
  const [first] = found
  if (!first) return undefined
  return { detail: found.map((f) => f.problem).join(' '), buttonIndex: first.index }
}

export function atMostThreeButtons(draft: TemplateDraft): RuleResult {
  const rule = { id: 'max-buttons', field: 'buttons', label: `At most ${MAX_BUTTONS} buttons` } as const
  const count = buttonsOf(draft).length
  return outcome(rule, count > MAX_BUTTONS ? { detail: `Remove ${count - MAX_BUTTONS} of the ${count} buttons.`, buttonIndex: MAX_BUTTONS } : undefined)
}

export function buttonTextLength(draft: TemplateDraft): RuleResult {
  const rule = { id: 'button-text-length', field: 'buttons', label: `Each button's text is 1 to ${BUTTON_TEXT_MAX} characters` } as const
  const check: ButtonCheck = (button, index) => {
    const length = charCount(button.text.trim())
    if (length === 0) return `${buttonName(index)} has no text.`
    return length > BUTTON_TEXT_MAX ? `${buttonName(index)} text is ${length} characters; the limit is ${BUTTON_TEXT_MAX}.` : undefined
  }
  return outcome(rule, perButton(buttonsOf(draft), check))
}

function isWebLink(url: string): boolean {
  try {
    const parsed = new URL(url.replace(/\{\{\s*\d+\s*\}\}/g, 'x'))
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
}

/** International format: a +, the country code, then the number; spaces, dashes and brackets allowed. */
const PHONE = /^\+[1-9][\d\s()-]{5,20}$/

/** A website button needs a web address to open, a call button a number to call. */
export function buttonTargets(draft: TemplateDraft): RuleResult {
  const rule = { id: 'button-targets', field: 'buttons', label: 'Website buttons have a web address, call buttons a phone number' } as const
  const check: ButtonCheck = (button, index) => {
    if (button.type === 'URL' && !isWebLink((button.url ?? '').trim())) {
      return `${buttonName(index)} needs a full web address starting with https://.`
    }
    if (button.type === 'PHONE_NUMBER' && !PHONE.test((button.phone_number ?? '').trim())) {
      return `${buttonName(index)} needs a phone number with its country code, e.g. +44 20 7946 0000.`
    }
    return undefined
  }
  return outcome(rule, perButton(buttonsOf(draft), check))
}

/** At most `max` buttons of a type; the first one over the limit is the one to remove. */
function typeLimit(buttons: readonly TemplateButton[], type: TemplateButton['type'], max: number, noun: string): Problem | undefined {
  const indexes = buttons.flatMap((button, index) => (button.type === type ? [index] : []))
  const firstExtra = indexes[max]
  if (firstExtra === undefined) return undefined
  return {
    detail: `There are ${plural(indexes.length, noun)}; a template can have at most ${max}. Remove ${indexes.length - max} (or change its type).`,
    buttonIndex: firstExtra,
  }
}

export function urlButtonsMax(draft: TemplateDraft): RuleResult {
  const rule = { id: 'url-buttons-max', field: 'buttons', label: `At most ${MAX_URL_BUTTONS} website buttons` } as const
  return outcome(rule, typeLimit(buttonsOf(draft), 'URL', MAX_URL_BUTTONS, 'website button'))
}

export function phoneButtonsMax(draft: TemplateDraft): RuleResult {
  const rule = { id: 'phone-buttons-max', field: 'buttons', label: `At most ${MAX_PHONE_BUTTONS} call button` } as const
  return outcome(rule, typeLimit(buttonsOf(draft), 'PHONE_NUMBER', MAX_PHONE_BUTTONS, 'call button'))
}

function buttonRange(start: number, end: number): string {
  return start === end ? `button ${start + 1}` : `buttons ${start + 1}–${end + 1}`
}

/** Quick replies form one block, before or after the website and call buttons: [QR, URL, QR] splits them. */
export function buttonsGrouped(draft: TemplateDraft): RuleResult {
  const rule = { id: 'buttons-grouped', field: 'buttons', label: 'Quick replies are kept together, apart from website and call buttons' } as const
  const runs: { quickReply: boolean; start: number; end: number }[] = []
  buttonsOf(draft).forEach((button, index) => {
    const quickReply = button.type === 'QUICK_REPLY'
    const last = runs.at(-1)
    if (last?.quickReply === quickReply) last.end = index
    else runs.push({ quickReply, start: index, end: index })
  })
  const [first, between, third] = runs
  if (!first || !between || !third) return outcome(rule, undefined)
  const detail = `${buttonName(third.start)} is separated from button ${first.end + 1} by ${buttonRange(between.start, between.end)}: keep the quick replies together, before or after the website and call buttons.`
  return outcome(rule, { detail, buttonIndex: third.start })
}

function urlButtons(draft: TemplateDraft) {
  return buttonsOf(draft).map((button) => (button.type === 'URL' ? variableTokens(button.url) : []))
}

/** A website button's link may end with one variable, {{1}}, and have none anywhere else. */
export function urlVariableAtEnd(draft: TemplateDraft): RuleResult {
  const rule = { id: 'url-variable-at-end', field: 'buttons', label: "A website button's link has at most one variable, {{1}}, at the very end" } as const
  const tokens = urlButtons(draft)
  const check: ButtonCheck = (button, index) => {
    const found = tokens[index] ?? []
    const [only] = found
    const link = `${buttonName(index)} link`
    if (found.length > 1) return `${link} has ${found.length} variables; a link can have only one, at the very end.`
    if (!only) return undefined
    if (only.end !== (button.url ?? '').length) return `${link} has {{${only.n}}} in the middle; put it at the very end, e.g. https://example.com/track/{{1}}.`
    return only.n === 1 ? undefined : `${link} uses {{${only.n}}}; a link's variable must be {{1}}.`
  }
  return outcome(rule, perButton(buttonsOf(draft), check))
}

/** Meta's shape: the button's `example` holds the value of its link variable, e.g. ["NW-48213"]. */
export function urlButtonExample(draft: TemplateDraft): RuleResult {
  const rule = { id: 'url-button-example', field: 'buttons', label: "A website button's link variable has an example value" } as const
  const tokens = urlButtons(draft)
  const check: ButtonCheck = (button, index) => {
    const [variable] = tokens[index] ?? []
    if (!variable || button.example?.[0]?.trim()) return undefined
    return `${buttonName(index)} link has a variable: add an example value for {{${variable.n}}}, e.g. an order number.`
  }
  const problem = perButton(buttonsOf(draft), check)
  return outcome(rule, problem && { ...problem, fix: { kind: 'add-button-example', buttonIndex: problem.buttonIndex ?? 0 } })
}
