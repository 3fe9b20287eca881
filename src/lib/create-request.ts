import { z } from 'zod/mini'

/** `new=1` in a list's URL asks for its create dialog: the palette's "New …" and shared links open it this way. */
export const createRequestSearch = { new: z.catch(z.optional(z.literal(1)), undefined) }

/** Whether the URL asks for the create dialog. */
export const isCreateRequested = (search: { new?: 1 }) => search.new === 1

/** The list's URL without the request, for when its dialog closes. */
export const withoutCreateRequest = <S extends { new?: 1 }>(search: S): S => ({ ...search, new: undefined })
