import type { BroadcastLog } from '@/api/broadcasts'
import type { DemoData, Recipient, StoredBroadcast, StoredSegment } from './demo-data'
import { hashString } from './seed-random'

/** Who a campaign sends to: the people, or how many (made up from the seed's countries); `key` names them. */
export interface Audience {
  people: readonly Recipient[] | number
  key: string
}

/** A segment's size: its member count, or for one created in the demo 20 to 120, the same every time for its id. */
export const segmentSize = (segment: StoredSegment) => segment.memberCount ?? 20 + (hashString(segment.id) % 101)

const normalized = (value: string | null | undefined) => (value ?? '').trim().toLowerCase()

const keyOf = (people: readonly Recipient[]) =>
  `people:${people.length}:${hashString(people.map((p) => `${p.countryCode}${p.phone}${p.recepientName}`).join('|'))}`

/**
 * A campaign's audience when it starts at `start`: its segments' sizes added up (a person in two segments counts
 * twice: the demo does not dedupe), or the people of the broadcast it retargets whose log then had the engagement
 * type as its status. A frozen audience stays as it was frozen; a segment or broadcast that is gone adds no one.
 */
export async function campaignAudience(
  data: DemoData,
  broadcast: StoredBroadcast,
  start: number,
  logsOf: (source: StoredBroadcast, at: number) => Promise<BroadcastLog[]>,
): Promise<Audience> {
  const frozen = broadcast.frozenAudience
  if (typeof frozen === 'number') return { people: frozen, key: `count:${frozen}` }
  if (frozen) return { people: frozen, key: keyOf(frozen) }
  const target = broadcast.retargetBroadcast
  if (target) {
    const source = data.broadcasts.find((b) => b.id === target.id && b.workspace.id === broadcast.workspace.id)
    const engagement = normalized(broadcast.retargetEngagementType)
    const logs = source ? await logsOf(source, start) : []
    const people = logs
      .filter((log) => normalized(log.status) === engagement)
      .map(({ recepientName, countryCode, phone }) => ({ recepientName, countryCode, phone }))
    return { people, key: keyOf(people) }
  }
  let count = 0
  for (const { id } of broadcast.segments ?? []) {
    const segment = data.segments.find((s) => s.id === id && s.workspaceId === broadcast.workspace.id)
    if (segment) count += segmentSize(segment)
  }
  return { people: count, key: `count:${count}` }
}
