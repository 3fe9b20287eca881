import { z } from 'zod/mini'
import { createDraftStorage } from '@/app/draft-storage'
import { emptySendForm, type SendForm } from './send-form'

const text = z.string()
const buttonSchema = z.object({ text, url: text })

const sendFormSchema = z.object({
  recipientBy: z.enum(['contact', 'phone']),
  contactId: text,
  phoneNumber: text,
  recipientName: text,
  textMessage: text,
  mediaUrl: text,
  mimeType: text,
  scheduleAt: text,
  template: text,
  templateLanguage: text,
  templateValues: z.object({
    header: z.array(text),
    body: z.array(text),
    buttons: z.array(text),
    mediaUrl: text,
    location: z.object({ latitude: text, longitude: text, address: text, name: text }),
  }),
  elements: z.array(z.object({ title: text, buttons: z.array(buttonSchema) })),
  buttons: z.array(buttonSchema),
})

const isBlank = (form: SendForm) => JSON.stringify(form) === JSON.stringify(emptySendForm())

/**
 * The send console's draft for a workspace: cleared once sent. What is read back is parsed with the form's schema;
 * an untouched form is no draft.
 */
export const messageDraftStorage = createDraftStorage<SendForm>({
  kind: 'message',
  parse: (value) => {
    const parsed = sendFormSchema.safeParse(value)
    return parsed.success ? parsed.data : null
  },
  isBlank,
})
