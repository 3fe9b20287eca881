import { useMutation, type QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  updateWebhook,
  type Webhook,
  type WebhookRequest,
} from '@/api/webhooks'
import { api } from '@/app/api'
import { listResource } from './create-resource'
import { useCreateResource, useUpdateResource } from './resource-mutations'
import { useDeleteResource } from './use-delete-resource'

const webhooks = listResource('webhooks', listWebhooks)

export const webhookQueries = {
  ...webhooks,
  /** A webhook has no queries of its own: its delete only takes it out of the lists. */
  own: (_webhookId: string) => [],
}

export function useCreateWebhook() {
  return useCreateResource(webhooks, (body: WebhookRequest) => createWebhook(api, body))
}

export function useUpdateWebhook(webhook: Webhook | undefined) {
  return useUpdateResource(webhooks, webhook, (webhookId, body: WebhookRequest) => updateWebhook(api, webhookId, body))
}

export function useDeleteWebhook() {
  return useDeleteResource(webhookQueries, (webhookId) => deleteWebhook(api, webhookId))
}

const toggleKey = [...webhooks.all(), 'toggle'] as const

/** Sets one webhook's active flag in every cached page of the list. */
function setActiveInLists(client: QueryClient, webhookId: string, active: boolean) {
  client.setQueriesData<Webhook[]>({ queryKey: webhooks.lists() }, (rows) =>
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
      await client.cancelQueries({ queryKey: webhooks.lists() })
      setActiveInLists(client, webhook.id, active)
    },
    onError: (_error, { webhook }, _result, { client }) => setActiveInLists(client, webhook.id, webhook.active),
    onSuccess: (updated) => {
      toast.success(updated.active ? `Activated “${updated.name}”` : `Deactivated “${updated.name}”`)
    },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      // While another toggle is on its way, a refetch would show its webhook's old flag: the last one refreshes.
      client.isMutating({ mutationKey: toggleKey }) === 1
        ? client.invalidateQueries({ queryKey: webhooks.all() })
        : undefined,
  })
}
