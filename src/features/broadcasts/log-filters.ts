import type { BroadcastLog } from '@/api/broadcasts'
import { isUnreadable, type ListRow } from '@/api/list-rows'
import { normaliseCallingCode } from '@/domain/calling-codes'
import { normaliseLogStatus } from './log-report'

/** The logs' filters, as the URL keeps them. */
export interface LogFilter {
  /** A status, any case. */
  status?: string
  /** A country calling code ('+34'). */
  country?: string
  /** A failure reason: a log's whole error text. */
  reason?: string
  /** Text found in the name, the number (with or without spaces), the reply or the error. */
  q?: string
}

export type FacetCounts = ReadonlyMap<string, number>

export interface FilteredLogs<Row> {
  rows: readonly Row[]
  /** Per choice, the logs it would match with the other filters as they are. */
  statuses: FacetCounts
  countries: FacetCounts
  reasons: FacetCounts
}

/** What each log is searched and grouped by, worked out once per list of logs (not once per keystroke). */
export interface LogIndex<Row> {
  rows: readonly Row[]
  /** Per row: lowercased name, number, reply and error, and the number's digits; made on the first search. */
  searchable(): { text: string[]; digits: string[] }
  status: string[]
  country: string[]
  reason: string[]
  readable: boolean[]
}

export function indexLogs<Row extends ListRow<BroadcastLog>>(rows: readonly Row[]): LogIndex<Row> {
  let searchable: { text: string[]; digits: string[] } | undefined
  const index: LogIndex<Row> = {
    rows,
    searchable: () => (searchable ??= searchableText(rows)),
    status: [],
    country: [],
    reason: [],
    readable: [],
  }
  for (const row of rows) {
    const readable = !isUnreadable(row)
    const log = row as BroadcastLog
    index.readable.push(readable)
    index.status.push(readable ? normaliseLogStatus(log.status) : '')
    index.country.push(readable ? normaliseCallingCode(log.countryCode) : '')
    index.reason.push(readable ? (log.error?.trim() ?? '') : '')
  }
  return index
}

function searchableText(rows: readonly ListRow<BroadcastLog>[]) {
  const text: string[] = []
  const digits: string[] = []
  for (const row of rows) {
    const log = isUnreadable(row) ? undefined : row
    text.push(
      log
        ? `${log.recepientName}\n${log.countryCode}${log.phone}\n${log.countryCode} ${log.phone}\n${log.reply ?? ''}\n${log.error ?? ''}`.toLowerCase()
        : '',
    )
    digits.push(log ? `${log.countryCode}${log.phone}`.replace(/\D/g, '') : '')
  }
  return { text, digits }
}

const PHONE_LIKE = /^[\d\s()+.-]+$/

function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

export const isFiltering = ({ status, country, reason, q }: LogFilter) =>
  Boolean(status?.trim() || country?.trim() || reason?.trim() || q?.trim())

/**
 * The rows matching every filter, and the counts each filter's choices would have. A row that could not be read
 * matches no filter; unfiltered, it stays in its place. One pass over the index.
 */
export function filterIndexedLogs<Row>(index: LogIndex<Row>, filter: LogFilter): FilteredLogs<Row> {
  const wantedStatus = filter.status?.trim() ? normaliseLogStatus(filter.status) : undefined
  const wantedCountry = filter.country?.trim() ? normaliseCallingCode(filter.country) : undefined
  const wantedReason = filter.reason?.trim() || undefined
  const needle = filter.q?.trim().toLowerCase() || undefined
  const needleDigits = needle && PHONE_LIKE.test(needle) ? needle.replace(/\D/g, '') : ''
  const statuses = new Map<string, number>()
  const countries = new Map<string, number>()
  const reasons = new Map<string, number>()
  const active = isFiltering(filter)
  const rows: Row[] = []
  const { text: texts, digits } = needle ? index.searchable() : { text: [], digits: [] }

  for (let i = 0; i < index.rows.length; i += 1) {
    if (!index.readable[i]) {
      if (!active) rows.push(index.rows[i] as Row)
      continue
    }
    const text =
      !needle ||
      (texts[i] as string).includes(needle) ||
      (needleDigits.length > 0 && (digits[i] as string).includes(needleDigits))
    if (!text) continue
    const status = index.status[i] as string
    const country = index.country[i] as string
    const reason = index.reason[i] as string
    const byStatus = !wantedStatus || status === wantedStatus
    const byCountry = wantedCountry === undefined || country === wantedCountry
    const byReason = !wantedReason || reason === wantedReason
    if (byCountry && byReason) increment(statuses, status)
    if (byStatus && byReason) increment(countries, country)
    if (byStatus && byCountry && reason) increment(reasons, reason)
    if (byStatus && byCountry && byReason) rows.push(index.rows[i] as Row)
  }
  return { rows: active ? rows : index.rows, statuses, countries, reasons }
}
