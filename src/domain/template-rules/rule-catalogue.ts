import { checkTemplate } from './check-template'
import type { RuleInfo, TemplateDraft } from './rule-types'

/** What a rule is for, beyond what it asks: the review outcome it prevents, and what its one-click fix does. */
interface RuleAbout {
  /** What goes wrong without the rule, in WhatsApp's words where it has them. */
  prevents: string
  /** A warning: worth fixing before review, never blocking. */
  warning?: true
  /** What the one-click fix does, when the rule has one. */
  fix?: string
}

/** Every rule of checkTemplate, by id: a rule missing here fails rule-catalogue.test.ts, so the docs cannot forget it. */
export const RULE_ABOUT: Readonly<Record<string, RuleAbout>> = {
  'body-required': { prevents: 'The API refuses a template without body text: every template needs one.' },
  'variables-have-examples': {
    prevents:
      'WhatsApp rejects templates whose variables have no sample values: reviewers need them to judge the message.',
    fix: 'Fills in example values, which stay editable.',
  },
  'max-buttons': { prevents: 'The API refuses more buttons than the spec allows.' },
  'marketing-opt-out': {
    prevents:
      'WhatsApp requires marketing templates to offer a way to stop receiving them: the footer or a quick reply says how, in English (STOP, unsubscribe, opt out) or in the template’s language (Spanish, Portuguese, French, German, Italian and Arabic words such as “baja”, “sair”, “désabonner”, “abmelden”, “disiscriviti”, “توقف”).',
    fix: 'Adds a line to stop in the template’s language to the footer (“Reply STOP to unsubscribe”, “Responde STOP para darte de baja”…; English for other languages), or a quick reply to stop in that language (“Stop promotions”, “Darme de baja”…) when the footer has no room.',
  },
  'authentication-shape': {
    prevents:
      'WhatsApp allows an authentication template only its fixed code message, an optional security notice and expiry line, and a copy-code or one-tap button: free text, links and media are rejected.',
    fix: 'Switches to the authentication layout.',
  },
  'name-format': {
    prevents: 'The API refuses names with anything but lowercase letters, digits and underscores.',
    fix: 'Rewrites the name in lowercase with underscores.',
  },
  'language-known': { prevents: 'WhatsApp rejects a template in a language code it does not support.' },
  'header-text-length': { prevents: 'WhatsApp rejects a text header that is empty or longer than 60 characters.' },
  'header-one-variable': {
    prevents: 'WhatsApp rejects a text header with more than one variable.',
    fix: 'Renumbers the header variable to {{1}}.',
  },
  'header-plain-text': { prevents: 'WhatsApp rejects a text header with line breaks, emoji or formatting characters.' },
  'body-length': { prevents: 'WhatsApp rejects a body longer than 1,024 characters.' },
  'body-spacing': {
    prevents:
      'WhatsApp rejects a body with tabs, more than four spaces in a row or more than two empty lines in a row.',
  },
  'footer-length': { prevents: 'WhatsApp rejects a footer longer than 60 characters.' },
  'footer-no-variables': { prevents: 'WhatsApp rejects a footer with variables.' },
  'footer-plain-text': { prevents: 'WhatsApp rejects a footer with line breaks or emoji.' },
  'button-text-length': { prevents: 'WhatsApp rejects a button whose text is empty or longer than 25 characters.' },
  'button-targets': {
    prevents: 'WhatsApp rejects a website button without a web address, or a call button without a number.',
  },
  'variable-format': {
    prevents: 'WhatsApp rejects variables not written as {{1}}, {{2}}… (single braces, names or spaces inside).',
  },
  'variables-sequential': {
    prevents: 'WhatsApp rejects variables that skip a number or are out of order.',
    fix: 'Renumbers the variables by first appearance, moving their examples along.',
  },
  'variable-count': { prevents: 'WhatsApp rejects a body with more than 100 variables.' },
  'variable-at-edge': { prevents: 'WhatsApp rejects a body that starts or ends with a variable.' },
  'adjacent-variables': { prevents: 'WhatsApp rejects variables with no words between them.' },
  'url-buttons-max': { prevents: 'WhatsApp rejects more than two website buttons.' },
  'phone-buttons-max': { prevents: 'WhatsApp rejects more than one call button.' },
  'buttons-grouped': { prevents: 'WhatsApp rejects quick replies mixed in between website and call buttons.' },
  'url-variable-at-end': {
    prevents: 'WhatsApp rejects a website button link with a variable anywhere but at its very end.',
  },
  'url-button-example': {
    prevents: 'WhatsApp rejects a website button link variable without a sample value.',
    fix: 'Fills in example values, which stay editable.',
  },
  'media-header-example': { prevents: 'WhatsApp rejects an image, video or document header without a sample file.' },
  'link-shortener': {
    prevents:
      'WhatsApp rejects links through a shortener (bit.ly, tinyurl.com, t.co, goo.gl, ow.ly…): they hide where the link goes. Use your business’s own domain.',
  },
  'plain-http-link': {
    prevents: 'WhatsApp rejects links that are not secure (http:// rather than https://).',
    fix: 'Changes every http:// to https:// in the header, body and website buttons.',
  },
  'utility-promotional': {
    prevents:
      'WhatsApp moves a Utility template with promotional wording (“offer”, “discount”, “% off”, “sale”, “limited time”, “buy now”…) to Marketing, or rejects it.',
    fix: 'Makes it a Marketing template.',
  },
  'sensitive-request': {
    prevents:
      'WhatsApp rejects templates that ask people to send a full card number, a card security code, a PIN, a password, a one-time code or a government ID number.',
  },
  'punctuation-run': {
    prevents: 'WhatsApp rejects runs of punctuation such as “!!!”, “???” or “?!?!” as spam.',
    fix: 'Collapses each run to one mark, keeping an ellipsis.',
  },
  'variable-density': {
    prevents: 'WhatsApp rejects templates with “too many variables for the message length”.',
    warning: true,
  },
  'body-unique': {
    prevents: 'WhatsApp rejects a template whose body duplicates another template in the same language.',
    warning: true,
  },
  'emoji-run': {
    prevents:
      'WhatsApp’s reviewers often reject long runs of emoji as spam; it publishes no limit, so this only warns at five in a row.',
    warning: true,
  },
}

export type CatalogueEntry = RuleInfo & RuleAbout

/** An empty draft: every rule still says what it is, even when it does not apply. */
const EMPTY: TemplateDraft = { name: '', category: 'UTILITY', components: [] }

/** Every rule in checkTemplate's order, with what it is (from the rule itself) and what it prevents; throws for a rule missing here. */
export function ruleCatalogue(): CatalogueEntry[] {
  return checkTemplate(EMPTY).map(({ id, field, label }) => {
    const about = RULE_ABOUT[id]
    if (!about) throw new Error(`Rule ${id} is missing from RULE_ABOUT in rule-catalogue.ts`)
    return { id, field, label, ...about }
  })
}
