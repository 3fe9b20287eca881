import type { Broadcast } from '@/api/broadcasts'
import { BarChart, type ChartBar } from '@/components/bar-chart'
import { figureRate, recordFigures, type RecordFigures } from '@/domain/broadcast-figures'
import { formatCount, formatPercent } from '@/lib/format'
import { completeRead } from '../complete-read'
import { FUNNEL_LABELS } from '../funnel-words'
import { FollowLive } from '../follow-live/follow-live'
import { useAllLogs } from '@/resources/use-all-logs'

/** The report's funnel words where the record counts the same way; its replies are every reply, opt-outs included. */
const STAGES: readonly { key: keyof RecordFigures; label: string; tone?: ChartBar['tone'] }[] = [
  { key: 'recipients', label: 'Recipients' },
  { key: 'sent', label: FUNNEL_LABELS.sent },
  { key: 'delivered', label: FUNNEL_LABELS.delivered },
  { key: 'read', label: FUNNEL_LABELS.read },
  { key: 'replied', label: 'Replied, opt-outs included' },
  { key: 'failed', label: 'Failed', tone: 'red' },
]

function bar(label: string, count: number | undefined, recipients: number | undefined, tone?: ChartBar['tone']) {
  const rate = figureRate(count, recipients)
  const valueText =
    count === undefined ? 'Not given' : `${formatCount(count)}${rate === undefined ? '' : ` (${formatPercent(rate)})`}`
  return { label, share: rate ?? 0, valueText, tone }
}

/**
 * The broadcast's figures from its own record, at once and with no log read: recipients → sent → delivered → read →
 * replied, and failed, as counts and rates. Followed live through the record while it sends. Nothing for a broadcast
 * whose record carries no figures.
 */
export function RecordFunnel({ broadcast }: { broadcast: Broadcast & { id: string } }) {
  const { state } = useAllLogs(broadcast.id)
  const figures = recordFigures(broadcast)
  if (!figures) return null
  const logsRead = completeRead(state)?.logs.length
  const differs = logsRead !== undefined && logsRead !== figures.recipients
  return (
    <section
      aria-labelledby="figures-heading"
      className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div>
        <h2 id="figures-heading" className="text-base font-semibold text-slate-900">
          Figures
        </h2>
        <p className="text-sm text-slate-600">
          From the broadcast record: the service’s own counts.
          {differs && ` The report below counts the ${formatCount(logsRead)} logs read instead, so its figures differ.`}
        </p>
      </div>
      <FollowLive broadcastId={broadcast.id} record={broadcast} />
      <BarChart
        caption="Delivery funnel: recipients that reached each stage or a later one, and those it failed for"
        bars={STAGES.map(({ key, label, tone }) => bar(label, figures[key], figures.recipients, tone))}
      />
      {figures.replied !== undefined && (
        <p className="text-sm text-slate-600">
          The record counts every reply, those asking for no more messages (STOP and the like) included: it cannot tell
          them apart. The report reads the replies and counts those apart, as opted out.
        </p>
      )}
    </section>
  )
}
