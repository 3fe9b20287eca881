import { useState } from 'react'
import type { Broadcast } from '@/api/broadcasts'
import { BroadcastFormDialog } from './broadcast-form-dialog'
import { DeleteBroadcastDialog } from './delete-broadcast-dialog'

type IdentifiedBroadcast = Broadcast & { id: string }

type OpenDialog = { kind: 'create' } | { kind: 'edit'; broadcast: IdentifiedBroadcast } | { kind: 'delete'; broadcast: IdentifiedBroadcast }

/** The one home of the broadcasts screens' dialogs: a screen asks for one, and this renders it. */
export function useBroadcastDialogs({ workspaceId, knownTypes, onCreated, onDeleted }: {
  workspaceId: string
  knownTypes?: readonly string[]
  onCreated?(created: Broadcast): void
  onDeleted?(): void
}) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  // Kept after closing, so the closing dialog keeps its content while it animates out and focus returns.
  const [last, setLast] = useState<OpenDialog | null>(null)
  const open = (next: OpenDialog) => {
    setLast(next)
    setDialog(next)
  }
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog(null)
  }
  const shown = dialog ?? last

  const dialogs = (
    <>
      <BroadcastFormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={close}
        workspaceId={workspaceId}
        broadcast={shown?.kind === 'edit' ? shown.broadcast : undefined}
        knownTypes={knownTypes}
        onCreated={onCreated}
      />
      {shown?.kind === 'delete' && (
        <DeleteBroadcastDialog open={dialog?.kind === 'delete'} onOpenChange={close} broadcast={shown.broadcast} onDeleted={onDeleted} />
      )}
    </>
  )

  return {
    dialogs,
    create: () => open({ kind: 'create' }),
    edit: (broadcast: IdentifiedBroadcast) => open({ kind: 'edit', broadcast }),
    remove: (broadcast: IdentifiedBroadcast) => open({ kind: 'delete', broadcast }),
  }
}
