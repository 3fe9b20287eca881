import { z } from 'zod/mini'
import { idRefSchema } from './common'
import { templateParameterFields, templateRefSchema } from './template-parameters'
import { postTo } from './resource-endpoints'

export const messageResponseSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  error: z.nullish(z.string()),
})
export type MessageResponse = z.infer<typeof messageResponseSchema>

const nonEmpty = () => z.string().check(z.minLength(1))
/** `name` is documented by the sister product only: the contact's name, for a number the service does not know yet. */
const recipientSchema = z.object({ phoneNumber: nonEmpty(), name: z.optional(nonEmpty()) })
const scheduleDateTime = z.optional(nonEmpty())

/** WhatsApp sends address a contact or a phone number: exactly one of the two. */
function exactlyOneRecipient<T extends { contact?: unknown; recepient?: unknown }>(value: T): boolean {
  return (value.contact === undefined) !== (value.recepient === undefined)
}
const exactlyOneMessage = {
  message: 'Give exactly one of contact or recepient',
  path: ['contact'],
}

const whatsappTarget = {
  contact: z.optional(idRefSchema),
  recepient: z.optional(recipientSchema),
  workspace: idRefSchema,
}

export const whatsappTextRequestSchema = z
  .object({ ...whatsappTarget, textMessage: nonEmpty(), scheduleDateTime })
  .check(z.refine(exactlyOneRecipient, exactlyOneMessage))
export const whatsappMediaRequestSchema = z
  .object({ ...whatsappTarget, mediaUrl: nonEmpty(), mimeType: nonEmpty(), scheduleDateTime })
  .check(z.refine(exactlyOneRecipient, exactlyOneMessage))
export const whatsappTemplateRequestSchema = z
  .object({ ...whatsappTarget, template: templateRefSchema, ...templateParameterFields })
  .check(z.refine(exactlyOneRecipient, exactlyOneMessage))

const contactTarget = { contact: idRefSchema, workspace: idRefSchema }
/** Spec gap: the items of Messenger, Instagram and Telegram button arrays have no stated structure. */
const looseButtons = z.array(z.record(z.string(), z.unknown()))
const elementSchema = z.object({ title: nonEmpty(), buttons: looseButtons })

export const contactTextRequestSchema = z.object({ ...contactTarget, textMessage: nonEmpty(), scheduleDateTime })
export const contactMediaRequestSchema = z.object({
  ...contactTarget,
  mediaUrl: nonEmpty(),
  mimeType: nonEmpty(),
  scheduleDateTime,
})
export const elementsTemplateRequestSchema = z.object({
  ...contactTarget,
  elements: z.array(elementSchema).check(z.minLength(1)),
})
export const telegramTemplateRequestSchema = z.object({
  ...contactTarget,
  buttons: looseButtons,
  textMessage: nonEmpty(),
})

export type WhatsappTextRequest = z.infer<typeof whatsappTextRequestSchema>
export type WhatsappMediaRequest = z.infer<typeof whatsappMediaRequestSchema>
export type WhatsappTemplateRequest = z.infer<typeof whatsappTemplateRequestSchema>
/** The variable values of a template send, as the body carries them. */
export type ContactTextRequest = z.infer<typeof contactTextRequestSchema>
export type ContactMediaRequest = z.infer<typeof contactMediaRequestSchema>
export type ElementsTemplateRequest = z.infer<typeof elementsTemplateRequestSchema>
export type TelegramTemplateRequest = z.infer<typeof telegramTemplateRequestSchema>

/** Every send endpoint with the schema of its body, shared by the fetchers and the demo API. */
export const sendEndpoints = {
  whatsappText: { path: '/v1/messages/whatsapp/sendtext', schema: whatsappTextRequestSchema },
  whatsappMedia: { path: '/v1/messages/whatsapp/sendmedia', schema: whatsappMediaRequestSchema },
  whatsappTemplate: { path: '/v1/messages/whatsapp/sendtemplate', schema: whatsappTemplateRequestSchema },
  messengerText: { path: '/v1/messages/messenger/sendtext', schema: contactTextRequestSchema },
  messengerMedia: { path: '/v1/messages/messenger/sendmedia', schema: contactMediaRequestSchema },
  messengerTemplate: { path: '/v1/messages/messenger/sendtemplate', schema: elementsTemplateRequestSchema },
  instagramText: { path: '/v1/messages/instagram/sendtext', schema: contactTextRequestSchema },
  instagramTemplate: { path: '/v1/messages/instagram/sendtemplate', schema: elementsTemplateRequestSchema },
  telegramTemplate: { path: '/v1/messages/telegram/sendtemplate', schema: telegramTemplateRequestSchema },
} as const

/** A send endpoint: its body typed by its schema, its answer a message response. */
const send = <Body extends z.ZodMiniType>({ path, schema }: { path: string; schema: Body }) =>
  postTo(path, schema, messageResponseSchema, { keepCarriedError: true })

export const sendWhatsappText = send(sendEndpoints.whatsappText)
export const sendWhatsappMedia = send(sendEndpoints.whatsappMedia)
export const sendWhatsappTemplate = send(sendEndpoints.whatsappTemplate)
export const sendMessengerText = send(sendEndpoints.messengerText)
export const sendMessengerMedia = send(sendEndpoints.messengerMedia)
export const sendMessengerTemplate = send(sendEndpoints.messengerTemplate)
export const sendInstagramText = send(sendEndpoints.instagramText)
export const sendInstagramTemplate = send(sendEndpoints.instagramTemplate)
export const sendTelegramTemplate = send(sendEndpoints.telegramTemplate)
