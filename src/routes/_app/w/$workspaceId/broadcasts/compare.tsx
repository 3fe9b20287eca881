import { createFileRoute } from '@tanstack/react-router'
import { compareSearchSchema } from '@/features/broadcasts/broadcast-search'
import { CompareBroadcasts } from '@/features/broadcasts/compare/compare-broadcasts'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/broadcasts/compare')({
  staticData: { title: 'Compare broadcasts' },
  validateSearch: compareSearchSchema,
  component: () => <SearchScreen route={Route} screen={CompareBroadcasts} />,
})
