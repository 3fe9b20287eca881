import { Badge } from '@/components/ui/badge'

const tones: Record<string, Parameters<typeof Badge>[0]['tone']> = {
  sent: 'neutral',
  delivered: 'info',
  read: 'success',
  replied: 'success',
  failed: 'danger',
}

/** Log statuses are open strings in the spec: known ones get a colour, any other shows as it came. */
export function LogStatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status.toLowerCase()] ?? 'neutral'}>{status || 'unknown'}</Badge>
}
