import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import { LabelledAction, type ExtraAction } from './extra-action'
import { LazyDeleteDialog } from './lazy-confirm-dialogs'

interface RecordActionsProps {
  onEdit?(): void
  /** Starts loading what Edit opens, on the intent to press it. */
  preloadEdit?(): void
  onDelete?(): void
  /** More actions, before Edit and Delete. */
  extra?: readonly ExtraAction[]
}

/** A record page's actions for its header: those given, then its Edit and Delete buttons. */
export function RecordActions({ onEdit, preloadEdit, onDelete, extra = [] }: RecordActionsProps) {
  const actions: ExtraAction[] = [
    ...extra,
    ...(onEdit ? [{ label: 'Edit', icon: Pencil, onClick: onEdit, preload: preloadEdit }] : []),
    ...(onDelete ? [{ label: 'Delete', icon: Trash2, onClick: onDelete, preload: LazyDeleteDialog.preload }] : []),
  ]
  return actions.map((action) => <LabelledAction key={action.label} action={action} />)
}
