import { normalizePhoneNumber } from '@/domain/phone-number'
import type { ValuePlan } from '@/domain/template-values'
import { localDateTimeToIso } from '@/lib/local-time'
import { type SendEndpoint } from './channels'
import { acceptsPhoneNumber, isSchedulable } from './endpoint-fields'
import type { ButtonForm, SendForm } from './send-form'

/*
 * Spec gap: the items of the Messenger, Instagram and Telegram button arrays have no stated structure. Each
 * platform's own fields are used: a link button opens its address, any other sends its text back.
 */
function elementButton({ text, url }: ButtonForm) {
  const title = text.trim()
  return url.trim() ? { type: 'web_url', title, url: url.trim() } : { type: 'postback', title, payload: title }
}

function telegramButton({ text, url }: ButtonForm) {
  const label = text.trim()
  return url.trim() ? { text: label, url: url.trim() } : { text: label, callback_data: label }
}

function recipient(endpoint: SendEndpoint, form: SendForm) {
  if (acceptsPhoneNumber(endpoint) && form.recipientBy === 'phone') {
    const name = form.recipientName.trim()
    return { recepient: { phoneNumber: normalizePhoneNumber(form.phoneNumber.trim()), ...(name ? { name } : {}) } }
  }
  return { contact: { id: form.contactId.trim() } }
}

const text = (form: SendForm) => ({ textMessage: form.textMessage.trim() })
const media = (form: SendForm) => ({ mediaUrl: form.mediaUrl.trim(), mimeType: form.mimeType.trim() })
const elements = (form: SendForm) => ({
  elements: form.elements.map((element) => ({
    title: element.title.trim(),
    buttons: element.buttons.map(elementButton),
  })),
})

type Plan = Pick<ValuePlan, 'parameters'> | undefined

/** The template by name and language, and the values of the parameters its plan asks for. */
const whatsappTemplate = (form: SendForm, plan: Plan) => ({
  template: { name: form.template, language: form.templateLanguage },
  ...plan?.parameters(form.templateValues),
})

const content: Record<SendEndpoint, (form: SendForm, plan: Plan) => object> = {
  whatsappText: text,
  whatsappMedia: media,
  whatsappTemplate,
  messengerText: text,
  messengerMedia: media,
  messengerTemplate: elements,
  instagramText: text,
  instagramTemplate: elements,
  telegramTemplate: (form) => ({ buttons: form.buttons.map(telegramButton), ...text(form) }),
}

/**
 * The request body of an endpoint from the form: its recipient (exactly one on WhatsApp), the workspace, its
 * content (a template's values as its plan asks), and scheduleDateTime in UTC when a time is picked and the
 * endpoint takes one. Not yet validated: checkSend parses it with the endpoint's own schema.
 */
export function buildSendBody(
  endpoint: SendEndpoint,
  form: SendForm,
  workspaceId: string,
  plan?: Plan,
): Record<string, unknown> {
  const schedule =
    isSchedulable(endpoint) && form.scheduleAt
      ? { scheduleDateTime: localDateTimeToIso(form.scheduleAt) ?? form.scheduleAt }
      : {}
  return {
    ...recipient(endpoint, form),
    workspace: { id: workspaceId },
    ...content[endpoint](form, plan),
    ...schedule,
  }
}
