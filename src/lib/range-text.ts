import { formatCount } from './format'

/**
 * Where a page sits among the rows: '2,001–3,000 of 5,200', or '2,001–3,000' while the total is unknown.
 * An empty page says so: 'No rows', '0 of 5,200' (page 1), 'Past the last of 5,200' or 'Past the last row'.
 */
export function rangeText({
  page,
  limit,
  rowCount,
  total,
}: {
  page: number
  limit: number
  rowCount: number
  total?: number
}): string {
  const of = total === undefined ? '' : ` of ${formatCount(total)}`
  if (rowCount <= 0) {
    if (total === 0 || (page <= 1 && total === undefined)) return 'No rows'
    if (page <= 1) return `0${of}`
    return total === undefined ? 'Past the last row' : `Past the last${of}`
  }
  const first = (Math.max(1, Math.floor(page)) - 1) * limit + 1
  const last = first + rowCount - 1
  return `${first === last ? formatCount(first) : `${formatCount(first)}–${formatCount(last)}`}${of}`
}
