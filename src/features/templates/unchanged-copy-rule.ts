import type { TemplateComponent } from '@/api/templates'
import type { PanelRule } from './name-rule'

const RULE = {
  id: 'differs-from-rejected',
  field: 'body',
  label: 'The copy says something different from the rejected template',
} as const

const words = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/** What a reviewer reads: every text, link and number, in order, without spacing or case. Examples are left out. */
export function reviewedText(components: readonly TemplateComponent[]): string {
  return JSON.stringify(
    components.map((component) => [
      component.type,
      component.format ?? '',
      words(component.text),
      (component.buttons ?? []).map((button) => [
        button.type,
        words(button.text),
        button.url ?? '',
        button.phone_number ?? '',
      ]),
    ]),
  )
}

/**
 * For a copy of a rejected template: fails while the copy says the same as the template WhatsApp rejected, since
 * resubmitting it brings the same verdict. Skipped for any other copy.
 */
export function unchangedCopyRule(
  rejected: readonly TemplateComponent[] | null,
  components: readonly TemplateComponent[],
): PanelRule {
  if (!rejected) return { ...RULE, status: 'skip' }
  return reviewedText(rejected) === reviewedText(components)
    ? {
        ...RULE,
        status: 'fail',
        detail:
          'Change what the template says: WhatsApp rejected this text, and sends the same verdict when it comes back unchanged.',
      }
    : { ...RULE, status: 'pass' }
}

const TRANSLATED = {
  id: 'translated',
  field: 'body',
  label: 'The texts are in the new language',
} as const

/** For a new language version: fails while the texts are still the version's it was copied from, word for word. */
export function untranslatedRule(
  source: readonly TemplateComponent[] | null,
  components: readonly TemplateComponent[],
  sourceLanguage: string,
): PanelRule {
  if (!source) return { ...TRANSLATED, status: 'skip' }
  return reviewedText(source) === reviewedText(components)
    ? {
        ...TRANSLATED,
        status: 'fail',
        detail: `Translate the texts marked “to translate”: they are still the ${sourceLanguage} version’s, word for word.`,
      }
    : { ...TRANSLATED, status: 'pass' }
}
