import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { Webhook } from '@/api/webhooks'
import { type Column } from '@/components/column'
import { ListEmptyState } from '@/components/list-empty-state'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { Button } from '@/components/ui/button'
import { webhookQueries } from '../queries'
import { eventCount } from '../webhook-events'
import { webhookListQuery, type WebhookSearch } from '../webhook-search'
import { WebhookActiveSwitch } from './webhook-active-switch'
import { useWebhookDialogs } from './webhook-dialogs'

interface WebhookListProps {
  search: WebhookSearch
  onSearchChange(next: WebhookSearch): void
}

function webhookColumns(actions: { edit(webhook: Webhook): void; remove(webhook: Webhook): void }): Column<Webhook>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      primary: true,
      className: 'font-medium sm:min-w-40 [overflow-wrap:anywhere]',
      cell: (webhook) => webhook.name,
    },
    {
      id: 'serverUrl',
      header: 'Server URL',
      className: 'font-mono text-xs text-slate-700 [overflow-wrap:anywhere]',
      cell: (webhook) => webhook.serverUrl,
    },
    { id: 'active', header: 'Active', cell: (webhook) => <WebhookActiveSwitch webhook={webhook} /> },
    { id: 'events', header: 'Events', className: 'whitespace-nowrap', cell: (webhook) => eventCount(webhook.events) },
    {
      id: 'actions',
      header: 'Actions',
      headerClassName: 'text-right',
      className: 'sm:text-right',
      cell: (webhook) => (
        <span className="inline-flex gap-1">
          <Button variant="ghost" size="sm" aria-label={`Edit ${webhook.name}`} onClick={() => actions.edit(webhook)}>
            <Pencil aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${webhook.name}`}
            onClick={() => actions.remove(webhook)}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </span>
      ),
    },
  ]
}

export function WebhookList({ search, onSearchChange }: WebhookListProps) {
  const params = webhookListQuery(search)
  const query = useQuery({ ...webhookQueries.list(params), placeholderData: keepPreviousData })
  const dialogs = useWebhookDialogs()

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Addresses the service sends events to, for the whole account: new messages on each channel and changes to contacts."
        actions={
          <Button onClick={dialogs.create}>
            <Plus aria-hidden className="size-4" /> New webhook
          </Button>
        }
      />
      <PagedTable
        label="Webhooks"
        query={query}
        errorTitle="Could not load webhooks"
        columns={webhookColumns(dialogs)}
        getRowKey={(webhook) => webhook.id}
        search={search}
        onSearchChange={onSearchChange}
        empty={
          <ListEmptyState noun="webhook" page={params.page}>
            Create one with New webhook.
          </ListEmptyState>
        }
      />
      {dialogs.dialogs}
    </>
  )
}
