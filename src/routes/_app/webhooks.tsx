import { createFileRoute } from '@tanstack/react-router'
import { WebhookList } from '@/features/webhooks/components/webhook-list'
import { webhookQueries } from '@/features/webhooks/queries'
import { webhookListQuery, webhookSearchSchema } from '@/features/webhooks/webhook-search'

export const Route = createFileRoute('/_app/webhooks')({
  validateSearch: webhookSearchSchema,
  loaderDeps: ({ search }) => webhookListQuery(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(webhookQueries.list(deps))
  },
  component: function WebhooksRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <WebhookList search={search} onSearchChange={(next) => void navigate({ search: next })} />
  },
})
