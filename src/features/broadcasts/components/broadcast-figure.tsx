import { NotGiven } from '@/components/not-given'
import { figureRate } from '@/domain/broadcast-figures'
import { cn } from '@/lib/cn'
import { formatCount, formatPercent } from '@/lib/format'

interface BroadcastFigureProps {
  count: number | undefined
  recipients: number | undefined
  /** The rate under the count, for a narrow column. */
  stacked?: boolean
}

/** One figure of the record: its count and its rate of the recipients (when both are known), or not given. */
export function BroadcastFigure({ count, recipients, stacked = false }: BroadcastFigureProps) {
  if (count === undefined) return <NotGiven />
  const rate = figureRate(count, recipients)
  return (
    <span className="whitespace-nowrap tabular-nums">
      {formatCount(count)}
      {rate !== undefined && (
        <span className={cn('text-slate-600', stacked && 'sm:block sm:text-xs')}> ({formatPercent(rate)})</span>
      )}
    </span>
  )
}
