import { get, type FieldError } from 'react-hook-form'

/** The message of an error at a path the form's types do not name: a built path, a list's root, the whole body. */
export const errorAt = (errors: unknown, path: string) => (get(errors, path) as FieldError | undefined)?.message
