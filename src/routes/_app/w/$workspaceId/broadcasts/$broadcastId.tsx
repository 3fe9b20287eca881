import { createFileRoute } from '@tanstack/react-router'
import { logPageQuery, logSearchSchema } from '@/features/broadcasts/broadcast-search'
import { BroadcastDetail } from '@/features/broadcasts/components/broadcast-detail'
import { cachedAllLogs } from '@/resources/all-logs-reads'
import { broadcastQueries } from '@/resources/broadcasts'
import { detailErrorRoute } from '@/routes/-shared/detail-error-route'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/broadcasts/$broadcastId')({
  staticData: { title: 'Broadcasts' },
  validateSearch: logSearchSchema,
  loaderDeps: ({ search }) => logPageQuery(search),
  loader: async ({ context, params, deps }) => {
    // Once every log is read (kept for the tab), the table pages through those: no page to fetch.
    if (cachedAllLogs(context.queryClient, params.broadcastId)?.outcome !== 'complete')
      prefetch(context, broadcastQueries.logs(params.broadcastId, deps))
    await context.queryClient.ensureQueryData(broadcastQueries.detail(params.broadcastId))
  },
  component: () => <SearchScreen route={Route} screen={BroadcastDetail} navigate={{ resetScroll: false }} />,
  errorComponent: detailErrorRoute('broadcast', { to: '/w/$workspaceId/broadcasts', label: 'Back to broadcasts' }),
})
