import { type BroadcastStats } from './broadcast-stats'

/** One column of the comparison: a picked broadcast and the stats of its complete read. */
export interface ComparedBroadcast {
  id: string
  name: string
  /** The name, with the id when another picked broadcast has the same name. */
  label: string
  stats: BroadcastStats
}

export const formatCount = (n: number) => n.toLocaleString('en')
export const formatRate = (rate: number) => `${Math.round(rate * 1000) / 10}%`
