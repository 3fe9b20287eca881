import { createFileRoute } from '@tanstack/react-router'
import { WebhookList } from '@/features/webhooks/components/webhook-list'
import { webhookQueries } from '@/resources/webhooks'
import { webhookListQuery, webhookSearchSchema } from '@/features/webhooks/webhook-search'
import { listRoute } from '@/routes/-shared/list-route'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/webhooks')({
  ...listRoute('Webhooks', webhookSearchSchema, webhookListQuery),
  loader: ({ context, deps }) => prefetch(context, webhookQueries.list(deps)),
  component: () => <SearchScreen route={Route} screen={WebhookList} />,
})
