import type { Broadcast } from '@/api/broadcasts'
import { Detail, DetailList } from '@/components/detail-list'
import { RecordIds } from '@/components/record-ids'
import { WorkspaceName } from '@/components/workspace-name'
import { broadcastStatusMeaning } from '@/domain/broadcast-status'
import { codeInWords } from '@/lib/code-words'
import { BroadcastAudience } from './broadcast-audience'
import { BroadcastStatusBadge } from './broadcast-status-badge'
import { BroadcastTemplate } from './broadcast-template'
import { Moment } from './broadcast-when'
import { useKnownNames } from './use-known-names'

interface BroadcastFactsProps {
  broadcast: Broadcast
  broadcastId: string
  workspaceId: string
}

/**
 * What the broadcast's record says of it: what it sends, to whom, where it stands and when (left out where not given),
 * and its id under Technical details.
 */
export function BroadcastFacts({ broadcast, broadcastId, workspaceId }: BroadcastFactsProps) {
  const names = useKnownNames(workspaceId)
  const moments = [
    { label: 'Scheduled for', iso: broadcast.scheduleDateTime },
    { label: 'Started', iso: broadcast.startedAt },
    { label: 'Completed', iso: broadcast.completedAt },
  ]
  const hasAudience = Boolean(broadcast.segments?.length || broadcast.retargetBroadcast)
  return (
    <>
      <DetailList className="sm:grid-cols-3">
        <Detail label="Type">{codeInWords(broadcast.type)}</Detail>
        {broadcast.template && (
          <Detail label="Template">
            <BroadcastTemplate template={broadcast.template} />
          </Detail>
        )}
        {hasAudience && (
          <Detail label="Audience">
            <BroadcastAudience broadcast={broadcast} names={names} />
          </Detail>
        )}
        {broadcast.status && (
          <Detail label="Status">
            <BroadcastStatusBadge status={broadcast.status} meaningShown />
            <span className="mt-1 block text-sm font-normal text-slate-600">
              {broadcastStatusMeaning(broadcast.status)}
            </span>
          </Detail>
        )}
        {moments.map(
          ({ label, iso }) =>
            iso && (
              <Detail key={label} label={label}>
                <Moment iso={iso} />
              </Detail>
            ),
        )}
        <Detail label="Workspace">
          <WorkspaceName workspaceId={broadcast.workspace.id} />
        </Detail>
      </DetailList>
      <RecordIds className="mt-3" ids={[{ label: 'Broadcast id', value: broadcastId }]} />
    </>
  )
}
