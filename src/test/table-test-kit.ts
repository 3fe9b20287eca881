import { within } from '@testing-library/react'
import { createElement } from 'react'
import { textsByRole } from '@/test/texts-by-role'

/** The rows the table tests show. */
export interface Person {
  id: string
  name: string
  email: string
}

/** What every people table in these tests shares: its name, its row key and what it says when empty. */
export const peopleTableProps = {
  label: 'People',
  getRowKey: (person: Person) => person.id,
  empty: createElement('p', null, 'Nobody here.'),
}

/** The rows of a table's body that a user can see: skeleton and spacer rows are hidden from them. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  const body = within(table).getAllByRole('rowgroup')[1]
  return body ? within(body).queryAllByRole('row') : []
}

/** A table's column headers, in order. */
export const headerTexts = (table: HTMLElement) => textsByRole(table, 'columnheader')

/** A row's values, without the labels that only phones show. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.lastChild?.textContent)
