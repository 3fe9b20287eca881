import { isKnown } from '@/api/open-enum'
import { buttonTypes, type TemplateButton } from '@/api/templates'
import { BUTTON_TEXT_MAX, MAX_BUTTONS, MAX_PHONE_BUTTONS, MAX_URL_BUTTONS } from '@/domain/template-limits'
import { variableTokens } from '@/domain/template-variables'
import { buttonName, buttonsOf, charCount, outcome, plural, ruleInfo, skipped } from './rule-kit'
import type { Problem, RuleInfo, RuleResult, TemplateDraft } from './rule-types'

/*
 * Button rules give ONE result each, however many buttons break them: the detail names every offending
 * button, buttonIndex points at the first, and parts hold each button's own problem for its input.
 * A rule about buttons of a type is skipped when the template has none of them.
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
  return {
    detail: found.map((f) => f.problem).join(' '),
    buttonIndex: first.index,
    parts: found.map((f) => ({ detail: f.problem, buttonIndex: f.index })),
  }
}

export function atMostThreeButtons(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('max-buttons', 'buttons', `At most ${MAX_BUTTONS} buttons`)
  const count = buttonsOf(draft).length
  if (!count) return skipped(rule)
  const detail = `Remove ${count - MAX_BUTTONS} of the ${count} buttons: a template can have at most ${MAX_BUTTONS}.`
  return outcome(rule, count > MAX_BUTTONS ? { detail, buttonIndex: MAX_BUTTONS } : undefined)
}

export function buttonTextLength(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('button-text-length', 'buttons', `Each button's text is 1 to ${BUTTON_TEXT_MAX} characters`)
  const check: ButtonCheck = (button, index) => {
    // A button of a newer kind may come without text (a copy-code button's label is WhatsApp's): shown as sent.
    if (button.text == null && !isKnown(buttonTypes, button.type)) return undefined
    const length = charCount(button.text?.trim())
    if (length === 0) return `Write the text of ${buttonName(index)}.`
    return length > BUTTON_TEXT_MAX
      ? `Shorten ${buttonName(index)} to ${BUTTON_TEXT_MAX} characters: it has ${length}.`
      : undefined
  }
  const buttons = buttonsOf(draft)
  return buttons.length ? outcome(rule, perButton(buttons, check)) : skipped(rule)
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
  const rule = ruleInfo('button-targets', 'buttons', 'Website buttons have a web address, call buttons a phone number')
  const check: ButtonCheck = (button, index) => {
    if (button.type === 'URL' && !isWebLink((button.url ?? '').trim())) {
      return `Give ${buttonName(index)} a full web address starting with https://.`
    }
    if (button.type === 'PHONE_NUMBER' && !PHONE.test((button.phone_number ?? '').trim())) {
      return `Give ${buttonName(index)} a phone number with its country code, e.g. +44 20 7946 0000.`
    }
    return undefined
  }
  const buttons = buttonsOf(draft)
  return buttons.some((button) => button.type !== 'QUICK_REPLY')
    ? outcome(rule, perButton(buttons, check))
    : skipped(rule)
}

/** At most `max` buttons of a type (skipped without one); the first one over the limit is the one to remove. */
function typeLimit(
  rule: RuleInfo,
  buttons: readonly TemplateButton[],
  type: TemplateButton['type'],
  max: number,
  noun: string,
): RuleResult {
  const indexes = buttons.flatMap((button, index) => (button.type === type ? [index] : []))
  if (!indexes.length) return skipped(rule)
  const firstExtra = indexes[max]
  if (firstExtra === undefined) return outcome(rule, undefined)
  return outcome(rule, {
    detail: `Remove ${indexes.length - max} of the ${plural(indexes.length, noun)} (or change its type): a template can have at most ${max}.`,
    buttonIndex: firstExtra,
  })
}

export function urlButtonsMax(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('url-buttons-max', 'buttons', `At most ${MAX_URL_BUTTONS} website buttons`)
  return typeLimit(rule, buttonsOf(draft), 'URL', MAX_URL_BUTTONS, 'website button')
}

export function phoneButtonsMax(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('phone-buttons-max', 'buttons', `At most ${MAX_PHONE_BUTTONS} call button`)
  return typeLimit(rule, buttonsOf(draft), 'PHONE_NUMBER', MAX_PHONE_BUTTONS, 'call button')
}

function buttonRange(start: number, end: number): string {
  return start === end ? `button ${start + 1}` : `buttons ${start + 1}–${end + 1}`
}

/** Quick replies form one block, before or after the website and call buttons: [QR, URL, QR] splits them. */
export function buttonsGrouped(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo(
    'buttons-grouped',
    'buttons',
    'Quick replies are kept together, apart from website and call buttons',
  )
  const buttons = buttonsOf(draft)
  const quickReplies = buttons.filter((button) => button.type === 'QUICK_REPLY').length
  if (!quickReplies || quickReplies === buttons.length) return skipped(rule)
  const runs: { quickReply: boolean; start: number; end: number }[] = []
  buttons.forEach((button, index) => {
    const quickReply = button.type === 'QUICK_REPLY'
    const last = runs.at(-1)
    if (last?.quickReply === quickReply) last.end = index
    else runs.push({ quickReply, start: index, end: index })
  })
  const [first, between, third] = runs
  if (!first || !between || !third) return outcome(rule, undefined)
  const detail = `Keep the quick replies together, before or after the website and call buttons: ${buttonName(third.start)} is separated from button ${first.end + 1} by ${buttonRange(between.start, between.end)}.`
  return outcome(rule, { detail, buttonIndex: third.start })
}

function urlButtons(draft: TemplateDraft) {
  return buttonsOf(draft).map((button) => (button.type === 'URL' ? variableTokens(button.url) : []))
}

/** A website button's link may end with one variable, {{1}}, and have none anywhere else. */
export function urlVariableAtEnd(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo(
    'url-variable-at-end',
    'buttons',
    "A website button's link has at most one variable, {{1}}, at the very end",
  )
  if (!buttonsOf(draft).some((button) => button.type === 'URL')) return skipped(rule)
  const tokens = urlButtons(draft)
  const check: ButtonCheck = (button, index) => {
    const found = tokens[index] ?? []
    const [only] = found
    const link = `the link of ${buttonName(index)}`
    if (found.length > 1) return `Keep one variable in ${link}, at the very end: it has ${found.length}.`
    if (!only) return undefined
    if (only.end !== (button.url ?? '').length)
      return `Move {{${only.n}}} to the very end of ${link}, e.g. https://example.com/track/{{1}}.`
    return only.n === 1
      ? undefined
      : `Use {{1}} in ${link}: it uses {{${only.n}}}, and a link's variable must be {{1}}.`
  }
  return outcome(rule, perButton(buttonsOf(draft), check))
}

/** Meta's shape: the button's `example` holds the value of its link variable, e.g. ["NW-48213"]. */
export function urlButtonExample(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo('url-button-example', 'buttons', "A website button's link variable has an example value")
  const tokens = urlButtons(draft)
  if (!tokens.some((found) => found.length)) return skipped(rule)
  const check: ButtonCheck = (button, index) => {
    const [variable] = tokens[index] ?? []
    if (!variable || button.example?.[0]?.trim()) return undefined
    return `Add an example value for {{${variable.n}}} in the link of ${buttonName(index)}, e.g. an order number.`
  }
  const problem = perButton(buttonsOf(draft), check)
  if (!problem) return outcome(rule, undefined)
  const parts = problem.parts?.map((part) => ({
    ...part,
    fix: { kind: 'add-button-example', buttonIndex: part.buttonIndex ?? 0 } as const,
  }))
  return outcome(rule, {
    ...problem,
    parts,
    fix: { kind: 'add-button-example', buttonIndex: problem.buttonIndex ?? 0 },
  })
}
