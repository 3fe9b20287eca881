import { unparse } from 'papaparse'

export type CsvCell = string | number | null | undefined

/** Lets Excel read the file as UTF-8 instead of the system code page. */
const BOM = '\uFEFF'

/**
 * Cells a spreadsheet could run as a formula. papaparse's own `escapeFormulae: true` pattern is
 * /^[=+\-@\t\r].*$/, and without the `s` flag its `.*$` fails on any line break: "=HYPERLINK(…)\nx" slips through.
 */
const FORMULA_START = /^[=+\-@\t\r]/

const MAX_FILE_NAME_LENGTH = 100

/**
 * RFC 4180 CSV (CRLF, quoted where needed) with a UTF-8 BOM and a header row. Text cells that start with
 * = + - @ tab or CR get a leading `'` so spreadsheets show them as text; numbers are written as they are.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  // Arrays of arrays, not { fields, data }: that form turns an empty `data` into one blank row.
  const data = rows.map((row) => header.map((_, column) => row[column] ?? ''))
  return BOM + unparse([[...header], ...data], { newline: '\r\n', escapeFormulae: FORMULA_START })
}

const slugify = (part: string) =>
  part
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

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
