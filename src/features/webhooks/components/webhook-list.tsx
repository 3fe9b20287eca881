import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Webhook } from '@/api/webhooks'
import { actionsColumn } from '@/components/data-table/actions-column'
import { type Column } from '@/components/data-table/column'
import { ListPage } from '@/components/list-page'
import { monoColumn } from '@/components/data-table/mono-column'
import { lazyComponent } from '@/components/lazy-component'
import { asDialog } from '@/components/ui/dialog'
import { nameColumn } from '@/components/data-table/name-column'
import { useResourceDialogs } from '@/components/use-resource-dialogs'
import { type UrlSearchProps } from '@/lib/url-search'
import { createRequestIn, isCreateRequested, withoutCreateRequest } from '@/lib/create-request'
import { useDeleteWebhook, webhookQueries } from '@/resources/webhooks'
import { eventCount } from '../webhook-events'
import { webhookListQuery, type WebhookSearch } from '../webhook-search'
import { WebhookActiveSwitch } from './webhook-active-switch'

const WebhookFormDialog = lazyComponent(
  () => import('./webhook-form-dialog').then((module) => module.WebhookFormDialog),
  asDialog,
)

type WebhookListProps = UrlSearchProps<WebhookSearch>

interface WebhookActions {
  edit(webhook: Webhook): void
  preloadForm?(): void
  remove(webhook: Webhook): void
}

function webhookColumns({ edit, preloadForm, remove }: WebhookActions): Column<Webhook>[] {
  return [
    nameColumn({ className: 'font-medium sm:min-w-40 [overflow-wrap:anywhere]', cell: (webhook) => webhook.name }),
    monoColumn('serverUrl', 'Server URL', (webhook) => webhook.serverUrl),
    { id: 'active', header: 'Active', cell: (webhook) => <WebhookActiveSwitch webhook={webhook} /> },
    { id: 'events', header: 'Events', className: 'whitespace-nowrap', cell: (webhook) => eventCount(webhook.events) },
    actionsColumn({ edit, preloadEdit: preloadForm, remove }),
  ]
}

export function WebhookList(url: WebhookListProps) {
  const params = webhookListQuery(url.search)
  const query = useQuery({ ...webhookQueries.list(params), placeholderData: keepPreviousData })
  const dialogs = useResourceDialogs<Webhook>({
    noun: 'webhook',
    form: ({ item, ...props }) => <WebhookFormDialog {...props} webhook={item} />,
    preloadForm: WebhookFormDialog.preload,
    deletion: useDeleteWebhook(),
    deleteDescription: 'Its address is sent no more events. This cannot be undone.',
    ...createRequestIn(url, isCreateRequested, withoutCreateRequest),
  })

  return (
    <ListPage
      title="Webhooks"
      description="Addresses the service sends events to, for the whole account: new messages on each channel and changes to contacts."
      noun="webhook"
      columns={webhookColumns(dialogs)}
      dialogs={dialogs}
      query={query}
      {...url}
    />
  )
}
