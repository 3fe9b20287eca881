import type { TemplateComponent } from '@/api/templates'
import type { RuleInfo } from '@/domain/template-rules/rule-types'
import type { PanelRule } from './name-rule'

const RULE = {
  id: 'differs-from-rejected',
  field: 'body',
  label: 'The copy says something different from the rejected template',
} as const

const TRANSLATED = {
  id: 'translated',
  field: 'body',
  label: 'The texts are in the new language',
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

type Components = readonly TemplateComponent[]

/** Fails, with `detail`, while the components say word for word what `earlier` says; skipped without `earlier`. */
function sameTextRule(rule: RuleInfo, earlier: Components | null, now: Components, detail: string): PanelRule {
  if (!earlier) return { ...rule, status: 'skip' }
  return reviewedText(earlier) === reviewedText(now) ? { ...rule, status: 'fail', detail } : { ...rule, status: 'pass' }
}

/**
 * For a copy of a rejected template: fails while the copy says the same as the template WhatsApp rejected, since
 * resubmitting it brings the same verdict. Skipped for any other copy.
 */
export function unchangedCopyRule(rejected: Components | null, components: Components): PanelRule {
  return sameTextRule(
    RULE,
    rejected,
    components,
    'Change what the template says: WhatsApp rejected this text, and sends the same verdict when it comes back unchanged.',
  )
}

/** For a new language version: fails while the texts are still the version's it was copied from, word for word. */
export function untranslatedRule(source: Components | null, components: Components, sourceLanguage: string): PanelRule {
  return sameTextRule(
    TRANSLATED,
    source,
    components,
    `Translate the texts marked “to translate”: they are still the ${sourceLanguage} version’s, word for word.`,
  )
}
