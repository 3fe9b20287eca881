import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { usePageTitle } from '@/app/page-title'
import { BackLink } from '@/components/back-link'
import { Detail, DetailDates, DetailList } from '@/components/detail-list'
import { PageHeader } from '@/components/page-header'
import { RecordActions } from '@/components/record-actions'
import { RecordIds } from '@/components/record-ids'
import { RecordName } from '@/components/record-name'
import { TextLink } from '@/components/text-link'
import { codeInWords } from '@/lib/code-words'
import { isDeletedError } from '@/resources/deleted-items'
import { retargetQueries } from '@/resources/broadcasts'
import { segmentQueries } from '@/resources/segments'
import { engagementLabel } from '../engagement'
import { useSegmentDialogs } from './segment-dialogs'

/** An included segment, a link to its detail: named once it is read, else shown by id. */
function LinkedSegment({ workspaceId, id }: { workspaceId: string; id: string }) {
  const named = useQuery(segmentQueries.detail(id))
  return (
    <li>
      <TextLink
        to="/w/$workspaceId/segments/$segmentId"
        params={{ workspaceId, segmentId: id }}
        className="[overflow-wrap:anywhere]"
      >
        <RecordName id={id} name={named.data?.name} pending={named.isPending} error={named.error} noun="segment" />
      </TextLink>
    </li>
  )
}

/** The included segments, each a link to its detail. */
function LinkedSegments({ workspaceId, ids }: { workspaceId: string; ids: readonly string[] }) {
  if (ids.length === 0) return '—'
  return (
    <ul className="space-y-1">
      {ids.map((id) => (
        <LinkedSegment key={id} workspaceId={workspaceId} id={id} />
      ))}
    </ul>
  )
}

function RetargetBroadcast({ workspaceId, broadcastId }: { workspaceId: string; broadcastId: string }) {
  const { data, error, isPending } = useQuery(retargetQueries.broadcast(broadcastId))
  const name = <RecordName id={broadcastId} name={data?.name} pending={isPending} error={error} noun="broadcast" />
  if (isDeletedError(error)) return name
  return (
    <TextLink
      to="/w/$workspaceId/broadcasts/$broadcastId"
      params={{ workspaceId, broadcastId }}
      className="[overflow-wrap:anywhere]"
    >
      {name}
    </TextLink>
  )
}

export function SegmentDetail({ workspaceId, segmentId }: { workspaceId: string; segmentId: string }) {
  const { data: segment } = useSuspenseQuery(segmentQueries.detail(segmentId))
  usePageTitle(segment.name)
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
        <Detail label="Type">{segment.type ? codeInWords(segment.type) : '—'}</Detail>
        <Detail label="Status">{segment.status ? codeInWords(segment.status) : '—'}</Detail>
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
        <Detail label="Retarget engagement">
          {segment.retargetEngagementType ? engagementLabel(segment.retargetEngagementType) : '—'}
        </Detail>
        <DetailDates
          dates={[
            { label: 'Scheduled for', iso: segment.scheduleDateTime },
            { label: 'Started', iso: segment.startedAt },
            { label: 'Completed', iso: segment.completedAt },
          ]}
        />
      </DetailList>
      <RecordIds className="mt-6" ids={[{ label: 'Segment id', value: segmentId }]} />
      {dialogs.dialogs}
    </>
  )
}
