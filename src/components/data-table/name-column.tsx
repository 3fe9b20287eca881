import type { ReactNode } from 'react'
import { type Column } from './column'

interface NameColumnOptions<Row> {
  header?: string
  /** By default a wide column for names without spaces, wrapping only when a name outgrows it. */
  className?: string
  /** The name, usually a link to the row's page. */
  cell(row: Row): ReactNode
}

/** A list's first column, the row's name: on phones it heads the row's card. */
export function nameColumn<Row>({
  header = 'Name',
  className = 'sm:min-w-48 [overflow-wrap:anywhere]',
  cell,
}: NameColumnOptions<Row>): Column<Row> {
  return { id: 'name', header, primary: true, className, cell }
}
