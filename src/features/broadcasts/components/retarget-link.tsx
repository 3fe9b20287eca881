import { Link } from '@tanstack/react-router'
import Users from 'lucide-react/icons/users'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

interface RetargetLinkProps {
  workspaceId: string
  broadcast: { id: string; name: string }
  /** The log status whose recipients the segment gathers, sent as retargetEngagementType. */
  engagement: string
  recipients: number
}

/** Opens the segments screen's create form, prefilled to gather this broadcast's recipients with one engagement. */
export function RetargetLink({ workspaceId, broadcast, engagement, recipients }: RetargetLinkProps) {
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
      aria-label={`Create a segment of the ${recipients.toLocaleString('en')} ${engagement} recipients`}
      className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), '-ml-3')}
    >
      <Users aria-hidden className="size-4" /> Create segment
    </Link>
  )
}
