import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type Staff } from '@/api/staff'
import { type Column } from '@/components/data-table/column'
import { ListPage } from '@/components/list-page'
import { nameColumn } from '@/components/data-table/name-column'
import { TextLink } from '@/components/text-link'
import { type UrlSearchProps } from '@/lib/url-search'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { staffQueries } from '@/resources/staff'
import { staffName, staffPhone } from '../staff-format'
import { workspaceTitleQueries } from '@/resources/workspaces'
import { StaffReadOnlyNotice } from './staff-read-only-notice'
import { StaffStatusBadge } from './staff-status-badge'

interface StaffListProps extends UrlSearchProps<ListSearch> {
  workspaceId: string
}

function staffColumns(workspaceId: string): Column<Staff>[] {
  return [
    nameColumn({
      className: 'sm:min-w-40 [overflow-wrap:anywhere]',
      cell: (member) => (
        <TextLink to="/w/$workspaceId/staff/$staffId" params={{ workspaceId, staffId: member.id }} dir="auto">
          {staffName(member)}
        </TextLink>
      ),
    }),
    { id: 'email', header: 'Email', className: '[overflow-wrap:anywhere]', cell: (member) => member.email },
    { id: 'phone', header: 'Phone', className: '[overflow-wrap:anywhere]', cell: staffPhone },
    { id: 'status', header: 'Status', cell: (member) => <StaffStatusBadge active={member.active} /> },
  ]
}

export function StaffList({ workspaceId, ...url }: StaffListProps) {
  const params = { workspaceId, ...listQuery(url.search) }
  const query = useQuery({ ...staffQueries.list(params), placeholderData: keepPreviousData })
  // Read by the workspace route before this screen shows: no request of its own.
  const workspace = useQuery(workspaceTitleQueries.detail(workspaceId))

  return (
    <ListPage
      title="Staff"
      description={
        <>
          The people who work in {workspace.data?.title ?? 'this workspace'}. Open one to see their details and
          workspaces.
          <StaffReadOnlyNotice />
        </>
      }
      noun="staff member"
      columns={staffColumns(workspaceId)}
      query={query}
      errorTitle="Could not load the staff"
      {...url}
      searchLabel="Search staff by name or email"
      emptyState={{
        plural: 'staff',
        searchHint: 'Try another name or email.',
        noneTitle: 'No staff in this workspace yet',
      }}
    />
  )
}
