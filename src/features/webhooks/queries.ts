import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { PageParams } from '@/api/common'
import { createWebhook, deleteWebhook, listWebhooks, updateWebhook, type Webhook, type WebhookRequest } from '@/api/webhooks'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'

export const webhookQueries = {
  all: () => resourceKeys.webhooks,
  lists: () => [...webhookQueries.all(), 'list'] as const,
  list: (params: Required<PageParams>) =>
    queryOptions({
      queryKey: [...webhookQueries.lists(), params] as const,
      queryFn: ({ signal }) => listWebhooks(api, params, { signal }),
    }),
}

export function useCreateWebhook() {
  return useMutation({
    mutationFn: (body: WebhookRequest) => createWebhook(api, body),
    meta: { invalidates: ['webhooks'], handlesErrors: true },
  })
}

export function useUpdateWebhook(webhookId: string) {
  return useMutation({
    mutationFn: (body: WebhookRequest) => updateWebhook(api, webhookId, body),
    meta: { invalidates: ['webhooks'], handlesErrors: true },
  })
}

export function useDeleteWebhook() {
  return useMutation({
    mutationFn: (webhookId: string) => deleteWebhook(api, webhookId),
    meta: { invalidates: ['webhooks'], handlesErrors: true },
  })
}

const toggleKey = [...resourceKeys.webhooks, 'toggle'] as const

/** Sets one webhook's active flag in every cached page of the list. */
function setActiveInLists(client: QueryClient, webhookId: string, active: boolean) {
  client.setQueriesData<Webhook[]>({ queryKey: webhookQueries.lists() }, (rows) =>
    rows?.map((row) => (row.id === webhookId ? { ...row, active } : row)),
  )
}

/**
 * Switches a webhook on or off with a PUT of its whole body (the API has no partial update). The list shows the
 * change at once and goes back if the server refuses; the refusal is the global policy's toast.
 */
export function useToggleWebhook() {
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: ({ webhook, active }: { webhook: Webhook; active: boolean }) =>
      updateWebhook(api, webhook.id, { name: webhook.name, serverUrl: webhook.serverUrl, active, events: webhook.events }),
    onMutate: async ({ webhook, active }, { client }) => {
      // A list read already on its way would bring the old flag back.
      await client.cancelQueries({ queryKey: webhookQueries.lists() })
      setActiveInLists(client, webhook.id, active)
    },
    onError: (_error, { webhook }, _result, { client }) => setActiveInLists(client, webhook.id, webhook.active),
    onSuccess: (updated) => {
      toast.success(updated.active ? `Activated “${updated.name}”` : `Deactivated “${updated.name}”`)
    },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      // While another toggle is on its way, a refetch would show its webhook's old flag: the last one refreshes.
      client.isMutating({ mutationKey: toggleKey }) === 1 ? client.invalidateQueries({ queryKey: webhookQueries.all() }) : undefined,
  })
}
