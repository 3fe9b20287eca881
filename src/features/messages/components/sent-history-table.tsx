import { useRef } from 'react'
import { EmptyState } from '@/components/empty-state'
import { lazyComponent, PartSlot } from '@/components/lazy-component'
import { Button } from '@/components/ui/button'
import { MAX_HISTORY, type SentMessage } from '@/resources/sent-messages'

const SentHistoryRows = lazyComponent(() => import('./sent-history-rows').then((module) => module.SentHistoryRows))

/** This session's sends in the workspace, newest first. */
export function SentHistoryTable({ entries, onClear }: { entries: readonly SentMessage[]; onClear(): void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The button goes with the rows: the focus moves to the heading rather than to <body>.
  const clear = () => {
    onClear()
    heading.current?.focus()
  }
  return (
    <section aria-labelledby="sent-history-heading" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={heading}
          id="sent-history-heading"
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          Sent this session
        </h2>
        {entries.length > 0 && (
          <Button variant="secondary" size="sm" onClick={clear}>
            Clear list
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-600">
        The last {MAX_HISTORY} messages sent from this page in this workspace, until the tab is closed.
      </p>
      {entries.length === 0 ? (
        <EmptyState title="Nothing sent yet">Messages you send are listed here with what the API answered.</EmptyState>
      ) : (
        <PartSlot loading="Loading the list…">
          <SentHistoryRows entries={entries} />
        </PartSlot>
      )}
    </section>
  )
}
