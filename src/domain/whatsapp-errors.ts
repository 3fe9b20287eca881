/**
 * WhatsApp Cloud API error codes as support would explain them: what happened, then what to do.
 * Meta's reference: developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes
 */
const byCode: Record<string, string> = {
  '368':
    'WhatsApp has temporarily blocked the business account for breaking its policies. Check the account’s quality and restrictions in WhatsApp Manager before sending again.',
  '470':
    'More than 24 hours have passed since the customer last wrote, so only an approved template may be sent. Send a template message instead.',
  '130429':
    'Messages were sent faster than WhatsApp allows for this number. Send again later, or spread the broadcast over more time.',
  '131000':
    'WhatsApp could not send the message for an unknown reason. Try again; if it keeps failing, contact WhatsApp support.',
  '131005':
    'The business account or app is not allowed to send this message: a permission is missing or was removed. Check the app’s permissions and access token.',
  '131008': 'The request to WhatsApp was missing a required value. Check the broadcast’s template and its variables.',
  '131009':
    'A value sent to WhatsApp was not valid, such as a badly formed number or variable. Check the recipient’s number and the template’s values.',
  '131016':
    'WhatsApp was temporarily unavailable. Try again later; WhatsApp’s status page says when the service is back.',
  '131021': 'The message was addressed to the business’s own number. Send it to the customer’s number instead.',
  '131026':
    'WhatsApp could not deliver the message: the number may not be on WhatsApp, or the customer may have an old app version or not have accepted WhatsApp’s latest terms. Check the number, or reach the customer another way.',
  '131031':
    'The business account is locked, for a policy breach or because its details could not be verified. Resolve it in WhatsApp Manager before sending again.',
  '131042':
    'There is a problem with the business account’s payment method. Fix the payment settings in WhatsApp Manager, then send again.',
  '131045':
    'The sending phone number’s registration is not complete or its certificate is wrong. Register the number again.',
  '131047':
    'More than 24 hours have passed since the customer last wrote, so only an approved template may be sent. Send a template message instead.',
  '131049':
    'WhatsApp chose not to deliver this marketing message, to keep customers from receiving too many. Do not resend at once; try again in a day or more.',
  '131050':
    'The customer has stopped marketing messages from this business. Do not send them marketing; they can turn it back on in WhatsApp.',
  '131051': 'WhatsApp does not support this type of message. Send it as a supported type.',
  '131052': 'The media the customer sent could not be downloaded. Ask the customer to send it again another way.',
  '131053':
    'The media could not be uploaded: its file type may not be supported or it may be too large. Check the file and send again.',
  '132000':
    'The number of values given does not match the number of variables in the template. Match the variables to the template.',
  '132001':
    'The template does not exist in this language or is not approved yet. Check the template’s name, language and status.',
  '132005': 'The template’s text is too long once its variables are filled in. Shorten the values or the template.',
  '132007':
    'The template’s content breaks WhatsApp’s formatting or content rules. Edit the template and submit it again.',
  '132012':
    'A value does not have the format the template expects for its variable. Check the values against the template.',
  '132015': 'The template is paused because of its low quality rating. Edit it, or use another template.',
  '132016': 'The template has been disabled after being paused too many times for low quality. Create a new template.',
  '133010': 'The sending phone number is not registered with WhatsApp’s Cloud API. Register the number before sending.',
}

const notOnWhatsApp =
  'This number has no WhatsApp account. Check the number with the customer, or reach them another way.'

/** A code at the start of the text: `131026: Message undeliverable`, `(#131026) ...` or `131026 - ...`. */
const leadingCode = /^\s*(?:\(#)?(\d+)(?!\d)/

/** The error in plain words, when it is one of the common WhatsApp errors; undefined for anything else. */
export function errorInWords(error: string): string | undefined {
  const code = leadingCode.exec(error)?.[1]
  if (code && Object.hasOwn(byCode, code)) return byCode[code]
  if (error.toLowerCase().includes('not on whatsapp')) return notOnWhatsApp
  return undefined
}

/** Why a send refused for Meta's 24-hour rule did not go, said to whoever sent it. */
export const windowClosedWords =
  'More than 24 hours have passed since this contact last wrote, so only a template can reach them.'

/**
 * How a refusal for the 24-hour rule is written: WhatsApp's 131047 ("Re-engagement message") anywhere, its older
 * 470 as the error's code, or words naming the 24 hours or the messaging window.
 */
const windowErrors = [
  /(?<!\d)131047(?!\d)/,
  /(?:^\s*\(?#?|\b(?:error|code)\b\W*)470(?!\d)/i,
  /\bre-?engagement\b/i,
  /\b24[\s-]?hours?\b/i,
  /\boutside (?:of )?the\b.*\bwindow\b/i,
  /\b(?:messaging|customer[\s-]service|conversation|service|session) window\b/i,
]

/** Whether an error says the contact last wrote more than 24 hours ago, so only a template can reach them. */
export function isWindowError(error: string | null | undefined): boolean {
  return !!error && windowErrors.some((pattern) => pattern.test(error))
}
