import { Skeleton } from './ui/skeleton'

/** What a route shows while its code or data loads: the shape of a page, announced as loading. */
export function PageSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading…</span>
      <div className="space-y-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        {Array.from({ length: 5 }, (_, row) => (
          <Skeleton key={row} className="h-4 w-full" />
        ))}
      </div>
    </div>
  )
}
