import { EXPIRY_MAX, EXPIRY_MIN } from '@/domain/authentication-template'
import type { AppliedFix } from './applied-fix'
import type { TemplateForm } from './template-form'

const MINUTES = /(\d+)\s*(?:min|minute|minuto|Minute)/i

/** The expiry the template's own text gave, e.g. "expires in 10 minutes", when WhatsApp allows it. */
function expiryFromText(form: TemplateForm): string {
  const minutes = Number(MINUTES.exec(`${form.body} ${form.footer}`)?.[1])
  return Number.isInteger(minutes) && minutes >= EXPIRY_MIN && minutes <= EXPIRY_MAX ? String(minutes) : ''
}

/**
 * The builder's authentication layout instead of the copied text: the text stays in the form (a change of category
 * brings it back), and an expiry the text gave is kept.
 */
export function switchToAuthenticationShape(form: TemplateForm): AppliedFix {
  return {
    changes: {
      authFreeText: false,
      authExpiryMinutes: form.authExpiryMinutes || expiryFromText(form),
    },
    summary: 'Switched to WhatsApp’s authentication layout: its code message replaces your text.',
    field: 'body',
  }
}
