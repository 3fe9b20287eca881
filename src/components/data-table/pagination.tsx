import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'

interface PagingProps {
  page: number
  limit: number
  onPageChange(page: number): void
  onLimitChange?(limit: number): void
  limits?: readonly number[]
  /** Said instead of "Page 2", e.g. "101–200 of 5,200". */
  summary?: string
}

type PaginationProps = PagingProps &
  (
    | {
        /** Rows on this page: the API gives no total, so a full page means there may be a next one. */
        rowCount: number
        pageCount?: never
      }
    | {
        /** The number of pages, when the whole list is known: "Page 2 of 5", and no Next on the last. */
        pageCount: number
        rowCount?: never
      }
  )

/**
 * A page button that cannot go further stays focusable (aria-disabled, not disabled): pressing Next onto
 * the last page must not drop the focus to the page's body.
 */
function PageButton({
  unavailable,
  onPress,
  children,
}: {
  unavailable: boolean
  onPress(): void
  children: ReactNode
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={unavailable || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white"
      onClick={unavailable ? undefined : onPress}
    >
      {children}
    </Button>
  )
}

export function Pagination({
  page,
  limit,
  rowCount,
  pageCount,
  onPageChange,
  onLimitChange,
  limits = [10, 25, 50, 100],
  summary,
}: PaginationProps) {
  const hasNext = pageCount === undefined ? (rowCount ?? 0) >= limit : page < pageCount
  return (
    <nav
      aria-label="Pagination"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      {onLimitChange ? (
        <label className="flex items-center gap-2">
          Rows per page
          <select
            className="h-8 rounded-md border border-slate-300 bg-white px-2"
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {[...new Set([...limits, limit])]
              .sort((a, b) => a - b)
              .map((value) => (
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
        <span aria-live="polite">{summary ?? `Page ${page}${pageCount === undefined ? '' : ` of ${pageCount}`}`}</span>
        <PageButton unavailable={page <= 1} onPress={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" /> Previous
        </PageButton>
        <PageButton unavailable={!hasNext} onPress={() => onPageChange(page + 1)}>
          Next <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </PageButton>
      </div>
    </nav>
  )
}
