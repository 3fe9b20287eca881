import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { type Column } from './column'
import { IconAction } from '../extra-action'
import { LazyDeleteDialog } from '../lazy-confirm-dialogs'

interface RowActions<Row> {
  edit?(row: Row): void
  /** Starts loading what Edit opens, on the intent to press it. */
  preloadEdit?(): void
  remove?(row: Row): void
  /** More actions (IconAction), before Edit and Delete. */
  extra?(row: Row): ReactNode
  /** The row's own actions in place of Edit and Delete, for a row that has them; undefined for one that does not. */
  instead?(row: Row): ReactNode
  /** Why a row cannot be changed, shown instead of its buttons; undefined for a row that can. */
  unavailable?(row: Row): string | undefined
  /**
   * For a table wider than the page: the column stays at the end edge (the left one right to left) while the others
   * scroll under it, its buttons three to a line.
   */
  sticky?: boolean
}

/** A sticky column's ground covers what scrolls under it; a line is the edge they pass. */
const STICKY =
  'sm:sticky sm:end-0 sm:before:absolute sm:before:inset-y-0 sm:before:start-0 sm:before:w-px sm:before:bg-slate-200'

/** A list's Actions column: an icon button per action, each named after its row ("Edit VIP", "Delete VIP"). */
export function actionsColumn<Row extends { name: string }>({
  edit,
  preloadEdit,
  remove,
  extra,
  instead,
  unavailable,
  sticky = false,
}: RowActions<Row>): Column<Row> {
  return {
    id: 'actions',
    header: 'Actions',
    headerClassName: cn('text-end', sticky && cn(STICKY, 'bg-slate-50')),
    className: cn('sm:text-end', sticky && cn(STICKY, 'sm:bg-white')),
    cell: (row) => {
      const reason = unavailable?.(row)
      if (reason) return <span className="text-xs text-slate-600">{reason}</span>
      const own = instead?.(row)
      return (
        <span className={cn('inline-flex gap-1 max-sm:flex-wrap', sticky && 'sm:w-34 sm:flex-wrap sm:justify-end')}>
          {extra?.(row)}
          {own ?? (
            <>
              {edit && (
                <IconAction
                  action={{ label: `Edit ${row.name}`, icon: Pencil, onClick: () => edit(row), preload: preloadEdit }}
                />
              )}
              {remove && (
                <IconAction
                  action={{
                    label: `Delete ${row.name}`,
                    icon: Trash2,
                    onClick: () => remove(row),
                    preload: LazyDeleteDialog.preload,
                  }}
                />
              )}
            </>
          )}
        </span>
      )
    },
  }
}
