import type { Template } from '@/api/templates'
import type { TemplateValues, ValuePlan } from '@/domain/template-values'

/** A button of a Messenger, Instagram or Telegram template: its text, and a web address for a link button. */
export interface ButtonForm {
  text: string
  url: string
}

export interface ElementForm {
  title: string
  buttons: ButtonForm[]
}

/**
 * What the console edits: one field per input, for every kind at once, so switching channel or kind keeps
 * what was typed. Only the fields of the chosen endpoint go into the request body (see buildSendBody).
 */
export interface SendForm {
  /** WhatsApp only: which one of the two recipients is sent; the other input is hidden and never sent. */
  recipientBy: 'contact' | 'phone'
  contactId: string
  phoneNumber: string
  /** Optional, with a phone number: the name the service files a new contact under. */
  recipientName: string
  textMessage: string
  mediaUrl: string
  mimeType: string
  /** A datetime-local value (local time), or '' to send now. */
  scheduleAt: string
  /** The WhatsApp template's name and language: together they name one template. */
  template: string
  templateLanguage: string
  /** The values of the chosen template's variables, its header's file or place. */
  templateValues: TemplateValues
  elements: ElementForm[]
  /** Telegram's buttons. */
  buttons: ButtonForm[]
}

export const emptyButton = (): ButtonForm => ({ text: '', url: '' })
export const emptyElement = (): ElementForm => ({ title: '', buttons: [] })

export function emptySendForm(): SendForm {
  return {
    recipientBy: 'contact',
    contactId: '',
    phoneNumber: '',
    recipientName: '',
    textMessage: '',
    mediaUrl: '',
    mimeType: '',
    scheduleAt: '',
    template: '',
    templateLanguage: '',
    templateValues: {
      header: [],
      body: [],
      buttons: [],
      mediaUrl: '',
      location: { latitude: '', longitude: '', address: '', name: '' },
    },
    elements: [emptyElement()],
    buttons: [],
  }
}

/**
 * The WhatsApp template chosen in the console and the plan of its values; made by the template field, whose code
 * (and the values' rules) loads with the template send, not with the console.
 */
export interface ChosenTemplate {
  template: Template
  plan: ValuePlan
}
