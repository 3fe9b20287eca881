import type { BroadcastLog } from '@/api/broadcasts'

const HEADER = [
  'Recipient name',
  'Country',
  'Country code',
  'Phone',
  'Full number',
  'Status',
  'Reply',
  'Error',
  'Created at',
  'Updated at',
]

/**
 * Every log as a CSV file's text; the CSV writer (and its library) load only when an export is asked for.
 * Country code, phone and full number ('+34 612345678') open as text in a spreadsheet: no apostrophe, zeros kept.
 */
export async function logsToCsv(logs: readonly BroadcastLog[]): Promise<string> {
  const [{ toCsv, csvText }, { countryOfCallingCode, normaliseCallingCode }] = await Promise.all([
    import('@/lib/csv'),
    import('@/domain/calling-codes'),
  ])
  return toCsv(
    HEADER,
    logs.map((log) => {
      const code = normaliseCallingCode(log.countryCode)
      const phone = log.phone.trim()
      return [
        log.recepientName,
        countryOfCallingCode(code)?.name ?? '',
        csvText(code),
        csvText(log.phone),
        csvText(code && phone ? `${code} ${phone}` : code || phone),
        log.status,
        log.reply,
        log.error,
        log.createdAt,
        log.updatedAt,
      ]
    }),
  )
}

/** Named after the broadcast and today's date where the user is. */
export async function logsCsvFileName(broadcastName: string, now = new Date()): Promise<string> {
  const { csvFileName } = await import('@/lib/csv')
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
  return csvFileName(['broadcast', broadcastName, 'logs', today])
}
