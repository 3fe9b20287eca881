import type { BroadcastLog } from '@/api/broadcasts'
import { isFiltering, type LogFilter } from './log-filters'

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

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase()

/** Each filter set, in words and as a file name's part: ['status Failed', 'failed'], ['search “0151”', 'search-0151']. */
async function filterWords(filter: LogFilter): Promise<{ words: string; file: string }[]> {
  const { countryLabel, countryOfCallingCode, normaliseCallingCode } = await import('@/domain/calling-codes')
  const { status, country, reason, q, optOut } = filter
  const parts: { words: string; file: string }[] = []
  if (status?.trim()) parts.push({ words: `status ${statusLabel(status.trim())}`, file: status })
  if (country?.trim()) {
    const code = normaliseCallingCode(country)
    parts.push({ words: `country ${countryLabel(code)}`, file: countryOfCallingCode(code)?.name ?? code })
  }
  if (reason?.trim()) parts.push({ words: `failure reason “${reason.trim()}”`, file: 'reason' })
  if (q?.trim()) parts.push({ words: `search “${q.trim()}”`, file: `search ${q}` })
  if (optOut === 'only') parts.push({ words: 'opted out only', file: 'opted out' })
  if (optOut === 'without') parts.push({ words: 'without opt-outs', file: 'without opt-outs' })
  return parts
}

/**
 * The logs as a CSV file's text; the CSV writer (and its library) load only when an export is asked for.
 * Country code, phone and full number ('+34 612345678') open as text in a spreadsheet: no apostrophe, zeros kept.
 * Filtered logs start with a line of one cell saying which filters, `# Filters: status Failed; search “0151”`, then
 * the header: a spreadsheet shows it in A1, and tools that skip `#` comments skip it.
 */
export async function logsToCsv(logs: readonly BroadcastLog[], filter: LogFilter = {}): Promise<string> {
  const [{ toCsv, csvText }, { countryOfCallingCode, normaliseCallingCode }] = await Promise.all([
    import('@/lib/csv'),
    import('@/domain/calling-codes'),
  ])
  const filters = isFiltering(filter) ? await filterWords(filter) : []
  const firstLine = filters.length > 0 ? `# Filters: ${filters.map((part) => part.words).join('; ')}` : undefined
  return toCsv(firstLine ? [firstLine, ...HEADER.slice(1).map(() => '')] : HEADER, [
    ...(firstLine ? [HEADER] : []),
    ...logs.map((log) => {
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
  ])
}

/** Named after the broadcast, the filters set (if any) and today's date where the user is. */
export async function logsCsvFileName(
  broadcastName: string,
  now = new Date(),
  filter: LogFilter = {},
): Promise<string> {
  const { csvFileName } = await import('@/lib/csv')
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
  const filters = isFiltering(filter) ? (await filterWords(filter)).map((part) => part.file) : []
  return csvFileName(['broadcast', broadcastName, 'logs', ...filters, today])
}
