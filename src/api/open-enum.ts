import { z } from 'zod/mini'

/**
 * A value the spec lists, or a newer one the live API already sends. `string & {}` keeps the known values in
 * autocompletion and exhaustive label maps while any other string still type-checks.
 */
export type OpenEnum<Known extends string> = Known | (string & {})

/** Reads any string where the spec has an enum: the API grows faster than its spec, and a new value is shown as sent. */
export function openEnum<const Known extends readonly string[]>(known: Known) {
  void known
  return z.string() as unknown as z.ZodMiniType<OpenEnum<Known[number]>, OpenEnum<Known[number]>>
}

/** Whether a value read through openEnum is one the spec lists. */
export function isKnown<const Known extends readonly string[]>(
  known: Known,
  value: string | undefined | null,
): value is Known[number] {
  return value != null && (known as readonly string[]).includes(value)
}
