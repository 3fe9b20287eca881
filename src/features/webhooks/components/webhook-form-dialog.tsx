import { Controller } from 'react-hook-form'
import { isKnown } from '@/api/open-enum'
import { webhookEvents, webhookRequestSchema, type Webhook, type WebhookRequest } from '@/api/webhooks'
import { FormDialog } from '@/components/form-dialog'
import { saveResource } from '@/components/save-resource'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { useCreateWebhook, useUpdateWebhook } from '@/resources/webhooks'
import { webhookEventGroups } from '../webhook-events'
import { NewerEventsNote } from './newer-events-note'
import { ServerUrlField } from './server-url-field'

interface WebhookFormDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** The webhook to edit; absent to create one. */
  webhook?: Webhook
}

function formValues(webhook: Webhook | undefined): WebhookRequest {
  if (!webhook) return { name: '', serverUrl: '', active: true, events: [] }
  return { name: webhook.name, serverUrl: webhook.serverUrl, active: webhook.active, events: webhook.events }
}

export function WebhookFormDialog({ open, onOpenChange, webhook }: WebhookFormDialogProps) {
  const create = useCreateWebhook()
  const update = useUpdateWebhook(webhook)
  const newerEvents = webhook?.events.filter((event) => !isKnown(webhookEvents, event)) ?? []

  const submit = saveResource({ create: create.mutateAsync, update: webhook && update.mutateAsync })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={webhook ? 'Edit webhook' : 'New webhook'}
      description={
        webhook ? undefined : 'An address that is sent the events you choose, for as long as the webhook is active.'
      }
      schema={webhookRequestSchema}
      defaultValues={formValues(webhook)}
      onSubmit={submit}
      submitLabel={webhook ? 'Save changes' : 'Create webhook'}
    >
      {(form) => (
        <>
          <Field label="Name" error={form.formState.errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </Field>
          <ServerUrlField form={form} />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch
                label="Active"
                hint="An inactive webhook is sent nothing."
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Controller
            control={form.control}
            name="events"
            render={({ field, fieldState }) => (
              <CheckboxGroup
                {...field}
                legend="Events"
                hint="What the webhook is sent. Choose at least one."
                groups={webhookEventGroups}
                error={fieldState.error?.message}
              />
            )}
          />
          <NewerEventsNote events={newerEvents} />
        </>
      )}
    </FormDialog>
  )
}
