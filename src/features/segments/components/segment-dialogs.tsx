import { lazyDialog } from '@/components/lazy-dialog'
import { useResourceDialogs } from '@/components/use-resource-dialogs'
import { useDeleteSegment } from '@/resources/segments'
import type { SegmentPrefill } from '../segment-form'

const SegmentFormDialog = lazyDialog(() => import('./segment-form-dialog'), 'SegmentFormDialog')

interface SegmentDialogsOptions {
  workspaceId: string
  /** A create dialog the URL asks for (with its prefilled values): open until it is closed. */
  requested?: SegmentPrefill
  /** The requested dialog closed: take the request out of the URL. */
  onRequestClosed?(): void
  onDeleted?(): void
}

/** The segments screens' dialogs (the API cannot edit a segment); a create can also come from the URL. */
export function useSegmentDialogs({ workspaceId, requested, onRequestClosed, onDeleted }: SegmentDialogsOptions) {
  return useResourceDialogs<{ id: string; name: string }>({
    noun: 'segment',
    form: ({ open, onOpenChange }) => (
      <SegmentFormDialog
        open={open || Boolean(requested)}
        onOpenChange={(isOpen) => {
          if (!isOpen && requested) onRequestClosed?.()
          onOpenChange(isOpen)
        }}
        workspaceId={workspaceId}
        prefill={requested}
      />
    ),
    preloadForm: SegmentFormDialog.preload,
    deletion: useDeleteSegment(),
    deleteDescription: 'The segment is deleted for everyone in this workspace. This cannot be undone.',
    onDeleted,
  })
}
