import { sendEndpoints } from '@/api/messages'
import type { SendEndpoint } from './channels'

const fieldsOf = (endpoint: SendEndpoint) => sendEndpoints[endpoint].schema.shape

/** Read from the API module's schemas: only WhatsApp takes a phone number instead of a contact. */
export const acceptsPhoneNumber = (endpoint: SendEndpoint) => 'recepient' in fieldsOf(endpoint)
/** Read from the API module's schemas: the text and media sends take an optional scheduleDateTime. */
export const isSchedulable = (endpoint: SendEndpoint) => 'scheduleDateTime' in fieldsOf(endpoint)
