import { safeParse } from 'zod/mini'
import type { $ZodIssue } from 'zod/v4/core'
import { describeIssue } from '@/api/client'
import { sendEndpoints } from '@/api/messages'
import { isPhoneNumber } from '@/domain/phone-number'
import { isWebAddress } from '@/lib/web-address'
import { BUTTON_TEXT_MAX, MAX_BUTTONS } from '@/domain/template-limits'
import { localDateTimeToIso } from '@/lib/local-time'
import type { MessageRequest } from '@/resources/messages'
import { type SendEndpoint } from './channels'
import { acceptsPhoneNumber, isSchedulable } from './endpoint-fields'
import { buildSendBody } from './send-body'
import type { ButtonForm, ChosenTemplate, SendForm } from './send-form'

/** A validated send: the endpoint and a body its schema accepted (the one type the send hook takes). */
export type SendRequest<K extends SendEndpoint = SendEndpoint> = MessageRequest<K>

/** A problem to show at a form field: `path` is the field's name in SendForm (`x.root` for a list), or `body` for the request as a whole. */
export interface FormIssue {
  path: string
  message: string
}

export type SendCheck = { ok: true; request: SendRequest } | { ok: false; issues: FormIssue[] }

const charCount = (text: string) => [...text].length

function buttonIssues(buttons: ButtonForm[], path: string): FormIssue[] {
  const issues = buttons.flatMap((button, index): FormIssue[] => {
    const length = charCount(button.text.trim())
    const url = button.url.trim()
    return [
      ...(length > BUTTON_TEXT_MAX
        ? [{ path: `${path}.${index}.text`, message: `At most ${BUTTON_TEXT_MAX} characters (this is ${length})` }]
        : []),
      ...(length === 0 ? [{ path: `${path}.${index}.text`, message: 'Give the button a text' }] : []),
      ...(url && !isWebAddress(url)
        ? [{ path: `${path}.${index}.url`, message: 'A full web address, starting with https://' }]
        : []),
    ]
  })
  return buttons.length > MAX_BUTTONS
    ? [{ path: `${path}.root`, message: `At most ${MAX_BUTTONS} buttons` }, ...issues]
    : issues
}

/** What the spec leaves open but a sendable message needs: a real phone number, a web address, a future time, button limits, a template's values. */
function formIssues(
  endpoint: SendEndpoint,
  form: SendForm,
  now: Date,
  chosen: ChosenTemplate | undefined,
): FormIssue[] {
  const issues: FormIssue[] = []
  const phone = form.phoneNumber.trim()
  if (acceptsPhoneNumber(endpoint) && form.recipientBy === 'phone' && phone && !isPhoneNumber(phone)) {
    issues.push({ path: 'phoneNumber', message: 'A + and the country code, then the number, e.g. +44 7700 900123' })
  }
  if (endpoint.endsWith('Media') && form.mediaUrl.trim() && !isWebAddress(form.mediaUrl.trim())) {
    issues.push({ path: 'mediaUrl', message: 'A full web address, starting with https://' })
  }
  if (isSchedulable(endpoint) && form.scheduleAt) {
    const iso = localDateTimeToIso(form.scheduleAt)
    if (!iso) issues.push({ path: 'scheduleAt', message: 'Pick a date and a time' })
    else if (new Date(iso) <= now)
      issues.push({ path: 'scheduleAt', message: 'Pick a time in the future, or clear it to send now' })
  }
  if (endpoint === 'whatsappTemplate' && chosen) {
    for (const issue of chosen.plan.check(form.templateValues))
      issues.push({ path: `templateValues.${issue.path}`, message: issue.message })
  }
  if (endpoint === 'telegramTemplate') issues.push(...buttonIssues(form.buttons, 'buttons'))
  if (endpoint === 'messengerTemplate' || endpoint === 'instagramTemplate') {
    form.elements.forEach((element, index) =>
      issues.push(...buttonIssues(element.buttons, `elements.${index}.buttons`)),
    )
  }
  return issues
}

/** What to say when a required field is missing, in place of the schema's "Too small: expected string to have >=1 characters". */
const missing: Record<string, string> = {
  contactId: 'Enter the contact id',
  phoneNumber: 'Enter the phone number',
  textMessage: 'Write the message',
  mediaUrl: 'Enter the media address',
  mimeType: 'Enter the MIME type',
  template: 'Choose a template',
  elements: 'Add at least one element',
}

/** The form field that a path of the request body comes from. */
function formPath(path: readonly PropertyKey[]): string {
  const [head, index, child] = path.map(String)
  switch (head) {
    case 'contact':
      return 'contactId'
    case 'recepient':
      return 'phoneNumber'
    case 'scheduleDateTime':
      return 'scheduleAt'
    case 'textMessage':
    case 'mediaUrl':
    case 'mimeType':
    case 'template':
      return head
    case 'buttons':
      return index === undefined ? 'buttons.root' : `buttons.${index}.text`
    case 'headerMediaUrl':
      return 'templateValues.mediaUrl'
    case 'locationParameters':
      return index === undefined ? 'body' : `templateValues.location.${index}`
    case 'elements':
      if (index === undefined) return 'elements.root'
      return child === 'title' ? `elements.${index}.title` : `elements.${index}.buttons.root`
    default:
      return 'body'
  }
}

function schemaMessage(path: string, issue: $ZodIssue): string {
  if (path === 'body') return describeIssue(issue)
  if (issue.code === 'too_small' || issue.code === 'invalid_type') {
    if (/^elements\.\d+\.title$/.test(path)) return 'Give the element a title'
    return missing[path.replace(/\.root$/, '')] ?? issue.message
  }
  return issue.message
}

function firstPerField(issues: FormIssue[]): FormIssue[] {
  const byPath = new Map<string, FormIssue>()
  for (const issue of issues) if (!byPath.has(issue.path)) byPath.set(issue.path, issue)
  return [...byPath.values()]
}

function parseBody<K extends SendEndpoint>(endpoint: K, body: unknown) {
  return safeParse(sendEndpoints[endpoint].schema, body)
}

/**
 * Checks a send before it goes out: the body is built from the form and parsed with the endpoint's own schema
 * (the one the API module and the demo API use), after the checks the spec leaves to the client and, for a
 * WhatsApp template, WhatsApp's checks of its values. Every issue is placed at the form field it comes from; the
 * first one of each field wins.
 */
export function checkSend<K extends SendEndpoint>(
  endpoint: K,
  form: SendForm,
  workspaceId: string,
  now = new Date(),
  template?: ChosenTemplate | null,
): SendCheck {
  const { name, language } = template?.template.template ?? {}
  const chosen = template && name === form.template && language === form.templateLanguage ? template : undefined
  const issues = formIssues(endpoint, form, now, chosen)
  const parsed = parseBody(endpoint, buildSendBody(endpoint, form, workspaceId, chosen?.plan))
  if (parsed.success && issues.length === 0) {
    // The body is what sendEndpoints[K].schema output; TypeScript cannot tie that type back to K.
    return { ok: true, request: { endpoint, body: parsed.data } as SendRequest<K> }
  }
  const schemaIssues = (parsed.error?.issues ?? []).map((issue) => {
    const path = formPath(issue.path)
    return { path, message: schemaMessage(path, issue) }
  })
  return { ok: false, issues: firstPerField([...issues, ...schemaIssues]) }
}
