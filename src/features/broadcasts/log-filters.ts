import type { BroadcastLog } from '@/api/broadcasts'
import { isUnreadable, type ListRow } from '@/api/list-rows'
import { normaliseCallingCode } from '@/domain/calling-codes'
import { isOptOutReply } from '@/domain/opt-out-reply'
import type { OptOutChoice } from './broadcast-search'
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
  /** Only the logs whose reply asks to stop receiving broadcasts, or only the others. */
  optOut?: OptOutChoice
}

export type FacetCounts = ReadonlyMap<string, number>

export interface FilteredLogs<Row> {
  rows: readonly Row[]
  /** Per choice, the logs it would match with the other filters as they are. */
  statuses: FacetCounts
  countries: FacetCounts
  reasons: FacetCounts
  /** Per opt-out choice, the logs it would match with the other filters as they are. */
  optOuts: ReadonlyMap<OptOutChoice, number>
}

/** What each log is searched and grouped by, worked out once per list of logs (not once per keystroke). */
export interface LogIndex<Row> {
  rows: readonly Row[]
  /**
   * Per row: lowercased name, number, reply and error, and the number's digits, each way of writing it after a `|`;
   * made on the first search.
   */
  searchable(): { text: string[]; digits: string[] }
  status: string[]
  country: string[]
  reason: string[]
  optOut: boolean[]
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
    optOut: [],
    readable: [],
  }
  for (const row of rows) {
    const readable = !isUnreadable(row)
    const log = row as BroadcastLog
    index.readable.push(readable)
    index.status.push(readable ? normaliseLogStatus(log.status) : '')
    index.country.push(readable ? normaliseCallingCode(log.countryCode) : '')
    index.reason.push(readable ? (log.error?.trim() ?? '') : '')
    index.optOut.push(readable && isOptOutReply(log.reply))
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
    digits.push(log ? numberDigits(log) : '')
  }
  return { text, digits }
}

/** '|447700900123', and '|4407700900123|447700900123' for a number kept with its trunk 0 after the country code. */
function numberDigits({ countryCode, phone }: BroadcastLog): string {
  const code = countryCode.replace(/\D/g, '')
  const number = phone.replace(/\D/g, '')
  const withoutTrunk = code && number.startsWith('0') ? `|${code}${number.replace(/^0+/, '')}` : ''
  return `|${code}${number}${withoutTrunk}`
}

const PHONE_LIKE = /^[\d\s()+.\-/]+$/
/** A search of this many digits or more, written as a number is, may be a number typed the local way. */
const PHONE_QUERY_DIGITS = 3

/** Whether a search looks like a phone number: worth reading the way people type numbers (see phone-search.ts). */
export function looksLikePhoneNumber(q: string | undefined): boolean {
  const text = q?.trim() ?? ''
  return PHONE_LIKE.test(text) && text.replace(/\D/g, '').length >= PHONE_QUERY_DIGITS
}

function increment<Key>(counts: Map<Key, number>, key: Key) {
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

export const isFiltering = ({ status, country, reason, q, optOut }: LogFilter) =>
  Boolean(status?.trim() || country?.trim() || reason?.trim() || q?.trim() || optOut)

/** The filters alone, out of a URL's search (which holds the page and its size too). */
export const logFilterOf = ({ status, country, reason, q, optOut }: LogFilter): LogFilter => ({
  status,
  country,
  reason,
  q,
  optOut,
})

/**
 * The rows matching every filter, and the counts each filter's choices would have. A row that could not be read
 * matches no filter; unfiltered, it stays in its place. One pass over the index. `phonePrefixes` are the numbers a
 * search typed the local way can start with (see phone-search.ts): a log whose number starts with one matches too.
 */
export function filterIndexedLogs<Row>(
  index: LogIndex<Row>,
  filter: LogFilter,
  phonePrefixes: readonly string[] = [],
): FilteredLogs<Row> {
  const wantedStatus = filter.status?.trim() ? normaliseLogStatus(filter.status) : undefined
  const wantedCountry = filter.country?.trim() ? normaliseCallingCode(filter.country) : undefined
  const wantedReason = filter.reason?.trim() || undefined
  const needle = filter.q?.trim().toLowerCase() || undefined
  const needleDigits = needle && PHONE_LIKE.test(needle) ? needle.replace(/\D/g, '') : ''
  const prefixes = needle ? phonePrefixes.map((prefix) => `|${prefix}`) : []
  const wantedOptOut = filter.optOut
  const statuses = new Map<string, number>()
  const countries = new Map<string, number>()
  const reasons = new Map<string, number>()
  const optOuts = new Map<OptOutChoice, number>()
  const active = isFiltering(filter)
  const rows: Row[] = []
  const { text: texts, digits } = needle ? index.searchable() : { text: [], digits: [] }

  for (let i = 0; i < index.rows.length; i += 1) {
    if (!index.readable[i]) {
      if (!active) rows.push(index.rows[i] as Row)
      continue
    }
    const number = digits[i] as string
    const text =
      !needle ||
      (texts[i] as string).includes(needle) ||
      (needleDigits.length > 0 && number.includes(needleDigits)) ||
      prefixes.some((prefix) => number.includes(prefix))
    if (!text) continue
    const status = index.status[i] as string
    const country = index.country[i] as string
    const reason = index.reason[i] as string
    const optOut = index.optOut[i] as boolean
    const byStatus = !wantedStatus || status === wantedStatus
    const byCountry = wantedCountry === undefined || country === wantedCountry
    const byReason = !wantedReason || reason === wantedReason
    const byOptOut = !wantedOptOut || optOut === (wantedOptOut === 'only')
    if (byCountry && byReason && byOptOut) increment(statuses, status)
    if (byStatus && byReason && byOptOut) increment(countries, country)
    if (byStatus && byCountry && byOptOut && reason) increment(reasons, reason)
    if (byStatus && byCountry && byReason) increment(optOuts, optOut ? 'only' : 'without')
    if (byStatus && byCountry && byReason && byOptOut) rows.push(index.rows[i] as Row)
  }
  return { rows: active ? rows : index.rows, statuses, countries, reasons, optOuts }
}
