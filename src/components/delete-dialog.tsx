import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from './confirm-dialog'
import type { DialogContentProps } from './ui/dialog'

interface DeleteDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  item: { id: string; name: string }
  /** What the item is, e.g. "segment": the button reads "Delete segment". */
  noun: string
  description: ReactNode
  /** The resource's delete (useDeleteResource), given the id; its refusal shows here. */
  mutation: UseMutationResult<unknown, Error, string>
  onDeleted?(): void
  finalFocus?: DialogContentProps['finalFocus']
}

/** Confirms deleting one item: the server's refusal shows by the buttons, success closes it with a toast. */
export function DeleteDialog({
  open,
  onOpenChange,
  item,
  noun,
  description,
  mutation,
  onDeleted,
  finalFocus,
}: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset()
        onOpenChange(next)
      }}
      title={`Delete “${item.name}”?`}
      description={description}
      error={mutation.error?.message}
      confirmLabel={`Delete ${noun}`}
      pending={mutation.isPending}
      finalFocus={finalFocus}
      onConfirm={() =>
        // Not mutate's onSuccess, which runs only while this dialog is mounted: a detail that shows "deleted" unmounts it.
        void mutation.mutateAsync(item.id).then(
          () => {
            toast.success(`Deleted “${item.name}”`)
            onOpenChange(false)
            onDeleted?.()
          },
          // A refusal shows by the buttons (mutation.error).
          () => undefined,
        )
      }
    />
  )
}
