import type { Broadcast } from '@/api/broadcasts'
import { NotGiven } from '@/components/not-given'
import { engagementWords } from '@/domain/retarget-engagement'
import { formatCountOf } from '@/lib/format'

/** Names the screen already holds (lists in the cache), by id: nothing is fetched to name an audience. */
export interface KnownNames {
  segments: ReadonlyMap<string, string>
  broadcasts: ReadonlyMap<string, string>
}

/** "2 segments: VIP, Trial", naming those whose names are known ("…: VIP and 1 other"); the count never wraps. */
function Segments({ ids, names }: { ids: readonly string[]; names: ReadonlyMap<string, string> }) {
  const count = formatCountOf(ids.length, 'segment', 'segments')
  const known = ids.flatMap((id) => names.get(id) ?? [])
  const others = ids.length - known.length
  return (
    <span>
      <span className="whitespace-nowrap">
        {count}
        {known.length > 0 && ':'}
      </span>
      {known.length > 0 &&
        ` ${known.join(', ')}${others > 0 ? ` and ${others} ${others === 1 ? 'other' : 'others'}` : ''}`}
    </span>
  )
}

/** "Did not read · Black Friday": whom a retarget reaches, and of which broadcast (its id when its name is not known). */
function retargetText(
  { retargetBroadcast, retargetEngagementType }: Pick<Broadcast, 'retargetBroadcast' | 'retargetEngagementType'>,
  names: ReadonlyMap<string, string>,
): string | undefined {
  if (!retargetBroadcast) return undefined
  const source = names.get(retargetBroadcast.id) ?? retargetBroadcast.id
  return retargetEngagementType ? `${engagementWords(retargetEngagementType)} · ${source}` : `Retarget of ${source}`
}

/** Whom the broadcast goes to: its segments, and the people of an earlier broadcast it retargets. */
export function BroadcastAudience({
  broadcast,
  names,
}: {
  broadcast: Pick<Broadcast, 'segments' | 'retargetBroadcast' | 'retargetEngagementType'>
  names: KnownNames
}) {
  const segments = broadcast.segments ?? []
  const retarget = retargetText(broadcast, names.broadcasts)
  if (segments.length === 0 && !retarget) return <NotGiven />
  return (
    <span dir="auto" className="flex flex-col break-words">
      {segments.length > 0 && <Segments ids={segments.map((segment) => segment.id)} names={names.segments} />}
      {retarget && <span>{retarget}</span>}
    </span>
  )
}
