/**
 * Meta's limits for WhatsApp message templates (the spec itself only fixes MAX_BUTTONS). The spec sets no
 * button limits for Messenger, Instagram and Telegram sends: the console applies these to them too.
 */
export const NAME_MAX = 512
export const HEADER_TEXT_MAX = 60
export const BODY_MAX = 1024
export const FOOTER_MAX = 60
export const BUTTON_TEXT_MAX = 25
export const MAX_BUTTONS = 3
export const MAX_URL_BUTTONS = 2
export const MAX_PHONE_BUTTONS = 1
export const MAX_VARIABLES = 100
