import X from 'lucide-react/icons/x'
import { Button } from '@/components/ui/button'
import type { AllLogsState } from '@/resources/use-all-logs'
import { formatCount } from '@/lib/format'

/**
 * A read of every log under way: how far it got, why it waits when it does (the API asked to slow down, a page is
 * tried again, or requests are paced), and Cancel. `lead` says what the read is for.
 */
export function AllLogsProgress({
  state,
  lead,
  onCancel,
}: {
  state: AllLogsState & { phase: 'reading' }
  lead: string
  onCancel(): void
}) {
  const { waiting } = state
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      <p role="status" className="min-w-0 flex-1">
        {lead} {formatCount(state.itemsRead)} logs in {state.pagesRead} {state.pagesRead === 1 ? 'page' : 'pages'} so
        far.
        {waiting &&
          waiting.reason === 'rate-limited' &&
          ` The API asked to slow down: going on in ${Math.ceil(waiting.ms / 1000)} s.`}
        {waiting &&
          waiting.reason === 'retry' &&
          ` A page failed: trying it again in ${Math.ceil(waiting.ms / 1000)} s.`}
        {waiting && waiting.reason === 'pacing' && ' Going at the pace the service allows.'}
      </p>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        <X aria-hidden className="size-4" /> Cancel
      </Button>
    </div>
  )
}
