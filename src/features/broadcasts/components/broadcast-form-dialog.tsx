import { broadcastRequestSchema, type Broadcast } from '@/api/broadcasts'
import { FormDialog } from '@/components/form-dialog'
import { saveResource } from '@/components/save-resource'
import { SuggestedTextField } from '@/components/suggested-text-field'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useUpdateBroadcast } from '@/resources/broadcasts'

/** The spec leaves broadcast types open: these are suggestions, and any other text is accepted. */
const SUGGESTED_TYPES = ['TEMPLATE', 'TEXT', 'MEDIA']

interface BroadcastFormDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  workspaceId: string
  /** The broadcast to rename or retype (it needs an id); new broadcasts are made in the composer. */
  broadcast?: Broadcast & { id: string }
  /** Types already used in this workspace, offered first. */
  knownTypes?: readonly string[]
}

export function BroadcastFormDialog({
  open,
  onOpenChange,
  workspaceId,
  broadcast,
  knownTypes = [],
}: BroadcastFormDialogProps) {
  const update = useUpdateBroadcast(broadcast)
  const suggestions = [...new Set([...knownTypes, ...SUGGESTED_TYPES])]
  if (!broadcast) return null

  const submit = saveResource({ update: update.mutateAsync })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit broadcast"
      schema={broadcastRequestSchema}
      defaultValues={{ workspace: { id: workspaceId }, name: broadcast.name, type: broadcast.type }}
      onSubmit={submit}
      submitLabel="Save changes"
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
