import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { lazyComponent } from '@/components/lazy-component'
import { composerStepSearchSchema } from '@/features/broadcasts/composer/composer-search'
import { broadcastQueries } from '@/resources/broadcasts'
import { detailErrorRoute } from '@/routes/-shared/detail-error-route'

// Loaded with the route's data, not imported by its part: see broadcasts/new.tsx.
const EditComposer = lazyComponent(() =>
  import('@/features/broadcasts/composer/edit-composer').then((module) => module.EditComposer),
)

export const Route = createFileRoute('/_app/w/$workspaceId/broadcasts/$broadcastId_/edit')({
  staticData: { title: 'Edit broadcast' },
  validateSearch: composerStepSearchSchema,
  loader: async ({ context, params }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(broadcastQueries.detail(params.broadcastId)),
      EditComposer.preload(),
    ])
  },
  component: function EditBroadcastRoute() {
    const { workspaceId, broadcastId } = Route.useParams()
    const { step = 'message' } = Route.useSearch()
    const navigate = Route.useNavigate()
    const { data } = useSuspenseQuery(broadcastQueries.detail(broadcastId))
    return (
      <EditComposer
        key={broadcastId}
        workspaceId={workspaceId}
        broadcast={data}
        step={step}
        onStepChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, step: next }), resetScroll: false })
        }
      />
    )
  },
  errorComponent: detailErrorRoute('broadcast', { to: '/w/$workspaceId/broadcasts', label: 'Back to broadcasts' }),
})
