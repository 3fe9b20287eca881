import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import { LazyDeleteDialog } from './lazy-confirm-dialogs'
import { preloadOnIntent } from './preload-on-intent'
import { Button } from './ui/button'

interface RecordActionsProps {
  onEdit?(): void
  /** Starts loading what Edit opens, on the intent to press it. */
  preloadEdit?(): void
  onDelete?(): void
}

/** A record page's Edit and Delete buttons, for its header: those given. */
export function RecordActions({ onEdit, preloadEdit, onDelete }: RecordActionsProps) {
  return (
    <>
      {onEdit && (
        <Button variant="secondary" onClick={onEdit} {...preloadOnIntent(preloadEdit)}>
          <Pencil aria-hidden className="size-4" /> Edit
        </Button>
      )}
      {onDelete && (
        <Button variant="secondary" onClick={onDelete} {...preloadOnIntent(LazyDeleteDialog.preload)}>
          <Trash2 aria-hidden className="size-4" /> Delete
        </Button>
      )}
    </>
  )
}
