import * as RadixDialog from '@radix-ui/react-dialog'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import type { BroadcastLog } from '@/api/broadcasts'
import { isUnreadable, type ListRow } from '@/api/list-rows'
import { Button } from '@/components/ui/button'
import { SheetClose } from '@/components/ui/sheet-close'
import { formatCount } from '@/lib/format'
import { LogRawJson } from './log-raw-json'
import { LogRecord } from './log-record'
import { onStepKeys } from './step-keys'
import { usePanelStyle } from './use-panel-width'

export interface LogPanelProps {
  /** The rows as the table shows them; a row the API sent in another shape shows what it holds. */
  logs: readonly ListRow<BroadcastLog>[]
  /** The row shown, or null when the panel is closed. */
  index: number | null
  /** Where row `index` sits, in words: 'Match 3 of 37'. By default, 'Log 3 of 100 on this page'. */
  position?(index: number): string
  onIndexChange(index: number): void
  onClose(): void
  /** Once closed, with the row shown last: the parent focuses that row. */
  onClosed?(index: number): void
}

const recipientName = (row: ListRow<BroadcastLog> | undefined) =>
  !row ? 'Log' : isUnreadable(row) ? 'Unreadable log' : row.recepientName.trim() || 'Unnamed recipient'

/** Hands focus back as the content leaves, before Radix would leave it a moment on <body>. */
function OnLeave({ leave }: { leave(): void }) {
  const onLeave = useEffectEvent(leave)
  useLayoutEffect(() => () => onLeave(), [])
  return null
}

const onThisPage = (index: number, count: number) =>
  `Log ${formatCount(index + 1)} of ${formatCount(count)} on this page`

const stepButton = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white'

/**
 * A log's whole record, in a side sheet (a bottom sheet on phones), stepping through the rows with Previous/Next
 * and the arrow keys.
 */
export function LogPanel({ logs, index, position: placeOf, onIndexChange, onClose, onClosed }: LogPanelProps) {
  const style = usePanelStyle()
  const [shown, setShown] = useState(index ?? 0)
  const [stepped, setStepped] = useState(false)
  if (index !== null && index !== shown) setShown(index)
  if (index === null && stepped) setStepped(false)
  const handedBack = useRef(false)

  const current = index ?? shown
  const row = logs[current]
  const name = recipientName(row)
  const position = placeOf ? placeOf(current) : onThisPage(current, logs.length)
  const atStart = current <= 0
  const atEnd = current >= logs.length - 1

  const go = (delta: number) => {
    const next = current + delta
    if (next < 0 || next >= logs.length) return
    setStepped(true)
    onIndexChange(next)
  }

  const handBack = () => {
    handedBack.current = true
    onClosed?.(shown)
  }

  return (
    <RadixDialog.Root open={index !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          className="fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none"
          style={style}
          onKeyDown={onStepKeys(go)}
          onOpenAutoFocus={() => (handedBack.current = false)}
          onCloseAutoFocus={(event) => {
            if (!onClosed) return
            event.preventDefault()
            if (!handedBack.current || document.activeElement === document.body) handBack()
          }}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <div className="min-w-0">
              <RadixDialog.Title dir="auto" className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
                {name}
              </RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">{position}</RadixDialog.Description>
            </div>
            <SheetClose label="Close" className="shrink-0" />
          </div>
          <div className="flex-1 space-y-4 overflow-y-auto overscroll-contain p-4">
            {!row ? (
              <p className="text-sm text-slate-600">This log is no longer among those shown.</p>
            ) : isUnreadable(row) ? (
              <>
                <p className="text-sm text-slate-700">
                  This log is not in the shape the API describes ({row.problem}), so it shows as the API sent it.
                </p>
                <LogRawJson value={row.raw} />
              </>
            ) : (
              <LogRecord log={row} />
            )}
          </div>
          <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3">
            <Button variant="secondary" size="sm" className={stepButton} aria-disabled={atStart} onClick={() => go(-1)}>
              <ChevronLeft aria-hidden className="size-4 rotate-90" /> Previous
            </Button>
            <Button variant="secondary" size="sm" className={stepButton} aria-disabled={atEnd} onClick={() => go(1)}>
              Next <ChevronRight aria-hidden className="size-4 rotate-90" />
            </Button>
          </div>
          <p aria-live="polite" className="sr-only">
            {stepped && index !== null ? `${name}, ${position}` : ''}
          </p>
          <OnLeave
            leave={() => {
              // Only on a close with focus inside, not when the whole screen goes.
              if (onClosed && index === null && document.activeElement?.closest('[role="dialog"]')) handBack()
            }}
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
