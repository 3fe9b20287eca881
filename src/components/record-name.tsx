import { isApiError } from '@/api/api-error'
import { isDeletedError } from '@/resources/deleted-items'

interface RecordNameProps {
  id: string
  /** The record's name once read. */
  name: string | null | undefined
  /** The read of the record, as a query reports it. */
  pending: boolean
  error?: unknown
  /** Why the id shows, when the caller knows better than `error` says. */
  note?: string
  /** What the record is, for a screen reader while its name loads: "workspace". */
  noun: string
}

/** Why a record shows by its id: it is gone, its read failed, or it has no name. */
function missingNote(error: unknown): string {
  if (!error) return 'no name'
  if (isDeletedError(error)) return 'deleted'
  return isApiError(error) && error.status === 404 ? 'not found' : 'name not loaded'
}

/**
 * A record another one refers to, by its name: "…" while it is read, and its id, muted and with a note, when it is
 * gone or could not be read. The user reads names; an id is only the last resort.
 */
export function RecordName({ id, name, pending, error, note, noun }: RecordNameProps) {
  if (name) return name
  if (pending)
    return (
      <span role="status" aria-label={`Loading the ${noun}’s name`} className="text-slate-500">
        …
      </span>
    )
  return (
    <span className="text-slate-500">
      <span className="font-mono text-xs">{id}</span> ({note ?? missingNote(error)})
    </span>
  )
}
