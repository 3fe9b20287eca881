import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from './ui/button'

interface PaginationProps {
  page: number
  limit: number
  /** Rows on this page: the API gives no total, so a full page means there may be a next one. */
  rowCount: number
  onPageChange(page: number): void
  onLimitChange?(limit: number): void
  limits?: readonly number[]
}

export function Pagination({ page, limit, rowCount, onPageChange, onLimitChange, limits = [10, 25, 50, 100] }: PaginationProps) {
  const hasNext = rowCount >= limit
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      {onLimitChange ? (
        <label className="flex items-center gap-2">
          Rows per page
          <select
            className="h-8 rounded-md border border-slate-300 bg-white px-2"
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {[...new Set([...limits, limit])].sort((a, b) => a - b).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-2">
        <span aria-live="polite">Page {page}</span>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>
          Next <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  )
}
