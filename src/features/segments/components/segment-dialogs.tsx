import { deleteSegment } from '@/api/segments'
import { api } from '@/app/api'
import { DeleteDialog } from '@/components/delete-dialog'
import { useDialogState } from '@/components/use-dialog-state'
import { useDeleteResource } from '@/resources/use-delete-resource'
import { segmentQueries } from '../queries'
import type { SegmentPrefill } from '../segment-form'
import { SegmentFormDialog } from './segment-form-dialog'

type OpenDialog = { kind: 'create' } | { kind: 'delete'; segment: { id: string; name: string } }

interface SegmentDialogsOptions {
  workspaceId: string
  /** A create dialog the URL asks for (with its prefilled values): open until it is closed. */
  requested?: SegmentPrefill
  /** The requested dialog closed: take the request out of the URL. */
  onRequestClosed?(): void
  onDeleted?(): void
}

/** The one home of the segments screens' dialogs: a screen asks for one, and this renders it. */
export function useSegmentDialogs({ workspaceId, requested, onRequestClosed, onDeleted }: SegmentDialogsOptions) {
  const state = useDialogState<OpenDialog>()
  const remove = useDeleteResource(segmentQueries, (segmentId) => deleteSegment(api, segmentId))
  const { shown } = state

  const dialogs = (
    <>
      <SegmentFormDialog
        open={Boolean(requested) || state.open?.kind === 'create'}
        onOpenChange={(isOpen) => {
          if (!isOpen && requested) onRequestClosed?.()
          state.onOpenChange(isOpen)
        }}
        workspaceId={workspaceId}
        prefill={requested}
      />
      {shown?.kind === 'delete' && (
        <DeleteDialog
          open={state.open?.kind === 'delete'}
          onOpenChange={state.onOpenChange}
          item={shown.segment}
          noun="segment"
          description="The segment is deleted for everyone in this workspace. This cannot be undone."
          mutation={remove}
          onDeleted={onDeleted}
        />
      )}
    </>
  )

  return {
    dialogs,
    create: () => state.show({ kind: 'create' }),
    remove: (segment: { id: string; name: string }) => state.show({ kind: 'delete', segment }),
  }
}
