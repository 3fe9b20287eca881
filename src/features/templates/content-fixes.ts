import { withHttps } from '@/domain/template-rules/link-rules'
import { collapsePunctuation } from '@/domain/template-rules/punctuation-rules'
import { listWords } from '@/domain/template-rules/rule-kit'
import type { AppliedFix } from './applied-fix'
import type { TemplateForm } from './template-form'

type TextField = 'headerText' | 'body' | 'footer'
const fieldNames: Record<TextField, string> = { headerText: 'the header', body: 'the body', footer: 'the footer' }

/** The text fields `rewrite` changes, and where, in words; null when it changes none. */
function rewriteText(
  form: TemplateForm,
  fields: readonly TextField[],
  rewrite: (text: string) => string,
): { changes: Partial<TemplateForm>; where: string[] } | null {
  const changes: Partial<TemplateForm> = {}
  const where: string[] = []
  for (const field of fields) {
    const next = rewrite(form[field])
    if (next === form[field]) continue
    changes[field] = next
    where.push(fieldNames[field])
  }
  return where.length ? { changes, where } : null
}

/** Every http:// link in the header, body and URL buttons made https://. */
export function secureLinks(form: TemplateForm): AppliedFix | null {
  const text = rewriteText(form, ['headerText', 'body'], withHttps)
  const changedButtons = form.buttons.flatMap((button, index) => (withHttps(button.url) === button.url ? [] : [index]))
  if (!text && !changedButtons.length) return null
  const buttons = form.buttons.map((button) => ({ ...button, url: withHttps(button.url) }))
  const where = [...(text?.where ?? []), ...changedButtons.map((index) => `button ${index + 1}`)]
  return {
    changes: { ...text?.changes, ...(changedButtons.length ? { buttons } : {}) },
    summary: `Changed http:// to https:// in ${listWords(where)}.`,
    field: text ? 'body' : 'buttons',
    ...(text ? {} : { buttonIndex: changedButtons[0] }),
  }
}

/** Each run of punctuation in the header, body and footer collapsed to one mark. */
export function collapsePunctuationRuns(form: TemplateForm): AppliedFix | null {
  const text = rewriteText(form, ['headerText', 'body', 'footer'], collapsePunctuation)
  if (!text) return null
  const field =
    text.changes.body !== undefined ? 'body' : text.changes.headerText !== undefined ? 'header-text' : 'footer'
  return { changes: text.changes, summary: `Collapsed the runs of punctuation in ${listWords(text.where)}.`, field }
}

/** The template moved to Marketing, where promotional wording belongs; the opt-out it then needs is its own check. */
export function moveToCategory(form: TemplateForm, category: 'MARKETING'): AppliedFix | null {
  if (form.category === category) return null
  return {
    changes: { category },
    summary: 'Made it a Marketing template: marketing templates need an opt-out, see the checks.',
    field: 'category',
  }
}
