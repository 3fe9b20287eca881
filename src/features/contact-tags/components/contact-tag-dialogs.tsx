import { lazyComponent } from '@/components/lazy-component'
import { asDialog } from '@/components/ui/dialog'
import { useResourceDialogs } from '@/components/use-resource-dialogs'
import { useDeleteContactTag } from '@/resources/contact-tags'

const ContactTagFormDialog = lazyComponent(
  () => import('./contact-tag-form-dialog').then((module) => module.ContactTagFormDialog),
  asDialog,
)

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
    form: (props) => <ContactTagFormDialog {...props} />,
    preloadForm: ContactTagFormDialog.preload,
    deletion: useDeleteContactTag(),
    deleteDescription: 'The tag is deleted from the account, for every workspace. This cannot be undone.',
    onDeleted,
    requested,
    onRequestClosed,
  })
}
