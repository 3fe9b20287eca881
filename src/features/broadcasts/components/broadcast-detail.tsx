import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { usePageTitle } from '@/app/page-title'
import { BackLink } from '@/components/back-link'
import { Detail, DetailList } from '@/components/detail-list'
import { PageHeader } from '@/components/page-header'
import { RecordActions } from '@/components/record-actions'
import { TextLink } from '@/components/text-link'
import { type UrlSearchProps } from '@/components/url-search-props'
import { WorkspaceName } from '@/components/workspace-name'
import type { LogSearch } from '../broadcast-search'
import { broadcastQueries } from '@/resources/broadcasts'
import { BroadcastLogs } from './broadcast-logs'
import { useBroadcastDialogs } from './broadcast-dialogs'
import { LogReportPanel } from './log-report-panel'

interface BroadcastDetailProps extends UrlSearchProps<LogSearch> {
  workspaceId: string
  broadcastId: string
}

export function BroadcastDetail({ workspaceId, broadcastId, search, onSearchChange }: BroadcastDetailProps) {
  const { data: broadcast } = useSuspenseQuery(broadcastQueries.detail(broadcastId))
  usePageTitle(broadcast.name)
  const navigate = useNavigate()
  const list = { to: '/w/$workspaceId/broadcasts', params: { workspaceId } } as const
  const dialogs = useBroadcastDialogs({ workspaceId, onDeleted: () => void navigate(list) })
  // The URL's id is the one that reached this broadcast, whether or not the response repeats it.
  const identified = { ...broadcast, id: broadcastId }

  return (
    <>
      <BackLink {...list}>All broadcasts</BackLink>
      <PageHeader
        title={broadcast.name}
        actions={
          <RecordActions
            onEdit={() => dialogs.edit(identified)}
            preloadEdit={dialogs.preloadForm}
            onDelete={() => dialogs.remove(identified)}
          />
        }
      />
      <DetailList className="sm:grid-cols-3">
        <Detail label="Type">{broadcast.type}</Detail>
        <Detail label="Workspace">
          <WorkspaceName workspaceId={broadcast.workspace.id} />
        </Detail>
        <Detail label="Broadcast id" mono>
          {broadcastId}
        </Detail>
      </DetailList>
      <p className="mt-3 text-sm">
        <TextLink to="/w/$workspaceId/broadcasts/compare" params={{ workspaceId }} search={{ ids: broadcastId }}>
          Compare with other broadcasts
        </TextLink>
      </p>
      <div className="mt-6 space-y-8">
        {/* Keyed: a report of another broadcast, or of this one before an edit, must never show here. */}
        <LogReportPanel
          key={`${broadcastId}|${broadcast.name}|${broadcast.type}`}
          workspaceId={workspaceId}
          broadcast={identified}
          search={search}
        />
        <BroadcastLogs broadcastId={broadcastId} search={search} onSearchChange={onSearchChange} />
      </div>
      {dialogs.dialogs}
    </>
  )
}
