import { type Broadcast } from '@/api/broadcasts'
import { lazyDialog } from '@/components/lazy-dialog'
import { useResourceDialogs } from '@/components/use-resource-dialogs'
import { useDeleteBroadcast } from '@/resources/broadcasts'

const BroadcastFormDialog = lazyDialog(() => import('./broadcast-form-dialog'), 'BroadcastFormDialog')

/** The broadcasts screens' dialogs; the list also offers the types in use and opens what it created. */
export function useBroadcastDialogs({
  workspaceId,
  knownTypes,
  onCreated,
  onDeleted,
  requested,
  onRequestClosed,
}: {
  workspaceId: string
  knownTypes?: readonly string[]
  onCreated?(created: Broadcast): void
  onDeleted?(): void
  /** The URL asks for the create dialog (`new=1`): open until it is closed, then `onRequestClosed`. */
  requested?: boolean
  onRequestClosed?(): void
}) {
  return useResourceDialogs<Broadcast & { id: string }>({
    noun: 'broadcast',
    form: ({ item, open, onOpenChange }) => (
      <BroadcastFormDialog
        open={open || Boolean(requested)}
        onOpenChange={(isOpen) => {
          if (!isOpen && requested) onRequestClosed?.()
          onOpenChange(isOpen)
        }}
        broadcast={item}
        workspaceId={workspaceId}
        knownTypes={knownTypes}
        onCreated={onCreated}
      />
    ),
    preloadForm: BroadcastFormDialog.preload,
    deletion: useDeleteBroadcast(),
    deleteDescription: 'The broadcast and its logs are deleted for everyone in this workspace. This cannot be undone.',
    onDeleted,
  })
}
