import CalendarX from 'lucide-react/icons/calendar-x'
import CircleAlert from 'lucide-react/icons/circle-alert'
import Copy from 'lucide-react/icons/copy'
import EyeOff from 'lucide-react/icons/eye-off'
import Pencil from 'lucide-react/icons/pencil'
import type { Broadcast } from '@/api/broadcasts'
import type { ExtraAction } from '@/components/extra-action'
import { LazyDeleteDialog } from '@/components/lazy-confirm-dialogs'
import { isFinished, isScheduled } from '@/domain/broadcast-status'

export type IdentifiedBroadcast = Broadcast & { id: string }

interface BroadcastActionOptions {
  workspaceId: string
  now: Date
  cancel(broadcast: IdentifiedBroadcast): void
  /** In a list row each label names its broadcast ("Duplicate VIP"); on the broadcast's own page it need not. */
  named?: boolean
}

interface BroadcastActions {
  /** A scheduled broadcast's own Edit (the composer) and Cancel, in place of the name-and-type edit and Delete. */
  own?: ExtraAction[]
  /** Duplicate, and for a finished broadcast "Send again" to those it did not reach. */
  extra: ExtraAction[]
}

/** What can be done with a broadcast beyond editing its name and deleting it, by its state at `now`. */
export function broadcastActions(
  broadcast: IdentifiedBroadcast,
  { workspaceId, now, cancel, named = false }: BroadcastActionOptions,
): BroadcastActions {
  const { id, name } = broadcast
  const label = (plain: string, withName: string) => (named ? withName : plain)
  const composer = (search: { from?: string; retarget?: string; engagement?: string }) => ({
    to: '/w/$workspaceId/broadcasts/new' as const,
    params: { workspaceId },
    search,
  })

  const extra: ExtraAction[] = [
    { label: label('Duplicate', `Duplicate ${name}`), icon: Copy, link: composer({ from: id }) },
  ]
  if (isFinished(broadcast))
    extra.push(
      {
        label: label('Send again to people who did not read', `Send ${name} again to people who did not read`),
        icon: EyeOff,
        link: composer({ retarget: id, engagement: 'delivered' }),
      },
      {
        label: label('Send again to people it failed for', `Send ${name} again to people it failed for`),
        icon: CircleAlert,
        link: composer({ retarget: id, engagement: 'failed' }),
      },
    )
  if (!isScheduled(broadcast, now)) return { extra }
  return {
    extra,
    own: [
      {
        label: label('Edit', `Edit ${name}`),
        icon: Pencil,
        link: { to: '/w/$workspaceId/broadcasts/$broadcastId/edit', params: { workspaceId, broadcastId: id } },
      },
      {
        label: label('Cancel broadcast', `Cancel ${name}`),
        icon: CalendarX,
        onClick: () => cancel(broadcast),
        preload: LazyDeleteDialog.preload,
      },
    ],
  }
}
