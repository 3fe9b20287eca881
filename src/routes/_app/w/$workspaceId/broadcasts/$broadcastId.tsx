import { createFileRoute } from '@tanstack/react-router'
import { hasLogFilter, logPageQuery, logSearchSchema } from '@/features/broadcasts/broadcast-search'
import { BroadcastDetail } from '@/features/broadcasts/components/broadcast-detail'
import { cachedAllLogs } from '@/resources/all-logs-reads'
import { broadcastQueries } from '@/resources/broadcasts'
import { detailErrorRoute } from '@/routes/-shared/detail-error-route'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/broadcasts/$broadcastId')({
  staticData: { title: 'Broadcasts' },
  validateSearch: logSearchSchema,
  loaderDeps: ({ search }) => ({ ...logPageQuery(search), filtered: hasLogFilter(search) }),
  loader: async ({ context, params, deps: { filtered, ...paging } }) => {
    // Once every log is read (kept for the tab), the table pages through those, and a filter reads them all: no page.
    if (!filtered && cachedAllLogs(context.queryClient, params.broadcastId)?.outcome !== 'complete')
      prefetch(context, broadcastQueries.logs(params.broadcastId, paging))
    await context.queryClient.ensureQueryData(broadcastQueries.detail(params.broadcastId))
  },
  component: () => <SearchScreen route={Route} screen={BroadcastDetail} navigate={{ resetScroll: false }} />,
  errorComponent: detailErrorRoute('broadcast', { to: '/w/$workspaceId/broadcasts', label: 'Back to broadcasts' }),
})
