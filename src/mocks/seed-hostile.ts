/**
 * Markup planted in the seed so the UI proves it renders text, never HTML.
 * If any of these ever runs or renders as an element, something is using innerHTML.
 */
export const HOSTILE_TEMPLATE_TEXT = `<img src=x onerror="alert('xss')"> and <script>alert(1)</script>`
export const HOSTILE_RECIPIENT_NAME = '<script>alert("pwned")</script> Mallory'
export const HOSTILE_REPLY = '<b>bold?</b> <img src=x onerror=alert(2)>'

/** The template that carries HOSTILE_TEMPLATE_TEXT (first workspace). */
export const HOSTILE_TEMPLATE_NAME = 'html_injection_probe'
/** The broadcast whose first page of logs carries HOSTILE_RECIPIENT_NAME and HOSTILE_REPLY. */
export const HOSTILE_BROADCAST_ID = 'bc_1'
/** Position of the hostile entry in that broadcast's logs (within page 1). */
export const HOSTILE_LOG_INDEX = 2
