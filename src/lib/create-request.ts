import { z } from 'zod/mini'
import { type UrlSearchProps } from './url-search'

/** `new=1` in a list's URL asks for its create dialog: the palette's "New …" and shared links open it this way. */
export const createRequestSearch = { new: z.catch(z.optional(z.literal(1)), undefined) }

/** Whether the URL asks for the create dialog. */
export const isCreateRequested = (search: { new?: 1 }) => search.new === 1

/** The list's URL without the request, for when its dialog closes. */
export const withoutCreateRequest = <S extends { new?: 1 }>(search: S): S => ({ ...search, new: undefined })

/**
 * What a list's dialogs are told of the create request in its URL: what it asks for (`read`), and the way to take it
 * out (`without`) when its dialog closes, replacing the URL so that Back does not open the dialog again.
 */
export function createRequestIn<Search, Request>(
  { search, onSearchChange }: UrlSearchProps<Search>,
  read: (search: Search) => Request,
  without: (search: Search) => Search,
) {
  return { requested: read(search), onRequestClosed: () => onSearchChange(without(search), { replace: true }) }
}
