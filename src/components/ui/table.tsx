import { createElement, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'

// Under 640 px the rows stack as cards (see DataTable). Changing a table's CSS display drops its table
// semantics in some browsers (Safari), so every part states its role.

interface TableProps extends ComponentProps<'table'> {
  /** The frame around the table, e.g. a scroll container of fixed height for a virtualized list. */
  container?: ComponentProps<'div'>
}

export function Table({ className, container, ...props }: TableProps) {
  return (
    <div
      {...container}
      // Relative: what is visually hidden in a cell (sr-only) stays inside the scroll box, not past the page's edge.
      className={cn('relative overflow-x-auto rounded-lg border border-slate-200 bg-white', container?.className)}
    >
      <table
        role="table"
        // Not text-start: under a row that aligns to start, the browser centres a header cell.
        className={cn('w-full border-collapse text-left text-sm max-sm:block rtl:text-right', className)}
        {...props}
      />
    </div>
  )
}

type PartTag = 'thead' | 'tbody' | 'tr' | 'th' | 'td'

/** A part of the table: its element with the role it keeps on phones and its own classes, to which a caller's add. */
function tablePart<Tag extends PartTag>(tag: Tag, own: ComponentProps<Tag> & { role: string; className: string }) {
  function TablePart({ className, ...props }: ComponentProps<Tag>) {
    return createElement(tag, { ...own, ...props, className: cn(own.className, className) })
  }
  return TablePart
}

/** The header row: on phones it is only for screen readers, which still name each cell by it. */
export const TableHead = tablePart('thead', {
  role: 'rowgroup',
  className: 'bg-slate-50 text-xs tracking-wide text-slate-600 uppercase max-sm:sr-only',
})

export const TableBody = tablePart('tbody', { role: 'rowgroup', className: 'max-sm:block' })

export const TableRow = tablePart('tr', {
  role: 'row',
  className:
    'border-b border-slate-100 last:border-0 max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:px-4 max-sm:py-3',
})

export const TableHeader = tablePart('th', {
  scope: 'col',
  role: 'columnheader',
  className: 'px-4 py-2.5 font-semibold',
})

export const TableCell = tablePart('td', {
  role: 'cell',
  className:
    'px-4 py-3 align-middle text-slate-800 max-sm:flex max-sm:min-w-0 max-sm:items-baseline max-sm:gap-3 max-sm:p-0',
})
