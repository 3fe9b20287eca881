import { Users } from 'lucide-react'
import { toast } from 'sonner'
import { FormError } from '@/components/form-error'
import { Button } from '@/components/ui/button'
import { useCreateRetargetSegment } from '../queries'

interface RetargetButtonProps {
  workspaceId: string
  broadcast: { id: string; name: string }
  /** The log status whose recipients the segment gathers, sent as retargetEngagementType. */
  engagement: string
  recipients: number
}

/** Creates a segment of this broadcast's recipients with one engagement, and shows what the API made of it. */
export function RetargetButton({ workspaceId, broadcast, engagement, recipients }: RetargetButtonProps) {
  const create = useCreateRetargetSegment(workspaceId)
  const name = `${broadcast.name} — ${engagement}`

  if (create.data) {
    return (
      <p role="status" className="text-sm text-emerald-800 [overflow-wrap:anywhere]">
        Segment “{create.data.name}” created <span className="font-mono text-xs">({create.data.id})</span>
      </p>
    )
  }
  return (
    <div className="space-y-2">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Create a segment of the ${recipients.toLocaleString('en')} ${engagement} recipients`}
        aria-disabled={create.isPending || undefined}
        className="-ml-3 aria-disabled:opacity-60"
        onClick={() => {
          if (create.isPending) return
          create.mutate(
            { name, retargetBroadcast: { id: broadcast.id }, retargetEngagementType: engagement },
            { onSuccess: (segment) => toast.success(`Segment “${segment.name}” created`) },
          )
        }}
      >
        <Users aria-hidden className="size-4" /> {create.isPending ? 'Creating…' : 'Create segment'}
      </Button>
      <FormError message={create.error?.message} />
    </div>
  )
}
