import { BarChart } from '@/components/bar-chart'
import { COMPARED_STAGES, type ComparedStage } from './broadcast-stats'
import { formatCount, formatRate, type ComparedBroadcast } from './compared-broadcast'

const CAPTIONS: Record<ComparedStage, string> = {
  delivered: 'Delivered, of recipients',
  read: 'Read, of recipients',
  replied: 'Replied, of recipients',
  failed: 'Failed, of recipients',
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
            const { count, rate } = row.stats.stages[stage]
            return {
              label: row.label,
              share: rate,
              valueText: `${formatRate(rate)} (${formatCount(count)})`,
              tone: stage === 'failed' ? 'red' : 'indigo',
            }
          })}
        />
      ))}
    </div>
  )
}
