import { within } from '@testing-library/react'

/** The rows the table tests show. */
export interface Person {
  id: string
  name: string
  email: string
}

/** A table's column headers, in order. */
export const headerTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

/** A row's values, without the labels that only phones show. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.lastChild?.textContent)
