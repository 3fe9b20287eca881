import type { TemplateButton, TemplateComponent } from '@/api/templates'

/*
 * WhatsApp's fixed shape for an Authentication template: its own code message (WhatsApp words it per language), an
 * optional security notice, an optional expiry footer and one copy-code (or one-tap) button. No other text is allowed.
 */

export const EXAMPLE_CODE = '123456'
export const COPY_CODE_TEXT = 'Copy code'
export const EXPIRY_MIN = 1
export const EXPIRY_MAX = 90

interface CodeWording {
  code: string
  notice: string
  expiry: (minutes: number) => string
}

const wordings: Record<string, CodeWording> = {
  en: {
    code: '*{{1}}* is your verification code.',
    notice: 'For your security, do not share this code.',
    expiry: (n) => `This code expires in ${n} minute${n === 1 ? '' : 's'}.`,
  },
  es: {
    code: '*{{1}}* es tu código de verificación.',
    notice: 'Por tu seguridad, no lo compartas.',
    expiry: (n) => `Este código caduca en ${n} minuto${n === 1 ? '' : 's'}.`,
  },
  pt: {
    code: 'Seu código de verificação é *{{1}}*.',
    notice: 'Para sua segurança, não o compartilhe.',
    expiry: (n) => `Este código expira em ${n} minuto${n === 1 ? '' : 's'}.`,
  },
  fr: {
    code: 'Votre code de vérification est *{{1}}*.',
    notice: 'Pour votre sécurité, ne le partagez avec personne.',
    expiry: (n) => `Ce code expire dans ${n} minute${n === 1 ? '' : 's'}.`,
  },
  ar: {
    code: '*{{1}}* هو رمز التحقق الخاص بك.',
    notice: 'للحفاظ على أمانك، لا تشارك هذا الرمز.',
    expiry: (n) => `تنتهي صلاحية هذا الرمز خلال ${n} دقيقة.`,
  },
  he: {
    code: '*{{1}}* הוא קוד האימות שלך.',
    notice: 'למען אבטחתך, אין לשתף את הקוד הזה.',
    expiry: (n) => `תוקף הקוד יפוג בעוד ${n} דקות.`,
  },
  de: {
    code: 'Dein Bestätigungscode lautet *{{1}}*.',
    notice: 'Gib diesen Code aus Sicherheitsgründen nicht weiter.',
    expiry: (n) => `Dieser Code läuft in ${n} Minute${n === 1 ? '' : 'n'} ab.`,
  },
}

/** The wording for a language code such as pt_BR, by its base language; English when WhatsApp's is not known here. */
function wordingFor(language: string): CodeWording {
  const base = language.trim().toLowerCase().split(/[_-]/)[0] ?? ''
  return wordings[base] ?? (wordings.en as CodeWording)
}

/** The fixed code message, with {{1}} for the code. */
export function codeMessage(language: string): string {
  return wordingFor(language).code
}

export function securityNotice(language: string): string {
  return wordingFor(language).notice
}

export function expiryLine(language: string, minutes: number): string {
  return wordingFor(language).expiry(minutes)
}

/** The body WhatsApp sends: the code message, then the security notice when asked for. */
export function authenticationBody(language: string, withNotice: boolean): string {
  return withNotice ? `${codeMessage(language)} ${securityNotice(language)}` : codeMessage(language)
}

export function isExpiryMinutes(minutes: number | undefined): minutes is number {
  return minutes !== undefined && Number.isInteger(minutes) && minutes >= EXPIRY_MIN && minutes <= EXPIRY_MAX
}

export interface AuthenticationParts {
  language: string
  securityNotice: boolean
  /** Whole minutes, 1–90; no expiry line when absent. */
  expiryMinutes?: number
  buttonText: string
}

/** Meta's copy-code button; the API's spec has no type for it (see docs/spec-gaps.md). */
export function copyCodeButton(text: string): TemplateButton {
  return { type: 'OTP', otp_type: 'COPY_CODE', text }
}

/** A copy-code button as WhatsApp has it (OTP), or the quick reply that stands for it where only the spec's types can be written. */
export function isCodeButton(button: TemplateButton): boolean {
  return button.type === 'OTP' || button.type === 'QUICK_REPLY'
}

/** The components of an Authentication template, with an example code. */
export function authenticationComponents(parts: AuthenticationParts): TemplateComponent[] {
  const { language, expiryMinutes } = parts
  return [
    {
      type: 'BODY',
      text: authenticationBody(language, parts.securityNotice),
      example: { body_text: [[EXAMPLE_CODE]] },
    },
    ...(isExpiryMinutes(expiryMinutes) ? [{ type: 'FOOTER', text: expiryLine(language, expiryMinutes) }] : []),
    { type: 'BUTTONS', buttons: [copyCodeButton(parts.buttonText)] },
  ]
}

/** The minutes of an expiry line in this language, or undefined when the text is not one. */
export function expiryMinutesOf(text: string, language: string): number | undefined {
  const match = /\d+/.exec(text)
  const minutes = match ? Number(match[0]) : undefined
  return isExpiryMinutes(minutes) && expiryLine(language, minutes) === text.trim() ? minutes : undefined
}

/** The parts of a template that has the authentication shape, else null. */
export function authenticationPartsOf(
  components: readonly TemplateComponent[],
  language: string,
): AuthenticationParts | null {
  const body = components.find((c) => c.type === 'BODY')
  const footer = components.find((c) => c.type === 'FOOTER')
  const buttons = components.find((c) => c.type === 'BUTTONS')?.buttons ?? []
  const known = (c: TemplateComponent) => c === body || c === footer || c.type === 'BUTTONS'
  if (!body || !components.every(known) || components.filter((c) => c.type === 'BUTTONS').length > 1) return null
  const text = (body.text ?? '').trim()
  const withNotice = text === authenticationBody(language, true)
  if (!withNotice && text !== authenticationBody(language, false)) return null
  const expiryMinutes = footer ? expiryMinutesOf(footer.text ?? '', language) : undefined
  if (footer && expiryMinutes === undefined) return null
  const [button, ...more] = buttons
  if (!button || more.length > 0 || !isCodeButton(button)) return null
  return {
    language,
    securityNotice: withNotice,
    ...(expiryMinutes === undefined ? {} : { expiryMinutes }),
    // WhatsApp's own words when the button was sent without text.
    buttonText: button.text ?? COPY_CODE_TEXT,
  }
}

/** True when the components are WhatsApp's authentication shape for this language. */
export function isAuthenticationShape(components: readonly TemplateComponent[], language: string): boolean {
  return authenticationPartsOf(components, language) !== null
}
