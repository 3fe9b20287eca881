/** Messages by field path, e.g. `{ name: 'Already taken', 'workspace.id': 'Unknown workspace' }`. */
export type FieldMessages = Record<string, string>

type Entry = Record<string, unknown>
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A message, or the first of a list of them. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (Array.isArray(value)) return value.map(textOf).find(Boolean)
  return undefined
}

/** `'workspace.id'`, or the same as a list of keys. */
function pathOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (Array.isArray(value) && value.length > 0 && value.every((key) => ['string', 'number'].includes(typeof key)))
    return value.join('.')
  return undefined
}

/**
 * The field errors a refusal's body names. The spec shows no body for them, so this reads the shapes servers
 * commonly send, under `errors`, `fieldErrors`, `issues` or `details`: a list of `{ field | path, message | msg }`,
 * or a `{ [field]: message }` record, where a message may be a list (its first counts). The first message for
 * a field wins.
 */
export function fieldErrorsOf(body: unknown): FieldMessages {
  const found: FieldMessages = {}
  const add = (path: string | undefined, message: string | undefined) => {
    if (path && message && !Object.hasOwn(found, path)) found[path] = message
  }
  if (!isEntry(body)) return found
  for (const key of ['errors', 'fieldErrors', 'issues', 'details']) {
    const errors = body[key]
    if (Array.isArray(errors)) {
      for (const entry of errors.filter(isEntry))
        add(pathOf(entry.field ?? entry.path), textOf(entry.message ?? entry.msg))
    } else if (isEntry(errors)) {
      for (const [path, message] of Object.entries(errors)) add(pathOf(path), textOf(message))
    }
  }
  return found
}
