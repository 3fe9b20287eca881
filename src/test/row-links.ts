import { waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'

/** Waits for one body row per item, then checks that each row, in order, links the item's name to `href(item)`. */
export async function expectRowLinks<Item extends { name: string }>(
  rows: () => HTMLElement[],
  items: readonly Item[],
  href: (item: Item) => string,
): Promise<HTMLElement[]> {
  await waitFor(() => expect(rows()).toHaveLength(items.length))
  for (const [index, item] of items.entries()) {
    const row = rows()[index] as HTMLElement
    expect(within(row).getByRole('link', { name: item.name })).toHaveAttribute('href', href(item))
  }
  return rows()
}
