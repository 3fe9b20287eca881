import { isApiError } from '@/api/api-error'
import { isDeletedError } from '@/resources/deleted-items'

interface RecordNameProps {
  /** The record's id: never shown (callers still pass it; it can go once they stop). */
  id: string
  /** The record's name once read. */
  name: string | null | undefined
  /** The read of the record, as a query reports it. */
  pending: boolean
  error?: unknown
  /** Why the name is missing, when the caller knows better than `error` says. */
  note?: string
  /** What the record is, for a screen reader while its name loads: "workspace". */
  noun: string
}

/** Why a record shows without its name: it is gone, its read failed, or it has no name. */
function missingNote(error: unknown): string {
  if (!error) return 'no name'
  if (isDeletedError(error)) return 'deleted'
  return isApiError(error) && error.status === 404 ? 'not found' : 'name not loaded'
}

/**
 * A record another one refers to, by its name: "…" while it is read, and what it is, muted and with a note, when it is
 * gone or could not be read: "Workspace (deleted)". The user reads names, never ids.
 */
export function RecordName({ name, pending, error, note, noun }: RecordNameProps) {
  if (name) return name
  if (pending)
    return (
      <span role="status" aria-label={`Loading the ${noun}’s name`} className="text-slate-500">
        …
      </span>
    )
  return (
    <span className="text-slate-500">
      {noun.charAt(0).toUpperCase() + noun.slice(1)} ({note ?? missingNote(error)})
    </span>
  )
}
