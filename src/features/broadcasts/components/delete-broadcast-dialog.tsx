import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { DialogContentProps } from '@/components/ui/dialog'
import { useDeleteBroadcast } from '../queries'

interface DeleteBroadcastDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  broadcast: { id: string; name: string }
  onDeleted?(): void
  finalFocus?: DialogContentProps['finalFocus']
}

export function DeleteBroadcastDialog({ open, onOpenChange, broadcast, onDeleted, finalFocus }: DeleteBroadcastDialogProps) {
  const remove = useDeleteBroadcast()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset()
        onOpenChange(next)
      }}
      title={`Delete “${broadcast.name}”?`}
      description="The broadcast and its logs are deleted for everyone in this workspace. This cannot be undone."
      error={remove.error?.message}
      confirmLabel="Delete broadcast"
      pending={remove.isPending}
      finalFocus={finalFocus}
      onConfirm={() =>
        remove.mutate(broadcast.id, {
          onSuccess: () => {
            toast.success(`Deleted “${broadcast.name}”`)
            onOpenChange(false)
            onDeleted?.()
          },
        })
      }
    />
  )
}
