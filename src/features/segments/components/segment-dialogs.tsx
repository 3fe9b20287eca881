import { lazyComponent } from '@/components/lazy-component'
import { asDialog } from '@/components/ui/dialog'
import { useResourceDialogs } from '@/components/use-resource-dialogs'
import { useDeleteSegment } from '@/resources/segments'
import type { SegmentPrefill } from '../segment-form'

const SegmentFormDialog = lazyComponent(
  () => import('./segment-form-dialog').then((module) => module.SegmentFormDialog),
  asDialog,
)

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
    form: (props) => <SegmentFormDialog {...props} workspaceId={workspaceId} prefill={requested} />,
    preloadForm: SegmentFormDialog.preload,
    deletion: useDeleteSegment(),
    deleteDescription: 'The segment is deleted for everyone in this workspace. This cannot be undone.',
    onDeleted,
    requested: Boolean(requested),
    onRequestClosed,
  })
}
