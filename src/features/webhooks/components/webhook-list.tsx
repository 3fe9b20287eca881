import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Webhook } from '@/api/webhooks'
import { actionsColumn } from '@/components/actions-column'
import { type Column } from '@/components/column'
import { ListPage } from '@/components/list-page'
import { monoColumn } from '@/components/mono-column'
import { lazyDialog } from '@/components/lazy-dialog'
import { nameColumn } from '@/components/name-column'
import { useResourceDialogs } from '@/components/use-resource-dialogs'
import { type UrlSearchProps } from '@/components/url-search-props'
import { isCreateRequested, withoutCreateRequest } from '@/lib/create-request'
import { useDeleteWebhook, webhookQueries } from '@/resources/webhooks'
import { eventCount } from '../webhook-events'
import { webhookListQuery, type WebhookSearch } from '../webhook-search'
import { WebhookActiveSwitch } from './webhook-active-switch'

const WebhookFormDialog = lazyDialog(() => import('./webhook-form-dialog'), 'WebhookFormDialog')

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

export function WebhookList({ search, onSearchChange }: WebhookListProps) {
  const params = webhookListQuery(search)
  const query = useQuery({ ...webhookQueries.list(params), placeholderData: keepPreviousData })
  const dialogs = useResourceDialogs<Webhook>({
    noun: 'webhook',
    form: ({ item, ...props }) => <WebhookFormDialog {...props} webhook={item} />,
    preloadForm: WebhookFormDialog.preload,
    deletion: useDeleteWebhook(),
    deleteDescription: 'Its address is sent no more events. This cannot be undone.',
    requested: isCreateRequested(search),
    onRequestClosed: () => onSearchChange(withoutCreateRequest(search), { replace: true }),
  })

  return (
    <ListPage
      title="Webhooks"
      description="Addresses the service sends events to, for the whole account: new messages on each channel and changes to contacts."
      noun="webhook"
      columns={webhookColumns(dialogs)}
      dialogs={dialogs}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
    />
  )
}
