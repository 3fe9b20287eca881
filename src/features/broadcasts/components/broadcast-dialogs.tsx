import { type Broadcast } from '@/api/broadcasts'
import { lazyComponent } from '@/components/lazy-component'
import { asDialog } from '@/components/ui/dialog'
import { useResourceDialogs } from '@/components/use-resource-dialogs'
import { useDeleteBroadcast } from '@/resources/broadcasts'

const BroadcastFormDialog = lazyComponent(
  () => import('./broadcast-form-dialog').then((module) => module.BroadcastFormDialog),
  asDialog,
)

type Identified = Broadcast & { id: string }

/** Cancelling a scheduled broadcast is deleting it: the service has no other way to stop it going out. */
const cancelWording = (broadcast: Identified) => ({
  title: `Cancel “${broadcast.name}”?`,
  description: 'It will not be sent. The broadcast is deleted for everyone in this workspace.',
  confirmLabel: 'Cancel broadcast',
  done: `Cancelled “${broadcast.name}”: it will not be sent`,
})

/**
 * The broadcasts screens' dialogs: the edit of a name and type (new broadcasts, and scheduled ones, are the
 * composer's), the delete, and the cancel of a scheduled broadcast. The list also offers the types in use.
 */
export function useBroadcastDialogs({
  workspaceId,
  knownTypes,
  onDeleted,
}: {
  workspaceId: string
  knownTypes?: readonly string[]
  onDeleted?(): void
}) {
  const dialogs = useResourceDialogs<Identified>({
    noun: 'broadcast',
    form: ({ item, ...props }) => (
      <BroadcastFormDialog {...props} broadcast={item} workspaceId={workspaceId} knownTypes={knownTypes} />
    ),
    preloadForm: BroadcastFormDialog.preload,
    deletion: useDeleteBroadcast(),
    deleteDescription: 'The broadcast and its logs are deleted for everyone in this workspace. This cannot be undone.',
    onDeleted,
  })
  return { ...dialogs, cancel: (broadcast: Identified) => dialogs.remove(broadcast, cancelWording(broadcast)) }
}
