import { createFileRoute, redirect } from '@tanstack/react-router'
import { broadcastListQuery, broadcastSearchSchema } from '@/features/broadcasts/broadcast-search'
import { BroadcastList } from '@/features/broadcasts/components/broadcast-list'
import { broadcastQueries } from '@/resources/broadcasts'
import { listRoute } from '@/routes/-shared/list-route'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/broadcasts/')({
  ...listRoute('Broadcasts', broadcastSearchSchema, broadcastListQuery),
  // An older link's `new=1` opened a create dialog: new broadcasts are made in the composer now.
  beforeLoad: ({ search, params }) => {
    if (search.new === 1) throw redirect({ to: '/w/$workspaceId/broadcasts/new', params, replace: true })
  },
  loader: ({ context, params, deps }) => prefetch(context, broadcastQueries.list({ ...params, ...deps })),
  component: () => <SearchScreen route={Route} screen={BroadcastList} />,
})
