import { deleteBroadcast, type Broadcast } from '@/api/broadcasts'
import { api } from '@/app/api'
import { DeleteDialog } from '@/components/delete-dialog'
import { useDialogState } from '@/components/use-dialog-state'
import { useDeleteResource } from '@/resources/use-delete-resource'
import { broadcastQueries } from '../queries'
import { BroadcastFormDialog } from './broadcast-form-dialog'

type IdentifiedBroadcast = Broadcast & { id: string }

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; broadcast: IdentifiedBroadcast }
  | { kind: 'delete'; broadcast: IdentifiedBroadcast }

/** The one home of the broadcasts screens' dialogs: a screen asks for one, and this renders it. */
export function useBroadcastDialogs({
  workspaceId,
  knownTypes,
  onCreated,
  onDeleted,
}: {
  workspaceId: string
  knownTypes?: readonly string[]
  onCreated?(created: Broadcast): void
  onDeleted?(): void
}) {
  const state = useDialogState<OpenDialog>()
  const remove = useDeleteResource(broadcastQueries, (broadcastId) => deleteBroadcast(api, broadcastId))
  const { shown } = state

  const dialogs = (
    <>
      <BroadcastFormDialog
        open={state.open?.kind === 'create' || state.open?.kind === 'edit'}
        onOpenChange={state.onOpenChange}
        workspaceId={workspaceId}
        broadcast={shown?.kind === 'edit' ? shown.broadcast : undefined}
        knownTypes={knownTypes}
        onCreated={onCreated}
      />
      {shown?.kind === 'delete' && (
        <DeleteDialog
          open={state.open?.kind === 'delete'}
          onOpenChange={state.onOpenChange}
          item={shown.broadcast}
          noun="broadcast"
          description="The broadcast and its logs are deleted for everyone in this workspace. This cannot be undone."
          mutation={remove}
          onDeleted={onDeleted}
        />
      )}
    </>
  )

  return {
    dialogs,
    create: () => state.show({ kind: 'create' }),
    edit: (broadcast: IdentifiedBroadcast) => state.show({ kind: 'edit', broadcast }),
    remove: (broadcast: IdentifiedBroadcast) => state.show({ kind: 'delete', broadcast }),
  }
}
