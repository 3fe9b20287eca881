import type { TemplateButton } from '@/api/templates'
import { buttonKindLabel } from './button-kinds'

/** WhatsApp's copy-code button: the limited-time offer's COPY_CODE, or an authentication template's OTP one. */
export function isCopyCodeButton(button: TemplateButton): boolean {
  if (button.type.toUpperCase() === 'COPY_CODE') return true
  return button.type === 'OTP' && (button.otp_type === undefined || button.otp_type === 'COPY_CODE')
}

/**
 * What a button says: its text (even blank, as typed or sent), or, for one sent without text, words in its place.
 * WhatsApp writes a copy-code button's label itself, so the API sends only its example code: "Copy code (SALE25)",
 * or "Copy code" where the code is shown beside it (`withCode: false`). Any other kind is named by its kind.
 */
export function buttonLabel(button: TemplateButton, { withCode = true }: { withCode?: boolean } = {}): string {
  if (button.text != null) return button.text
  if (isCopyCodeButton(button)) {
    const code = withCode ? button.example?.[0]?.trim() : undefined
    return code ? `Copy code (${code})` : 'Copy code'
  }
  return buttonKindLabel(button.type)
}
