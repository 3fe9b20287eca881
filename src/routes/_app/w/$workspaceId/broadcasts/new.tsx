import { createFileRoute } from '@tanstack/react-router'
import { lazyComponent } from '@/components/lazy-component'
import { composerSearchSchema } from '@/features/broadcasts/composer/composer-search'
import { broadcastQueries } from '@/resources/broadcasts'
import { detailErrorRoute } from '@/routes/-shared/detail-error-route'

/*
 * The composer shares the template picker and preview with the templates screens. Imported by this route's own part,
 * the build would put those in the chunk every screen loads first (scripts/build/route-chunks.ts): loaded here, with
 * the route's data, they stay the composer's and the templates screens'.
 */
const NewComposer = lazyComponent(() =>
  import('@/features/broadcasts/composer/new-composer').then((module) => module.NewComposer),
)

export const Route = createFileRoute('/_app/w/$workspaceId/broadcasts/new')({
  staticData: { title: 'New broadcast' },
  validateSearch: composerSearchSchema,
  loaderDeps: ({ search }) => ({ source: search.from ?? search.retarget }),
  loader: async ({ context, deps }) => {
    const [source] = await Promise.all([
      deps.source ? context.queryClient.ensureQueryData(broadcastQueries.detail(deps.source)) : undefined,
      NewComposer.preload(),
    ])
    return { source }
  },
  component: function NewBroadcastRoute() {
    const { workspaceId } = Route.useParams()
    const search = Route.useSearch()
    const { source } = Route.useLoaderData()
    const navigate = Route.useNavigate()
    return (
      <NewComposer
        workspaceId={workspaceId}
        search={search}
        source={source}
        onStepChange={(step) => void navigate({ search: (previous) => ({ ...previous, step }), resetScroll: false })}
      />
    )
  },
  errorComponent: detailErrorRoute('broadcast', { to: '/w/$workspaceId/broadcasts', label: 'Back to broadcasts' }),
})
