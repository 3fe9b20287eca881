import { broadcastRequestSchema, type Broadcast } from '@/api/broadcasts'
import { FormDialog } from '@/components/form-dialog'
import { saveResource } from '@/components/save-resource'
import { SuggestedTextField } from '@/components/suggested-text-field'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useCreateBroadcast, useUpdateBroadcast } from '@/resources/broadcasts'

/** The spec leaves broadcast types open: these are suggestions, and any other text is accepted. */
const SUGGESTED_TYPES = ['TEMPLATE', 'TEXT', 'MEDIA']

interface BroadcastFormDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  workspaceId: string
  /** The broadcast to edit (it needs an id); absent to create one. */
  broadcast?: Broadcast & { id: string }
  /** Types already used in this workspace, offered first. */
  knownTypes?: readonly string[]
  onCreated?(created: Broadcast): void
}

export function BroadcastFormDialog({
  open,
  onOpenChange,
  workspaceId,
  broadcast,
  knownTypes = [],
  onCreated,
}: BroadcastFormDialogProps) {
  const create = useCreateBroadcast()
  const update = useUpdateBroadcast(broadcast)
  const suggestions = [...new Set([...knownTypes, ...SUGGESTED_TYPES])]

  const submit = saveResource({ create: create.mutateAsync, update: broadcast && update.mutateAsync, onCreated })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={broadcast ? 'Edit broadcast' : 'New broadcast'}
      description={broadcast ? undefined : 'A campaign that sends one message to many recipients in this workspace.'}
      schema={broadcastRequestSchema}
      defaultValues={{ workspace: { id: workspaceId }, name: broadcast?.name ?? '', type: broadcast?.type ?? '' }}
      onSubmit={submit}
      submitLabel={broadcast ? 'Save changes' : 'Create broadcast'}
    >
      {({ register, formState: { errors } }) => (
        <>
          <Field label="Name" error={errors.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </Field>
          <SuggestedTextField
            label="Type"
            error={errors.type?.message}
            hint="What kind of broadcast this is, shown in the list’s Type column. Common types and this workspace’s own are suggested."
            suggestions={suggestions}
            {...register('type')}
          />
        </>
      )}
    </FormDialog>
  )
}
