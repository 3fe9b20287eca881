import { queryOptions, useMutation, type QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { PageParams } from '@/api/common'
import { createWebhook, listWebhooks, updateWebhook, type Webhook, type WebhookRequest } from '@/api/webhooks'
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
  /** A webhook has no queries of its own: its delete only takes it out of the lists. */
  own: (_webhookId: string) => [],
}

export function useCreateWebhook() {
  return useMutation({
    mutationFn: (body: WebhookRequest) => createWebhook(api, body),
    meta: { invalidates: ['webhooks'], handlesErrors: true },
  })
}

/**
 * Saves a webhook with a PUT of its whole record (the API has no partial update): the form's values over the record
 * as it was read, so fields the dashboard does not know travel back unchanged.
 */
export function useUpdateWebhook(webhook: Webhook | undefined) {
  return useMutation({
    mutationFn: (body: WebhookRequest) => {
      if (!webhook) throw new Error('No webhook to save')
      return updateWebhook(api, webhook.id, { ...webhook, ...body })
    },
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
      updateWebhook(api, webhook.id, { ...webhook, active }),
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
      client.isMutating({ mutationKey: toggleKey }) === 1
        ? client.invalidateQueries({ queryKey: webhookQueries.all() })
        : undefined,
  })
}
