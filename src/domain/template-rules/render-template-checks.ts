import type { RuleField } from './rule-types'
import { ruleCatalogue } from './rule-catalogue'

const fieldNames: Record<RuleField, string> = {
  name: 'Name',
  category: 'Category',
  language: 'Language',
  'header-text': 'Text header',
  'header-media': 'Media header',
  body: 'Body',
  footer: 'Footer',
  buttons: 'Buttons',
}

/** The command that writes docs/template-checks.md, named in the file and in the test that finds it stale. */
export const DOCS_CHECKS_COMMAND = 'npm run docs:checks'

/** docs/template-checks.md: every check of the template builder, in the order it runs them, from the rules themselves. */
export function renderTemplateChecks(): string {
  const catalogue = ruleCatalogue()
  const problems = catalogue.filter((rule) => !rule.warning).length
  const lines = [
    '# Template checks',
    '',
    `<!-- Generated from src/domain/template-rules by \`${DOCS_CHECKS_COMMAND}\`: do not edit by hand. -->`,
    '',
    `The template builder runs ${catalogue.length} checks on every keystroke, and the rejected template's detail runs them again to explain the verdict. ${problems} are problems: they block submitting, and the demo API refuses a create with the first one that fails. The other ${catalogue.length - problems} are warnings: reasons WhatsApp gives that a rule can only estimate, worth fixing but never blocking. The builder also asks the API whether the name is free in the workspace.`,
    '',
    'Each check names the part of the template it is about, what it asks, and what it prevents; where a one-click fix exists, the checks panel offers it with an undo.',
    '',
  ]
  catalogue.forEach((rule, index) => {
    lines.push(
      `## ${index + 1}. ${rule.label}`,
      '',
      `- Id: \`${rule.id}\``,
      `- Part: ${fieldNames[rule.field]}`,
      `- Kind: ${rule.warning ? 'warning (never blocks)' : 'problem (blocks submitting)'}`,
      `- Prevents: ${rule.prevents}`,
      `- One-click fix: ${rule.fix ?? 'none'}`,
      '',
    )
  })
  return `${lines.join('\n').trimEnd()}\n`
}
