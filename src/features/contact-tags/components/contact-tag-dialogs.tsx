import { useResourceDialogs } from '@/components/use-resource-dialogs'
import { useDeleteContactTag } from '@/resources/contact-tags'
import { ContactTagFormDialog } from './contact-tag-form-dialog'

/** The contact tag screens' dialogs (the API cannot edit a tag). */
export function useContactTagDialogs({ onDeleted }: { onDeleted?(): void } = {}) {
  return useResourceDialogs<{ id: string; name: string }>({
    noun: 'tag',
    form: ({ open, onOpenChange }) => <ContactTagFormDialog open={open} onOpenChange={onOpenChange} />,
    deletion: useDeleteContactTag(),
    deleteDescription: 'The tag is deleted from the account, for every workspace. This cannot be undone.',
    onDeleted,
  })
}
