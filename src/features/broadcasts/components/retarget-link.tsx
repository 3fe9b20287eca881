import { Link } from '@tanstack/react-router'
import Users from 'lucide-react/icons/users'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/format'

interface RetargetLinkProps {
  workspaceId: string
  broadcast: { id: string; name: string }
  /** The log status whose recipients the segment gathers, sent as retargetEngagementType. */
  engagement: string
  /** Everyone the service would gather: every log now at that status, opt-outs included. */
  recipients: number
  /** How many of them asked for no more messages: the segment form makes the user choose about them. */
  optedOut?: number
}

/** Opens the segments screen's create form, prefilled to gather this broadcast's recipients with one engagement. */
export function RetargetLink({ workspaceId, broadcast, engagement, recipients, optedOut = 0 }: RetargetLinkProps) {
  const whom = `the ${formatCount(recipients)} ${engagement} recipients`
  return (
    <Link
      to="/w/$workspaceId/segments"
      params={{ workspaceId }}
      search={{
        new: 1,
        name: `${broadcast.name} — ${engagement}`,
        retargetBroadcast: broadcast.id,
        retargetEngagementType: engagement,
      }}
      aria-label={
        optedOut > 0
          ? `Create a segment of ${whom}, ${formatCount(optedOut)} of whom opted out`
          : `Create a segment of ${whom}`
      }
      className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), '-ms-3')}
    >
      <Users aria-hidden className="size-4" /> Create segment
    </Link>
  )
}
