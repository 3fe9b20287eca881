import { within } from '@testing-library/react'

/** The text of every element with this role inside the container, in document order. */
export function textsByRole(container: HTMLElement, role: string): (string | null)[] {
  return within(container)
    .getAllByRole(role)
    .map((element) => element.textContent)
}
