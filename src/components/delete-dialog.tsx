import type { UseMutationResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from './confirm-dialog'
import type { DialogContentProps } from './ui/dialog'

/** A confirmation's own words for a delete that is more than a delete to the user (cancelling a scheduled send). */
export interface DeleteWording {
  title: string
  description: ReactNode
  confirmLabel: string
  /** The toast once it is done. */
  done: string
}

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
  /** Words in place of "Delete “name”?", `description`, "Delete <noun>" and "Deleted “name”". */
  wording?: DeleteWording
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
  wording,
}: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset()
        onOpenChange(next)
      }}
      title={wording?.title ?? `Delete “${item.name}”?`}
      description={wording?.description ?? description}
      error={mutation.error?.message}
      confirmLabel={wording?.confirmLabel ?? `Delete ${noun}`}
      pending={mutation.isPending}
      finalFocus={finalFocus}
      onConfirm={() =>
        // Not mutate's onSuccess, which runs only while this dialog is mounted: a detail that shows "deleted" unmounts it.
        void mutation.mutateAsync(item.id).then(
          () => {
            toast.success(wording?.done ?? `Deleted “${item.name}”`)
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
