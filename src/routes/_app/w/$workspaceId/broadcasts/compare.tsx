import { createFileRoute } from '@tanstack/react-router'
import { compareSearchSchema } from '@/features/broadcasts/broadcast-search'
import { compareChoicesQuery } from '@/features/broadcasts/compare/compare-choices'
import { CompareBroadcasts } from '@/features/broadcasts/compare/compare-broadcasts'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/broadcasts/compare')({
  validateSearch: compareSearchSchema,
  loader: ({ context, params }) => prefetch(context, compareChoicesQuery(params.workspaceId)),
  component: () => <SearchScreen route={Route} screen={CompareBroadcasts} />,
})
