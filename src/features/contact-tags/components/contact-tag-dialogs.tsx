import { lazyDialog } from '@/components/lazy-dialog'
import { useResourceDialogs } from '@/components/use-resource-dialogs'
import { useDeleteContactTag } from '@/resources/contact-tags'

const ContactTagFormDialog = lazyDialog(() => import('./contact-tag-form-dialog'), 'ContactTagFormDialog')

interface ContactTagDialogsOptions {
  onDeleted?(): void
  /** A create the URL asks for, and what to do when it closes (see useResourceDialogs). */
  requested?: boolean
  onRequestClosed?(): void
}

/** The contact tag screens' dialogs (the API cannot edit a tag). */
export function useContactTagDialogs({ onDeleted, requested, onRequestClosed }: ContactTagDialogsOptions = {}) {
  return useResourceDialogs<{ id: string; name: string }>({
    noun: 'tag',
    form: ({ open, onOpenChange }) => <ContactTagFormDialog open={open} onOpenChange={onOpenChange} />,
    preloadForm: ContactTagFormDialog.preload,
    deletion: useDeleteContactTag(),
    deleteDescription: 'The tag is deleted from the account, for every workspace. This cannot be undone.',
    onDeleted,
    requested,
    onRequestClosed,
  })
}
