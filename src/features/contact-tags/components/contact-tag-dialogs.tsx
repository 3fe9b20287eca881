import { deleteContactTag } from '@/api/contact-tags'
import { api } from '@/app/api'
import { DeleteDialog } from '@/components/delete-dialog'
import { useDialogState } from '@/components/use-dialog-state'
import { useDeleteResource } from '@/resources/use-delete-resource'
import { contactTagQueries } from '../queries'
import { ContactTagFormDialog } from './contact-tag-form-dialog'

type OpenDialog = { kind: 'create' } | { kind: 'delete'; tag: { id: string; name: string } }

/** The one home of the contact tag screens' dialogs: a screen asks for one, and this renders it. */
export function useContactTagDialogs({ onDeleted }: { onDeleted?(): void } = {}) {
  const state = useDialogState<OpenDialog>()
  const remove = useDeleteResource(contactTagQueries, (contactTagId) => deleteContactTag(api, contactTagId))
  const { shown } = state

  const dialogs = (
    <>
      <ContactTagFormDialog open={state.open?.kind === 'create'} onOpenChange={state.onOpenChange} />
      {shown?.kind === 'delete' && (
        <DeleteDialog
          open={state.open?.kind === 'delete'}
          onOpenChange={state.onOpenChange}
          item={shown.tag}
          noun="tag"
          description="The tag is deleted from the account, for every workspace. This cannot be undone."
          mutation={remove}
          onDeleted={onDeleted}
        />
      )}
    </>
  )

  return {
    dialogs,
    create: () => state.show({ kind: 'create' }),
    remove: (tag: { id: string; name: string }) => state.show({ kind: 'delete', tag }),
  }
}
