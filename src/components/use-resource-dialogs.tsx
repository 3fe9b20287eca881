import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { DeleteWording } from './delete-dialog'
import { LazyDeleteDialog } from './lazy-confirm-dialogs'

interface Named {
  id: string
  name: string
}

/** What the host gives a resource's create/edit dialog. */
export interface ResourceFormProps<Item> {
  open: boolean
  onOpenChange(open: boolean): void
  /** The item to edit; none for a create. */
  item?: Item
}

interface ResourceDialogsOptions<Item extends Named> {
  /** What an item is, e.g. "segment": the confirmation's button reads "Delete segment". */
  noun: string
  /** The create/edit dialog, given whether it is open and, for an edit, the item. */
  form(props: ResourceFormProps<Item>): ReactNode
  /** Starts loading the create/edit dialog's code (a lazy component's `preload`), on the intent to open it. */
  preloadForm?(): void
  /** The resource's delete, given the id. */
  deletion: UseMutationResult<unknown, Error, string>
  /** What deleting means, said in the confirmation. */
  deleteDescription: ReactNode
  onDeleted?(): void
  /** A create the URL asks for (`new=1`): open until it is closed. */
  requested?: boolean
  /** The requested create closed: take the request out of the URL. */
  onRequestClosed?(): void
}

type OpenDialog<Item> =
  { kind: 'create' } | { kind: 'edit'; item: Item } | { kind: 'delete'; item: Item; wording?: DeleteWording }

/**
 * The one home of a resource's create, edit and delete dialogs: a screen asks for one, and `dialogs` renders it.
 * The last dialog shown stays `shown` after it closes, so it keeps its content while focus returns to its opener.
 */
export function useResourceDialogs<Item extends Named>({
  noun,
  form,
  preloadForm,
  deletion,
  deleteDescription,
  onDeleted,
  requested = false,
  onRequestClosed,
}: ResourceDialogsOptions<Item>) {
  const [open, setOpen] = useState<OpenDialog<Item> | null>(null)
  const [last, setLast] = useState<OpenDialog<Item> | null>(null)
  const shown = open ?? last
  const show = (next: OpenDialog<Item>) => {
    setLast(next)
    setOpen(next)
  }
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) return
    setOpen(null)
    if (requested) onRequestClosed?.()
  }

  const createRequested = requested && open === null
  const dialogs = (
    <>
      {form({
        open: open?.kind === 'create' || open?.kind === 'edit' || createRequested,
        onOpenChange,
        item: shown?.kind === 'edit' && !createRequested ? shown.item : undefined,
      })}
      {shown?.kind === 'delete' && (
        <LazyDeleteDialog
          open={open?.kind === 'delete'}
          onOpenChange={onOpenChange}
          item={shown.item}
          noun={noun}
          description={deleteDescription}
          mutation={deletion}
          onDeleted={onDeleted}
          wording={shown.wording}
        />
      )}
    </>
  )

  return {
    dialogs,
    create: () => show({ kind: 'create' }),
    edit: (item: Item) => show({ kind: 'edit', item }),
    /** The delete's confirmation; `wording` for one that means more to the user (cancelling a scheduled send). */
    remove: (item: Item, wording?: DeleteWording) => show({ kind: 'delete', item, wording }),
    preloadForm,
  }
}
