import { Badge } from '@/components/ui/badge'
import { codeInWords } from '@/lib/code-words'

const tones: Record<string, Parameters<typeof Badge>[0]['tone']> = {
  sent: 'neutral',
  delivered: 'info',
  read: 'success',
  replied: 'success',
  failed: 'danger',
}

/** Log statuses are open strings in the spec: known ones get a colour, and every one reads in sentence case. */
export function LogStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={tones[status.trim().toLowerCase()] ?? 'neutral'}>{status ? codeInWords(status) : 'Unknown'}</Badge>
  )
}
