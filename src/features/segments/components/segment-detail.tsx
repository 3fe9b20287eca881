import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { BackLink } from '@/components/back-link'
import { Detail, DetailDates, DetailList } from '@/components/detail-list'
import { PageHeader } from '@/components/page-header'
import { RecordActions } from '@/components/record-actions'
import { TextLink } from '@/components/text-link'
import { isDeletedError } from '@/resources/deleted-items'
import { retargetQueries } from '@/resources/broadcasts'
import { segmentQueries } from '@/resources/segments'
import { useSegmentDialogs } from './segment-dialogs'

/** The included segments, each a link to its detail. */
function LinkedSegments({ workspaceId, ids }: { workspaceId: string; ids: readonly string[] }) {
  // Named once each is read, else shown by id.
  const named = useQueries({ queries: ids.map((id) => segmentQueries.detail(id)) })
  if (ids.length === 0) return '—'
  return (
    <ul className="space-y-1">
      {ids.map((id, index) => (
        <li key={id}>
          <TextLink
            to="/w/$workspaceId/segments/$segmentId"
            params={{ workspaceId, segmentId: id }}
            className="[overflow-wrap:anywhere]"
          >
            {named[index]?.data?.name ?? id}
          </TextLink>
        </li>
      ))}
    </ul>
  )
}

function RetargetBroadcast({ workspaceId, broadcastId }: { workspaceId: string; broadcastId: string }) {
  const { data, error } = useQuery(retargetQueries.broadcast(broadcastId))
  if (isDeletedError(error)) return `${broadcastId} (deleted)`
  return (
    <TextLink
      to="/w/$workspaceId/broadcasts/$broadcastId"
      params={{ workspaceId, broadcastId }}
      className="[overflow-wrap:anywhere]"
    >
      {data?.name ?? broadcastId}
    </TextLink>
  )
}

export function SegmentDetail({ workspaceId, segmentId }: { workspaceId: string; segmentId: string }) {
  const { data: segment } = useSuspenseQuery(segmentQueries.detail(segmentId))
  const navigate = useNavigate()
  const list = { to: '/w/$workspaceId/segments', params: { workspaceId } } as const
  const dialogs = useSegmentDialogs({ workspaceId, onDeleted: () => void navigate(list) })

  return (
    <>
      <BackLink {...list}>All segments</BackLink>
      <PageHeader
        title={segment.name}
        actions={<RecordActions onDelete={() => dialogs.remove({ id: segmentId, name: segment.name })} />}
      />
      <DetailList className="sm:grid-cols-3">
        <Detail label="Type">{segment.type || '—'}</Detail>
        <Detail label="Status">{segment.status || '—'}</Detail>
        <Detail label="Segment id" mono>
          {segmentId}
        </Detail>
        <Detail label="Included segments">
          <LinkedSegments
            workspaceId={workspaceId}
            ids={[...new Set((segment.segments ?? []).map((linked) => linked.id))]}
          />
        </Detail>
        <Detail label="Retarget broadcast">
          {segment.retargetBroadcast ? (
            <RetargetBroadcast workspaceId={workspaceId} broadcastId={segment.retargetBroadcast.id} />
          ) : (
            '—'
          )}
        </Detail>
        <Detail label="Retarget engagement">{segment.retargetEngagementType || '—'}</Detail>
        <DetailDates
          dates={[
            { label: 'Scheduled for', iso: segment.scheduleDateTime },
            { label: 'Started', iso: segment.startedAt },
            { label: 'Completed', iso: segment.completedAt },
          ]}
        />
      </DetailList>
      {dialogs.dialogs}
    </>
  )
}
