import type { Broadcast } from '@/api/broadcasts'
import { NotGiven } from '@/components/not-given'
import { formatDateTime } from '@/lib/format'

type Timed = Pick<Broadcast, 'scheduleDateTime' | 'startedAt' | 'completedAt'>

/** The broadcast's furthest moment the record gives: completed, else started, else scheduled for. */
function latestMoment({ scheduleDateTime, startedAt, completedAt }: Timed) {
  if (completedAt) return { label: 'Completed', iso: completedAt }
  if (startedAt) return { label: 'Started', iso: startedAt }
  if (scheduleDateTime) return { label: 'Scheduled for', iso: scheduleDateTime }
  return undefined
}

/** A moment of the record as a date and time; a value that is not a date is shown as sent. */
export function Moment({ iso }: { iso: string }) {
  return Number.isNaN(Date.parse(iso)) ? (
    <span dir="auto">{iso}</span>
  ) : (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatDateTime(iso)}
    </time>
  )
}

/** The list's When: "Scheduled for …", "Started …" or "Completed …". */
export function BroadcastWhen({ broadcast }: { broadcast: Timed }) {
  const moment = latestMoment(broadcast)
  if (!moment) return <NotGiven />
  return (
    <span className="break-words">
      <span className="text-slate-600 sm:block">{moment.label}</span> <Moment iso={moment.iso} />
    </span>
  )
}
