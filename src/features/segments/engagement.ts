import { LOG_STATUSES } from '@/domain/log-statuses'
import { codeInWords } from '@/lib/code-words'

/**
 * The spec leaves retargetEngagementType open. These are a broadcast log's statuses, the values the broadcast's report
 * sends when it opens this form; another value (a status only the API knows) is kept as it came.
 */
export const ENGAGEMENT_CHOICES = LOG_STATUSES.map((value) => ({ value, label: codeInWords(value) }))

/** An engagement in words: a known status by its label, in any case; any other value as it is. */
export function engagementLabel(value: string): string {
  const known = value.trim().toLowerCase()
  return ENGAGEMENT_CHOICES.find((choice) => choice.value === known)?.label ?? value
}
