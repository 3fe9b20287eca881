import { isKnown } from '@/api/open-enum'
import { componentTypes, type TemplateComponent } from '@/api/templates'
import { authenticationBody, expiryMinutesOf, isCodeButton } from '@/domain/authentication-template'
import { buttonsOf, findComponent, headerOf, listWords, outcome, ruleInfo, skipped } from './rule-kit'
import type { RuleResult, TemplateDraft } from './rule-types'

const LINK = /\bhttps?:\/\/|\bwww\./i

const languageOf = (draft: TemplateDraft) => draft.language ?? 'en_US'

function headerWords(header: TemplateComponent): string {
  const format = header.format ?? 'TEXT'
  if (format === 'TEXT') return 'a header'
  const kind = format.toLowerCase()
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} header`
}

/** What the draft has beyond WhatsApp's authentication shape, in the user's words. */
function extraParts(draft: TemplateDraft): string[] {
  const language = languageOf(draft)
  const header = headerOf(draft)
  const body = (findComponent(draft.components, 'BODY')?.text ?? '').trim()
  const footer = findComponent(draft.components, 'FOOTER')?.text ?? undefined
  const buttons = buttonsOf(draft)
  const texts = draft.components.map((c) => c.text ?? '')
  const linked =
    texts.some((text) => LINK.test(text)) || buttons.some((b) => b.type === 'URL' || LINK.test(b.url ?? ''))
  const fixedBody = body === authenticationBody(language, false) || body === authenticationBody(language, true)
  const others = draft.components.filter((c) => !isKnown(componentTypes, c.type)).map((c) => `a ${c.type} component`)
  const [button, ...moreButtons] = buttons
  return [
    ...(header ? [headerWords(header)] : []),
    ...(linked ? ['a link'] : []),
    ...(fixedBody ? [] : ['text of its own']),
    ...(footer !== undefined && expiryMinutesOf(footer, language) === undefined
      ? ['a footer other than the expiry line']
      : []),
    ...(!button
      ? ['no copy-code button']
      : moreButtons.length || !isCodeButton(button)
        ? ['buttons other than one copy-code button']
        : []),
    ...others,
  ]
}

/** WhatsApp rejects an authentication template with anything but its own code message, notice, expiry line and code button. */
export function authenticationShape(draft: TemplateDraft): RuleResult {
  const rule = ruleInfo(
    'authentication-shape',
    'body',
    'An authentication template has only WhatsApp’s code message, notice, expiry line and copy-code button',
  )
  if (draft.category !== 'AUTHENTICATION') return skipped(rule)
  const extras = extraParts(draft)
  if (extras.length === 0) return outcome(rule, undefined)
  return outcome(rule, {
    detail: `Use the authentication layout: WhatsApp allows an authentication template only its fixed code message, an optional security notice and expiry line, and one copy-code button, and this one has ${listWords(extras)}.`,
    fix: { kind: 'use-authentication-shape' },
  })
}
