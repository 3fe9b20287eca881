import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'

/** A record's fields as a grid of labelled values (Detail), in a card; `className` sets the columns. */
export function DetailList({ className = 'sm:grid-cols-2', children }: { className?: string; children: ReactNode }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm', className)}>
      {children}
    </dl>
  )
}

/** One labelled value of a DetailList; long unbroken text wraps, ids read best `mono`. */
export function Detail({ label, mono, children }: { label: string; mono?: boolean; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className={cn('[overflow-wrap:anywhere] text-slate-900', mono ? 'font-mono text-xs' : 'font-medium')}>
        {children}
      </dd>
    </div>
  )
}

/** A record's dates, each a Detail; those it does not have are left out. */
export function DetailDates({ dates }: { dates: readonly { label: string; iso: string | null | undefined }[] }) {
  return dates.map(
    ({ label, iso }) =>
      iso && (
        <Detail key={label} label={label}>
          <time dateTime={iso}>{formatDateTime(iso)}</time>
        </Detail>
      ),
  )
}
