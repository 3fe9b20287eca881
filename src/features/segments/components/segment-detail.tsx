import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, Trash2 } from 'lucide-react'
import { Detail, DetailList } from '@/components/detail-list'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { isDeletedError } from '@/resources/deleted-items'
import { retargetQueries } from '../broadcast-queries'
import { segmentQueries } from '../queries'
import { useSegmentDialogs } from './segment-dialogs'

const linkClasses = 'font-medium text-indigo-700 [overflow-wrap:anywhere] hover:underline'

/** The included segments, each a link to its detail. */
function LinkedSegments({ workspaceId, ids }: { workspaceId: string; ids: readonly string[] }) {
  // Named once each is read, else shown by id.
  const named = useQueries({ queries: ids.map((id) => segmentQueries.detail(id)) })
  if (ids.length === 0) return '—'
  return (
    <ul className="space-y-1">
      {ids.map((id, index) => (
        <li key={id}>
          <Link
            to="/w/$workspaceId/segments/$segmentId"
            params={{ workspaceId, segmentId: id }}
            className={linkClasses}
          >
            {named[index]?.data?.name ?? id}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function RetargetBroadcast({ workspaceId, broadcastId }: { workspaceId: string; broadcastId: string }) {
  const { data, error } = useQuery(retargetQueries.broadcast(broadcastId))
  if (isDeletedError(error)) return `${broadcastId} (deleted)`
  return (
    <Link to="/w/$workspaceId/broadcasts/$broadcastId" params={{ workspaceId, broadcastId }} className={linkClasses}>
      {data?.name ?? broadcastId}
    </Link>
  )
}

export function SegmentDetail({ workspaceId, segmentId }: { workspaceId: string; segmentId: string }) {
  const { data: segment } = useSuspenseQuery(segmentQueries.detail(segmentId))
  const navigate = useNavigate()
  const dialogs = useSegmentDialogs({
    workspaceId,
    onDeleted: () => void navigate({ to: '/w/$workspaceId/segments', params: { workspaceId } }),
  })
  const dates = [
    { label: 'Scheduled for', iso: segment.scheduleDateTime },
    { label: 'Started', iso: segment.startedAt },
    { label: 'Completed', iso: segment.completedAt },
  ].filter((date): date is { label: string; iso: string } => Boolean(date.iso))

  return (
    <>
      <Link
        to="/w/$workspaceId/segments"
        params={{ workspaceId }}
        className="mb-3 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> All segments
      </Link>
      <PageHeader
        title={segment.name}
        actions={
          <Button variant="secondary" onClick={() => dialogs.remove({ id: segmentId, name: segment.name })}>
            <Trash2 aria-hidden className="size-4" /> Delete
          </Button>
        }
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
        {dates.map(({ label, iso }) => (
          <Detail key={label} label={label}>
            <time dateTime={iso}>{formatDateTime(iso)}</time>
          </Detail>
        ))}
      </DetailList>
      {dialogs.dialogs}
    </>
  )
}
