import { unparse } from 'papaparse'
import { slugify } from './slug'

/** A value that must open as text in a spreadsheet: make one with `csvText`. */
export interface CsvTextCell {
  readonly csvText: string
}

export type CsvCell = string | number | null | undefined | CsvTextCell

/** Lets Excel read the file as UTF-8 instead of the system code page. */
const BOM = '\uFEFF'

/**
 * Cells a spreadsheet could run as a formula. papaparse's own `escapeFormulae: true` pattern is
 * /^[=+\-@\t\r].*$/, and without the `s` flag its `.*$` fails on any line break: "=HYPERLINK(…)\nx" slips through.
 * So this module escapes cells itself, which also lets `csvText` cells through as text formulas.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell this module neutralised: quoted, as papaparse quotes the cells it escapes. */
const NEUTRALISED = /^'[=+\-@\t\r]/

/** Digits and spaces, with at most one leading plus: a country code, a phone number or a full number. */
const PHONE_LIKE = /^\+?\d[\d ]{0,24}$/

const MAX_FILE_NAME_LENGTH = 100

/**
 * A cell a spreadsheet must open as text: '+34' should not turn into the number 34 nor show as "'+34",
 * '0612345678' should keep its zero. A phone-like value (digits and spaces, one optional leading +, nothing else
 * once trimmed) is written as the text formula ="+34", which Excel, Google Sheets, LibreOffice and Numbers all
 * show as the text +34 (checked with LibreOffice 7.4's CSV import: a formula cell whose value is the text "+34").
 * That formula is safe because it is built only from those characters: no quote can close
 * the string, so nothing else can run. Any other value is escaped like every text cell (a leading `'` when it
 * starts with = + - @ tab or CR), so a hostile "phone" never becomes a formula.
 */
export function csvText(value: string): CsvTextCell {
  return { csvText: value }
}

function field(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return ''
  if (typeof cell === 'number') return cell
  if (typeof cell === 'string') return FORMULA_START.test(cell) ? `'${cell}` : cell
  const text = cell.csvText.trim()
  return PHONE_LIKE.test(text) ? `="${text}"` : field(cell.csvText)
}

/**
 * RFC 4180 CSV (CRLF, quoted where needed) with a UTF-8 BOM and a header row. Text cells that start with
 * = + - @ tab or CR get a leading `'` so spreadsheets show them as text; numbers are written as they are;
 * `csvText` cells open as text (see there).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  // Arrays of arrays, not { fields, data }: that form turns an empty `data` into one blank row.
  const data = [header, ...rows].map((row) => header.map((_, column) => field(row[column])))
  return (
    BOM +
    unparse(data, {
      newline: '\r\n',
      quotes: (value: unknown) => typeof value === 'string' && NEUTRALISED.test(value),
    })
  )
}

/**
 * e.g. ['Broadcast', 'Spring sale!', 'logs', '2026-11-23'] -> "broadcast-spring-sale-logs-2026-11-23.csv".
 * A long part is shortened, not the end of the name, so the date survives.
 */
export function csvFileName(parts: string[]): string {
  const slugs = parts.map(slugify).filter(Boolean)
  const longest = slugs.reduce((max, slug, index) => (slug.length > (slugs[max]?.length ?? 0) ? index : max), 0)
  const overflow = slugs.join('-').length - MAX_FILE_NAME_LENGTH
  if (overflow > 0 && slugs[longest])
    slugs[longest] = slugs[longest].slice(0, Math.max(1, slugs[longest].length - overflow)).replace(/-+$/, '')
  const name = slugs.join('-').slice(0, MAX_FILE_NAME_LENGTH).replace(/-+$/, '')
  return `${name || 'export'}.csv`
}
