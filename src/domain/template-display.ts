import { languageName } from './whatsapp-languages'

/*
 * A template read without a name or a language (the API left it out, or sent something else) is still listed: its
 * name and language read as '' and are shown as not given, never as an empty link or heading.
 */

/** What a template without a name is called wherever its name would be the primary text. */
export const NO_TEMPLATE_NAME = '(no name)'

interface Named {
  template: { name: string }
}

/** The template's name, or "(no name)" when the API sent none. */
export function templateDisplayName({ template }: Named): string {
  return template.name || NO_TEMPLATE_NAME
}

/** "order_confirmation (English (UK))": a template by name and language, as a message names it. */
export function templateTitle({ template }: { template: { name: string; language: string } }): string {
  return `${templateDisplayName({ template })} (${languageName(template.language)})`
}

/**
 * Why a template cannot be sent by name and language, or undefined when it can (as far as these go: only an
 * approved template can be sent at all). A message names its template by both.
 */
export function unsendableReason({ template }: { template: { name: string; language: string } }): string | undefined {
  if (!template.name) return 'has no name, so it cannot be sent'
  if (!template.language) return 'has no language, so it cannot be sent'
  return undefined
}
