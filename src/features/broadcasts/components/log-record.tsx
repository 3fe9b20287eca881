import { useId, type ReactNode } from 'react'
import type { BroadcastLog } from '@/api/broadcasts'
import { Detail } from '@/components/detail-list'
import { countryLabel } from '@/domain/calling-codes'
import { errorInWords } from '@/domain/whatsapp-errors'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import { CopyNumber } from './copy-number'
import { LogRawJson } from './log-raw-json'
import { LogStatusBadge } from './log-status-badge'
import { logStatusTime } from './log-status-time'

const none = <span className="font-normal text-slate-500">None</span>

/** A text as written, its line breaks kept, and what follows it; None when there is no text. */
function Written({ text, className, children }: { text?: string | null; className: string; children?: ReactNode }) {
  if (!text) return none
  return (
    <>
      <span dir="auto" className={cn('block whitespace-pre-wrap', className)}>
        {text}
      </span>
      {children}
    </>
  )
}

/** A readable log's fields, each named, then the whole record as the API sent it. */
export function LogRecord({ log }: { log: BroadcastLog }) {
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
            <span id={numberId} dir="ltr" className="tabular-nums">
              {number || none}
            </span>
            {number && <CopyNumber number={number} targetId={numberId} />}
          </span>
        </Detail>
        <Detail label="Country">{countryLabel(log.countryCode)}</Detail>
        <Detail label="Status">
          <span className="flex flex-wrap items-center gap-2">
            <LogStatusBadge status={log.status} />
            <time dateTime={log.updatedAt}>{logStatusTime(log)}</time>
          </span>
        </Detail>
        <Detail label="Sent">
          <time dateTime={log.createdAt}>{formatDateTime(log.createdAt)}</time>
        </Detail>
        <Detail label="Reply">
          <Written text={log.reply} className="font-normal" />
        </Detail>
        <Detail label="Error">
          <Written text={log.error} className="text-red-800">
            {words && <span className="mt-1 block font-normal text-slate-700">{words}</span>}
          </Written>
        </Detail>
      </dl>
      <LogRawJson value={log} />
    </>
  )
}
