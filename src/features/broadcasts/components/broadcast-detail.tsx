import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { usePageTitle } from '@/app/page-title'
import { BackLink } from '@/components/back-link'
import { PageHeader } from '@/components/page-header'
import { RecordActions } from '@/components/record-actions'
import { TextLink } from '@/components/text-link'
import { type UrlSearchProps } from '@/lib/url-search'
import { hasLogFilter, type LogSearch } from '../broadcast-search'
import { broadcastQueries } from '@/resources/broadcasts'
import { broadcastActions } from './broadcast-actions'
import { BroadcastFacts } from './broadcast-facts'
import { BroadcastLogs } from './broadcast-logs'
import { useBroadcastDialogs } from './broadcast-dialogs'
import { LogReportPanel } from './log-report-panel'
import { RecordFunnel } from './record-funnel'

interface BroadcastDetailProps extends UrlSearchProps<LogSearch> {
  workspaceId: string
  broadcastId: string
}

export function BroadcastDetail({ workspaceId, broadcastId, search, onSearchChange }: BroadcastDetailProps) {
  const { data: broadcast } = useSuspenseQuery(broadcastQueries.detail(broadcastId))
  usePageTitle(broadcast.name)
  const navigate = useNavigate()
  const [now] = useState(() => new Date())
  const list = { to: '/w/$workspaceId/broadcasts', params: { workspaceId } } as const
  const dialogs = useBroadcastDialogs({ workspaceId, onDeleted: () => void navigate(list) })
  // The URL's id is the one that reached this broadcast, whether or not the response repeats it.
  const identified = { ...broadcast, id: broadcastId }
  const { own, extra } = broadcastActions(identified, { workspaceId, now, cancel: dialogs.cancel })
  const report = (
    // Keyed: a report of another broadcast, or of this one before an edit, must never show here.
    <LogReportPanel
      key={`report|${broadcastId}|${broadcast.name}|${broadcast.type}`}
      workspaceId={workspaceId}
      broadcast={identified}
      search={search}
    />
  )
  const logs = <BroadcastLogs key="logs" broadcast={identified} search={search} onSearchChange={onSearchChange} />

  return (
    <>
      <BackLink {...list}>All broadcasts</BackLink>
      <PageHeader
        title={broadcast.name}
        actions={
          own ? (
            <RecordActions extra={[...own, ...extra]} />
          ) : (
            <RecordActions
              extra={extra}
              onEdit={() => dialogs.edit(identified)}
              preloadEdit={dialogs.preloadForm}
              onDelete={() => dialogs.remove(identified)}
            />
          )
        }
      />
      <BroadcastFacts broadcast={broadcast} broadcastId={broadcastId} workspaceId={workspaceId} />
      <p className="mt-3 text-sm">
        <TextLink to="/w/$workspaceId/broadcasts/compare" params={{ workspaceId }} search={{ ids: broadcastId }}>
          Compare with other broadcasts
        </TextLink>
      </p>
      <div className="mt-6 space-y-8">
        <RecordFunnel broadcast={identified} />
        {/* While a filter is set, the logs come first: its matches are what one is after, not the report. */}
        {hasLogFilter(search) ? [logs, report] : [report, logs]}
      </div>
      {dialogs.dialogs}
    </>
  )
}
