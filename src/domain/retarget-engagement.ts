/**
 * Who a retarget reaches, in words: the people of the earlier broadcast whose log stopped at that status. A log keeps
 * only the furthest status it got, so "delivered" means delivered and never read. Any other value is shown as sent.
 */
const ENGAGEMENT_WORDS: Readonly<Record<string, string>> = {
  sent: 'Not delivered',
  delivered: 'Did not read',
  read: 'Read, no reply',
  replied: 'Replied',
  failed: 'Failed',
}

export function engagementWords(engagement: string): string {
  const key = engagement.trim().toLowerCase()
  return Object.hasOwn(ENGAGEMENT_WORDS, key) ? (ENGAGEMENT_WORDS[key] as string) : engagement
}
