import * as RadixDialog from '@radix-ui/react-dialog'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Copy from 'lucide-react/icons/copy'
import X from 'lucide-react/icons/x'
import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
} from 'react'
import { toast } from 'sonner'
import type { BroadcastLog } from '@/api/broadcasts'
import { isUnreadable, type ListRow } from '@/api/list-rows'
import { Detail } from '@/components/detail-list'
import { Button } from '@/components/ui/button'
import { countryLabel } from '@/domain/calling-codes'
import { errorInWords } from '@/domain/whatsapp-errors'
import { formatDateTime } from '@/lib/format'
import { LogStatusBadge } from './log-status-badge'

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

// Geometry with no class in the shared stylesheet: set through the CSSOM, so this costs other screens no bytes.
const wideQuery = '(min-width: 640px)'
const sideSheet: CSSProperties = { top: 0, right: 0, bottom: 0, width: '28rem', maxWidth: '100vw' }
const bottomSheet: CSSProperties = {
  left: 0,
  right: 0,
  bottom: 0,
  maxHeight: '85dvh',
  borderTopLeftRadius: '0.75rem',
  borderTopRightRadius: '0.75rem',
}

function media() {
  return (window.matchMedia as typeof window.matchMedia | undefined)?.(wideQuery)
}
function subscribeToWidth(onChange: () => void) {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}
const isWide = () => media()?.matches ?? false

const steps: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'))

const clock = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' })

function timeBetween(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 1) return 'under a minute'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  return `${Math.round(hours / 24).toLocaleString('en')} days`
}

/** 'Read 14:02, 3 min after it was sent': the status's time is the log's last update. */
function statusTime({ status, createdAt, updatedAt }: BroadcastLog): string {
  const sent = new Date(createdAt)
  const changed = new Date(updatedAt)
  const label =
    !status || status.toLowerCase() === 'sent' ? 'Updated' : status.charAt(0).toUpperCase() + status.slice(1)
  if (Number.isNaN(changed.getTime())) return `${label} ${updatedAt}`.trim()
  const at = sent.toDateString() === changed.toDateString() ? clock.format(changed) : formatDateTime(updatedAt)
  const gap = changed.getTime() - sent.getTime()
  return gap > 0 ? `${label} ${at}, ${timeBetween(gap)} after it was sent` : `${label} ${at}`
}

const recipientName = (row: ListRow<BroadcastLog> | undefined) =>
  !row ? 'Log' : isUnreadable(row) ? 'Unreadable log' : row.recepientName.trim() || 'Unnamed recipient'

const none = <span className="font-normal text-slate-500">None</span>

function RawRecord({ value }: { value: unknown }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-medium text-slate-700">Raw record</h3>
      <pre className="rounded-md bg-slate-50 p-3 font-mono text-xs break-words whitespace-pre-wrap text-slate-800">
        {JSON.stringify(value, null, 2)}
      </pre>
    </section>
  )
}

function CopyNumber({ number, targetId }: { number: string; targetId: string }) {
  const copy = async () => {
    try {
      const clipboard = navigator.clipboard as Clipboard | undefined
      if (!clipboard) throw new Error('No clipboard')
      await clipboard.writeText(number)
      toast.success('Number copied')
    } catch {
      const element = document.getElementById(targetId)
      if (element) window.getSelection()?.selectAllChildren(element)
      toast.error('This browser did not let the page copy. The number is selected: copy it with Ctrl+C (⌘C on a Mac).')
    }
  }
  return (
    <Button size="sm" variant="ghost" aria-label="Copy number" onClick={() => void copy()}>
      <Copy aria-hidden className="size-4" /> Copy
    </Button>
  )
}

function LogRecord({ log }: { log: BroadcastLog }) {
  const numberId = useId()
  const number = `${log.countryCode} ${log.phone}`.trim()
  const words = log.error ? errorInWords(log.error) : undefined
  return (
    <>
      <dl className="grid grid-cols-1 gap-4 text-sm">
        <Detail label="Name">
          <span dir="auto">{log.recepientName || none}</span>
        </Detail>
        <Detail label="Number">
          <span className="flex flex-wrap items-center gap-2">
            <span id={numberId} className="tabular-nums">
              {number || none}
            </span>
            {number && <CopyNumber number={number} targetId={numberId} />}
          </span>
        </Detail>
        <Detail label="Country">{countryLabel(log.countryCode)}</Detail>
        <Detail label="Status">
          <span className="flex flex-wrap items-center gap-2">
            <LogStatusBadge status={log.status} />
            <time dateTime={log.updatedAt}>{statusTime(log)}</time>
          </span>
        </Detail>
        <Detail label="Sent">
          <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
        </Detail>
        <Detail label="Reply">
          {log.reply ? (
            <span dir="auto" className="block font-normal whitespace-pre-wrap">
              {log.reply}
            </span>
          ) : (
            none
          )}
        </Detail>
        <Detail label="Error">
          {log.error ? (
            <>
              <span dir="auto" className="block whitespace-pre-wrap text-red-800">
                {log.error}
              </span>
              {words && <span className="mt-1 block font-normal text-slate-700">{words}</span>}
            </>
          ) : (
            none
          )}
        </Detail>
      </dl>
      <RawRecord value={log} />
    </>
  )
}

/** Hands focus back as the content leaves, before Radix would leave it a moment on <body>. */
function OnLeave({ leave }: { leave(): void }) {
  const onLeave = useEffectEvent(leave)
  useLayoutEffect(() => () => onLeave(), [])
  return null
}

/**
 * A log's whole record, in a side sheet (a bottom sheet on phones), stepping through the rows with Previous/Next
 * and the arrow keys.
 */
const onThisPage = (index: number, count: number) =>
  `Log ${(index + 1).toLocaleString('en')} of ${count.toLocaleString('en')} on this page`

export function LogPanel({ logs, index, position: placeOf, onIndexChange, onClose, onClosed }: LogPanelProps) {
  const wide = useSyncExternalStore(subscribeToWidth, isWide, () => false)
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

  const onKeyDown = (event: KeyboardEvent) => {
    const step = steps[event.key]
    if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (isTextField(event.target)) return
    event.preventDefault()
    go(step)
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
          style={wide ? sideSheet : bottomSheet}
          onKeyDown={onKeyDown}
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
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="sm" className="shrink-0 px-2" aria-label="Close" data-tooltip="">
                <X aria-hidden className="size-5" />
              </Button>
            </RadixDialog.Close>
          </div>
          <div className="flex-1 space-y-4 overflow-y-auto overscroll-contain p-4">
            {!row ? (
              <p className="text-sm text-slate-600">This log is no longer among those shown.</p>
            ) : isUnreadable(row) ? (
              <>
                <p className="text-sm text-slate-700">
                  This log is not in the shape the API describes ({row.problem}), so it shows as the API sent it.
                </p>
                <RawRecord value={row.raw} />
              </>
            ) : (
              <LogRecord log={row} />
            )}
          </div>
          <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3">
            <Button
              variant="secondary"
              size="sm"
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white"
              aria-disabled={atStart}
              onClick={() => go(-1)}
            >
              <ChevronLeft aria-hidden className="size-4 rotate-90" /> Previous
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white"
              aria-disabled={atEnd}
              onClick={() => go(1)}
            >
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
