import BarChart3 from 'lucide-react/icons/chart-column'
import X from 'lucide-react/icons/x'
import { useId, type Ref } from 'react'
import { ErrorState } from '@/components/error-state'
import { Button } from '@/components/ui/button'
import { MIN_COMPARED } from './compare-search'
import { completeRead } from '../complete-read'
import { type AllLogsState } from '@/resources/use-all-logs'
import { formatCount } from '@/lib/format'
import { type PickableBroadcast } from './broadcast-picker'
import { readCostText } from './read-cost'

interface ReadPlanProps {
  picked: readonly PickableBroadcast[]
  /** The picked broadcasts whose figures need every log read: those whose record carries them need none. */
  toRead: readonly PickableBroadcast[]
  /** The shared reader's state of each broadcast to read, in the same order. */
  states: readonly AllLogsState[]
  /** The broadcast being read now, if any. */
  current: string | null
  onCompare(): void
  onCancel(): void
  compareRef: Ref<HTMLButtonElement>
}

const isRead = (state: AllLogsState) => completeRead(state) !== undefined

function waitingText(state: AllLogsState & { phase: 'reading' }): string {
  const { waiting } = state
  if (!waiting) return ''
  const seconds = Math.ceil(waiting.ms / 1000)
  if (waiting.reason === 'rate-limited') return ` The API asked to slow down: going on in ${seconds} s.`
  if (waiting.reason === 'retry') return ` A page failed: trying it again in ${seconds} s.`
  return ' Going at the pace the API allows.'
}

/** Before the read, what it costs and the Compare button; during it, the progress and Cancel; after a stop, why. */
export function ReadPlan({ picked, toRead, states, current, onCompare, onCancel, compareRef }: ReadPlanProps) {
  const reasonId = useId()
  const read = states.filter(isRead).length
  const tooFew = picked.length < MIN_COMPARED
  const reading = current !== null
  const currentIndex = toRead.findIndex((broadcast) => broadcast.id === current)
  const currentState = states[currentIndex]
  const stopped = reading ? undefined : states.findIndex((state) => state.phase === 'done' && !isRead(state))
  const stoppedState = stopped === undefined ? undefined : states[stopped]
  const stoppedName = stopped === undefined ? '' : (toRead[stopped]?.name ?? '')

  if (!tooFew && read === toRead.length) return null
  return (
    <div className="space-y-3">
      {!tooFew && (
        <p id={reasonId} className="text-sm text-slate-600">
          {readCostText({ cached: read, toRead: toRead.length - read, fromRecord: picked.length - toRead.length })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={compareRef}
          onClick={() => {
            if (!tooFew && !reading) onCompare()
          }}
          aria-disabled={tooFew || reading || undefined}
          aria-describedby={reasonId}
          className="aria-disabled:opacity-60"
        >
          <BarChart3 aria-hidden className="size-4" /> Compare
        </Button>
        {tooFew && (
          <p id={reasonId} className="text-sm text-slate-600">
            Pick at least two broadcasts to compare ({picked.length} picked).
          </p>
        )}
      </div>
      {reading && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <p role="status" className="min-w-0 flex-1 [overflow-wrap:anywhere]">
            Reading broadcast {currentIndex + 1} of {toRead.length}, “{toRead[currentIndex]?.name}”…{' '}
            {currentState?.phase === 'reading' &&
              `${formatCount(currentState.itemsRead)} logs in ${formatCount(currentState.pagesRead)} ${
                currentState.pagesRead === 1 ? 'page' : 'pages'
              } so far.${waitingText(currentState)}`}
          </p>
          <Button variant="secondary" size="sm" onClick={onCancel}>
            <X aria-hidden className="size-4" /> Cancel
          </Button>
        </div>
      )}
      {stoppedState?.phase === 'done' && stoppedState.outcome === 'failed' && (
        <ErrorState
          title={`Could not read every log of “${stoppedName}”: the comparison needs all of them.`}
          error={stoppedState.error}
          onRetry={onCompare}
        />
      )}
      {stoppedState?.phase === 'done' && stoppedState.outcome === 'cancelled' && (
        <p role="status" className="text-sm [overflow-wrap:anywhere] text-slate-600">
          The read of “{stoppedName}” was cancelled after {formatCount(stoppedState.logs.length)} logs. Compare reads it
          again.
        </p>
      )}
    </div>
  )
}
