import type { RecordFigures } from '@/domain/broadcast-figures'
import { COMPARED_STAGES, type BroadcastStats, type ComparedStage } from './broadcast-stats'

/**
 * One row of the comparison: a picked broadcast and its figures, from its record (the service's own counts, no log
 * read) or from every log read. A figure the source does not give is undefined.
 */
export interface ComparedBroadcast {
  id: string
  name: string
  /** The name, with the id when another picked broadcast has the same name. */
  label: string
  source: 'record' | 'logs'
  recipients: number | undefined
  /** How many reached each stage (or failed). */
  stages: Record<ComparedStage, number | undefined>
  /** What only the logs tell; undefined for figures from the record. */
  fromLogs?: Pick<BroadcastStats, 'medianSentToReadMs' | 'failureReasons' | 'countries'>
}

type Picked = Pick<ComparedBroadcast, 'id' | 'name' | 'label'>

export function comparedFromLogs(
  picked: Picked,
  { recipients, stages, ...fromLogs }: BroadcastStats,
): ComparedBroadcast {
  const counts = Object.fromEntries(COMPARED_STAGES.map((stage) => [stage, stages[stage].count]))
  return { ...picked, source: 'logs', recipients, stages: counts as ComparedBroadcast['stages'], fromLogs }
}

export function comparedFromRecord(picked: Picked, figures: RecordFigures): ComparedBroadcast {
  const counts = Object.fromEntries(COMPARED_STAGES.map((stage) => [stage, figures[stage]]))
  return { ...picked, source: 'record', recipients: figures.recipients, stages: counts as ComparedBroadcast['stages'] }
}
