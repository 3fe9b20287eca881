import type { WhatsappTemplateRequest } from '@/api/messages'
import type { TemplateParameters } from '@/api/template-parameters'
import type { Template } from '@/api/templates'
import { statusLabel } from '@/domain/template-statuses'
import { templateSlots } from '@/domain/template-values'

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`

function countProblem(part: string, field: string, expected: number, given: readonly unknown[] | undefined) {
  const got = given?.length ?? 0
  if (got === expected) return undefined
  return `${field} has ${count(got, 'value')}, but the template's ${part} ${part.endsWith('s') ? 'have' : 'has'} ${count(expected, 'variable')}`
}

/**
 * Why the service would refuse to send this template, as its 400 says it, or undefined when it would send: the
 * template must exist in the workspace by name and language and be approved, and the values must match its
 * variables part by part, with a file for a media header and a place for a location header.
 */
export function templateSendProblem(
  templates: readonly Template[],
  body: Pick<WhatsappTemplateRequest, 'workspace' | 'template'> & TemplateParameters,
): string | undefined {
  const { name, language } = body.template
  const template = templates.find(
    (t) => t.workspace.id === body.workspace.id && t.template.name === name && t.template.language === language,
  )
  if (!template) return `Template ${name} (${language}) does not exist in workspace ${body.workspace.id}`
  const { status } = template.template
  if (status !== 'APPROVED')
    return `Template ${name} (${language}) is ${statusLabel(status).toLowerCase()}: only approved templates can be sent`
  const slots = templateSlots(template.template.components)
  const mismatch =
    countProblem('header', 'headerTextParameters', slots.header.length, body.headerTextParameters) ??
    countProblem('body', 'bodyTextParameters', slots.body.length, body.bodyTextParameters) ??
    countProblem('URL buttons', 'buttonUrlParameters', slots.buttons.length, body.buttonUrlParameters)
  if (mismatch) return mismatch
  if (slots.media && !body.headerMediaUrl)
    return `Template ${name} has ${/^[AEIOU]/.test(slots.media) ? 'an' : 'a'} ${slots.media.toLowerCase()} header: give its headerMediaUrl`
  if (slots.location && !body.locationParameters)
    return `Template ${name} has a location header: give its locationParameters`
  return undefined
}
