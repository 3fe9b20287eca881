import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { type Column } from './column'
import { LazyDeleteDialog } from './lazy-confirm-dialogs'
import { preloadOnIntent } from './preload-on-intent'
import { Button } from './ui/button'

interface RowActions<Row> {
  edit?(row: Row): void
  /** Starts loading what Edit opens, on the intent to press it. */
  preloadEdit?(): void
  remove?(row: Row): void
  /** More buttons, before Edit and Delete. */
  extra?(row: Row): ReactNode
  /** Why a row cannot be changed, shown instead of its buttons; undefined for a row that can. */
  unavailable?(row: Row): string | undefined
}

interface RowButtonProps {
  label: string
  icon: LucideIcon
  onClick(): void
  preload?(): void
}

function RowButton({ label, icon: Icon, onClick, preload }: RowButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      data-tooltip=""
      onClick={onClick}
      {...preloadOnIntent(preload)}
    >
      <Icon aria-hidden className="size-4" />
    </Button>
  )
}

/** A list's Actions column: an icon button per action, each named after its row ("Edit VIP", "Delete VIP"). */
export function actionsColumn<Row extends { name: string }>({
  edit,
  preloadEdit,
  remove,
  extra,
  unavailable,
}: RowActions<Row>): Column<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    headerClassName: 'text-right',
    className: 'sm:text-right',
    cell: (row) => {
      const reason = unavailable?.(row)
      if (reason) return <span className="text-xs text-slate-600">{reason}</span>
      return (
        <span className="inline-flex gap-1">
          {extra?.(row)}
          {edit && (
            <RowButton label={`Edit ${row.name}`} icon={Pencil} onClick={() => edit(row)} preload={preloadEdit} />
          )}
          {remove && (
            <RowButton
              label={`Delete ${row.name}`}
              icon={Trash2}
              onClick={() => remove(row)}
              preload={LazyDeleteDialog.preload}
            />
          )}
        </span>
      )
    },
  }
}
