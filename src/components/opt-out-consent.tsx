import TriangleAlert from 'lucide-react/icons/triangle-alert'
import type { ComponentProps } from 'react'
import { TextLink } from '@/components/text-link'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { isRepliedEngagement } from '@/domain/opt-out-consent'
import { formatCount, formatCountOf } from '@/lib/format'

interface OptOutConsentProps {
  workspaceId: string
  /** The broadcast whose people a retarget gathers, and which of them (a log status). */
  broadcastId: string
  engagement: string
  /** The broadcast's name, once known. */
  broadcastName?: string
  /** How many of them asked for no more messages (at least that many when `partial`); null while not known. */
  count: number | null
  /** The read of the broadcast's logs stopped early, or has not ended. */
  partial: boolean
  /** A read of the broadcast's logs is under way. */
  checking: boolean
  /** Reads the logs again, after a read that stopped early. */
  onRetry(): void
  /** The "Include…" box: its input's props (a form's `register`) and its error. */
  checkbox: Omit<ComponentProps<typeof Checkbox>, 'label' | 'hint'>
}

/**
 * The people of a retarget who asked for no more messages. The API cannot leave them out, so this says how many
 * there are and asks for an explicit "Include…" (the form refuses until it is ticked), or offers the list of the
 * replies without them instead. Nothing shows when there are none.
 */
export function OptOutConsent({
  workspaceId,
  broadcastId,
  engagement,
  broadcastName,
  count: found,
  partial,
  checking,
  onRetry,
  checkbox,
}: OptOutConsentProps) {
  if (found === 0) return null
  const whose = broadcastName ? `“${broadcastName}”` : 'this broadcast'
  const replied = isRepliedEngagement(engagement)
  const people = found === null ? undefined : `${partial ? 'At least ' : ''}${formatCountOf(found, 'person', 'people')}`

  return (
    <div className="min-w-0 space-y-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <div className="flex gap-2">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
          {people ? (
            <p>
              <span className="font-medium">
                {people} {replied ? 'who replied to' : 'gathered from'} {whose} asked for no more messages
              </span>{' '}
              (STOP, unsubscribe or the like). The service would include them: it cannot be told to leave them out.
            </p>
          ) : checking ? (
            <p role="status">Checking the replies to {whose} for people who asked for no more messages…</p>
          ) : (
            <p>
              The replies to {whose} could not all be checked for people who asked for no more messages. The service
              would include any of them.
            </p>
          )}
          {partial && !checking && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Check the replies again
            </Button>
          )}
        </div>
      </div>
      <Checkbox
        label={
          found === null
            ? 'Include anyone who opted out'
            : `Include the ${partial ? `${formatCount(found)} or more` : formatCount(found)} who opted out`
        }
        {...checkbox}
      />
      <p>
        Or leave them out by hand:{' '}
        <TextLink
          to="/w/$workspaceId/broadcasts/$broadcastId"
          params={{ workspaceId, broadcastId }}
          search={{ status: engagement.trim().toLowerCase(), optOut: 'without' }}
          hash="logs-heading"
        >
          {replied ? 'Show the replies without opt-outs' : 'Show them without opt-outs'}
        </TextLink>
        , a list you can export as CSV.
      </p>
    </div>
  )
}
