import { BarChart } from '@/components/bar-chart'
import { figureRate } from '@/domain/broadcast-figures'
import { formatCount, formatPercent } from '@/lib/format'
import { COMPARED_STAGES, type ComparedStage } from './broadcast-stats'
import { type ComparedBroadcast } from './compared-broadcast'

const CAPTIONS: Record<ComparedStage, string> = {
  delivered: 'Delivered, of recipients',
  read: 'Read, of recipients',
  replied: 'Replied, of recipients',
  failed: 'Failed, of recipients',
}

/** "30% (60)"; without a rate (no recipients, or a record that lacks them) the count alone, and why. */
function valueText(count: number | undefined, recipients: number | undefined): string {
  if (count === undefined) return 'Not given'
  const rate = figureRate(count, recipients)
  if (rate !== undefined) return `${formatPercent(rate)} (${formatCount(count)})`
  return `${formatCount(count)} (${recipients === 0 ? 'no recipients' : 'rate not given'})`
}

/** One bar chart per stage, one bar per broadcast: its rate, with the count beside it as text. */
export function CompareChart({ rows }: { rows: readonly ComparedBroadcast[] }) {
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      {COMPARED_STAGES.map((stage) => (
        <BarChart
          key={stage}
          caption={CAPTIONS[stage]}
          bars={rows.map((row) => {
            const count = row.stages[stage]
            return {
              label: row.label,
              share: figureRate(count, row.recipients) ?? 0,
              valueText: valueText(count, row.recipients),
              tone: stage === 'failed' ? 'red' : 'indigo',
            }
          })}
        />
      ))}
    </div>
  )
}
