import { safeParse, z } from 'zod/mini'
import type * as zc from 'zod/v4/core'
import { describeIssue } from './client'

/** A row of a list that is not the shape of its record: shown as one row that says so, never a failed page. */
export interface UnreadableRow {
  readonly unreadableRow: true
  /** Its place in the page the API sent, from 0. */
  readonly index: number
  /** The first problem, e.g. `template.name: expected string, received undefined`. */
  readonly problem: string
  /** What the API sent, to show as text. */
  readonly raw: unknown
}

export type ListRow<Row> = Row | UnreadableRow

export function isUnreadable(row: unknown): row is UnreadableRow {
  return typeof row === 'object' && row !== null && (row as Partial<UnreadableRow>).unreadableRow === true
}

/** The rows that could be read, for uses that need records (pickers, counts by value, reports). */
export function readableRows<Row>(rows: readonly ListRow<Row>[]): Row[] {
  return rows.filter((row): row is Row => !isUnreadable(row))
}

/**
 * A list response: a JSON array whose items are parsed one by one. Anything but an array is still an error of the
 * whole response; an item of the wrong shape becomes an UnreadableRow in its place.
 */
export function listOf<Row extends zc.$ZodType>(row: Row) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items): ListRow<zc.output<Row>>[] =>
      items.map((raw, index) => {
        const parsed = safeParse(row, raw)
        if (parsed.success) return parsed.data
        const first = parsed.error.issues[0]
        return { unreadableRow: true, index, problem: first ? describeIssue(first) : 'invalid shape', raw }
      }),
    ),
  )
}
