import { Button } from '@/components/ui/button'
import type { AllLogsState } from '@/resources/use-all-logs'
import { formatCount } from '@/lib/format'

/** Where a read of a broadcast's logs is: under way (how many so far), stopped short or failed (with a retry). */
export function LogsReadStatus({ state, onRetry }: { state: AllLogsState; onRetry(): void }) {
  if (state.phase === 'reading')
    return (
      <span role="status">
        Reading its logs: {formatCount(state.itemsRead)} so far
        {state.waiting && state.waiting.reason !== 'pacing' ? ', waiting for the API' : ''}…
      </span>
    )
  if (state.phase !== 'done' || state.outcome === 'complete') return null
  const why = state.error instanceof Error ? `: ${state.error.message}` : ''
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>
        Its logs could not all be read ({formatCount(state.logs.length)} read{why}).
      </span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Read them again
      </Button>
    </span>
  )
}
