import { deleteWebhook, type Webhook } from '@/api/webhooks'
import { api } from '@/app/api'
import { DeleteDialog } from '@/components/delete-dialog'
import { useDialogState } from '@/components/use-dialog-state'
import { useDeleteResource } from '@/resources/use-delete-resource'
import { webhookQueries } from '../queries'
import { WebhookFormDialog } from './webhook-form-dialog'

type OpenDialog = { kind: 'create' } | { kind: 'edit'; webhook: Webhook } | { kind: 'delete'; webhook: Webhook }

/** The one home of the webhooks screen's dialogs: the screen asks for one, and this renders it. */
export function useWebhookDialogs() {
  const state = useDialogState<OpenDialog>()
  const remove = useDeleteResource(webhookQueries, (webhookId) => deleteWebhook(api, webhookId))
  const { shown } = state

  const dialogs = (
    <>
      <WebhookFormDialog
        open={state.open?.kind === 'create' || state.open?.kind === 'edit'}
        onOpenChange={state.onOpenChange}
        webhook={shown?.kind === 'edit' ? shown.webhook : undefined}
      />
      {shown?.kind === 'delete' && (
        <DeleteDialog
          open={state.open?.kind === 'delete'}
          onOpenChange={state.onOpenChange}
          item={shown.webhook}
          noun="webhook"
          description="Its address is sent no more events. This cannot be undone."
          mutation={remove}
        />
      )}
    </>
  )

  return {
    dialogs,
    create: () => state.show({ kind: 'create' }),
    edit: (webhook: Webhook) => state.show({ kind: 'edit', webhook }),
    remove: (webhook: Webhook) => state.show({ kind: 'delete', webhook }),
  }
}
