import { Pencil, Trash2 } from 'lucide-react'
import { Button } from './ui/button'

/** A record page's Edit and Delete buttons, for its header: those given. */
export function RecordActions({ onEdit, onDelete }: { onEdit?(): void; onDelete?(): void }) {
  return (
    <>
      {onEdit && (
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" /> Edit
        </Button>
      )}
      {onDelete && (
        <Button variant="secondary" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" /> Delete
        </Button>
      )}
    </>
  )
}
