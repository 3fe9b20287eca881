import { ReadOnlyNotice } from '@/components/read-only-notice'

/** The API only reads staff: the list and a member's page say where people are managed. */
export function StaffReadOnlyNotice() {
  return <ReadOnlyNotice subject="People, their roles and their workspaces" withOwner />
}
