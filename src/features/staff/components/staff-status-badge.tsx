import { Badge } from '@/components/ui/badge'

export function StaffStatusBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>
}
