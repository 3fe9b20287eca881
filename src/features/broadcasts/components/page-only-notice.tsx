import Search from 'lucide-react/icons/search'
import { Button } from '@/components/ui/button'
import { formatCount } from '@/lib/format'

/**
 * A search that covers only the page on screen, because reading every log was cancelled or stopped: says so
 * plainly, with the button that searches them all.
 */
export function PageOnlyNotice({
  stopped,
  total,
  onSearchAll,
}: {
  /** Reading every log failed (rather than being cancelled). */
  stopped: boolean
  /** How many logs the broadcast has, when known. */
  total: number | undefined
  onSearchAll(): void
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">Searching this page only</strong>
        {stopped ? ': reading every log stopped before the end.' : ': reading every log was cancelled.'}
      </p>
      <Button variant="secondary" size="sm" onClick={onSearchAll}>
        <Search aria-hidden className="size-4" />
        {total ? `Search all ${formatCount(total)} logs` : 'Search every log'}
      </Button>
    </div>
  )
}
