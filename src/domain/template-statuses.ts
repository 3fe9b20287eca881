import { templateStatuses } from '@/api/template-enums'
import type { TemplateStatus } from '@/api/templates'
import { statusWords, type StatusWords } from './status-words'

/**
 * The statuses the dashboard knows: the spec's three, then those WhatsApp sends today. Each has its words and
 * what it means; any other status is shown as sent.
 */
export const knownStatuses = [
  ...templateStatuses,
  'PAUSED',
  'DISABLED',
  'IN_APPEAL',
  'PENDING_DELETION',
  'DELETED',
  'LIMIT_EXCEEDED',
] as const
export type KnownStatus = (typeof knownStatuses)[number]

/** Each meaning says what the status means for sending the template. */
const statusInfo: Readonly<Record<KnownStatus, StatusWords>> = {
  APPROVED: { label: 'Approved', meaning: 'WhatsApp approved it: it can be sent.' },
  PENDING: { label: 'Pending review', meaning: 'WhatsApp is reviewing it: it cannot be sent yet.' },
  REJECTED: { label: 'Rejected', meaning: 'WhatsApp rejected it in review: it cannot be sent.' },
  PAUSED: {
    label: 'Paused',
    meaning: 'WhatsApp paused it after negative feedback from customers: it cannot be sent until the pause ends.',
  },
  DISABLED: { label: 'Disabled', meaning: 'WhatsApp disabled it after repeated low quality: it cannot be sent.' },
  IN_APPEAL: {
    label: 'In appeal',
    meaning: 'Its rejection is being appealed: it cannot be sent until WhatsApp decides.',
  },
  PENDING_DELETION: {
    label: 'Pending deletion',
    meaning: 'It is being deleted: it cannot be sent, and its name cannot be used again yet.',
  },
  DELETED: { label: 'Deleted', meaning: 'It was deleted: it cannot be sent.' },
  LIMIT_EXCEEDED: {
    label: 'Limit exceeded',
    meaning: 'The account is over WhatsApp’s limit of templates: it cannot be sent until some are deleted.',
  },
}

export function isKnownStatus(status: TemplateStatus): status is KnownStatus {
  return Object.hasOwn(statusInfo, status)
}

/** The status in words; one the dashboard does not know keeps the API's word, in sentence case ("Archived"). */
export const { label: statusLabel, meaning: statusMeaning } = statusWords(statusInfo, (status: TemplateStatus) =>
  isKnownStatus(status) ? status : undefined,
)

/** Only an approved template can be sent: pickers offer these, and list the others disabled with their status. */
export const isApproved = ({ template }: { template: { status: TemplateStatus } }) => template.status === 'APPROVED'
