/*
 * The spec sets no limits on the buttons of Messenger, Instagram and Telegram sends: the console applies the
 * WhatsApp template limits (features/templates/template-limits.ts, which features may not import).
 */
export const MAX_BUTTONS = 3
export const BUTTON_TEXT_MAX = 25
