import type { ComponentProps } from 'react'
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
        className={cn('w-full border-collapse text-left text-sm max-sm:block', className)}
        {...props}
      />
    </div>
  )
}

/** The header row: on phones it is only for screen readers, which still name each cell by it. */
export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      role="rowgroup"
      className={cn('bg-slate-50 text-xs tracking-wide text-slate-600 uppercase max-sm:sr-only', className)}
      {...props}
    />
  )
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody role="rowgroup" className="max-sm:block" {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      role="row"
      className={cn(
        'border-b border-slate-100 last:border-0 max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:px-4 max-sm:py-3',
        className,
      )}
      {...props}
    />
  )
}

export function TableHeader({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" role="columnheader" className={cn('px-4 py-2.5 font-semibold', className)} {...props} />
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      role="cell"
      className={cn(
        'px-4 py-3 align-middle text-slate-800 max-sm:flex max-sm:min-w-0 max-sm:items-baseline max-sm:gap-3 max-sm:p-0',
        className,
      )}
      {...props}
    />
  )
}
