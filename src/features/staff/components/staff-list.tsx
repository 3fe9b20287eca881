import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type Staff } from '@/api/staff'
import { type Column } from '@/components/column'
import { ListEmptyState } from '@/components/list-empty-state'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { staffQueries } from '../queries'
import { staffName, staffPhone } from '../staff-format'
import { workspaceTitleQueries } from '../workspace-queries'
import { StaffStatusBadge } from './staff-status-badge'

interface StaffListProps {
  workspaceId: string
  search: ListSearch
  onSearchChange(next: ListSearch): void
}

function staffColumns(workspaceId: string): Column<Staff>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      primary: true,
      className: 'sm:min-w-40 [overflow-wrap:anywhere]',
      cell: (member) => (
        <Link
          to="/w/$workspaceId/staff/$staffId"
          params={{ workspaceId, staffId: member.id }}
          className="font-medium text-indigo-700 hover:underline"
        >
          {staffName(member)}
        </Link>
      ),
    },
    { id: 'email', header: 'Email', className: '[overflow-wrap:anywhere]', cell: (member) => member.email },
    { id: 'phone', header: 'Phone', className: '[overflow-wrap:anywhere]', cell: staffPhone },
    { id: 'status', header: 'Status', cell: (member) => <StaffStatusBadge active={member.active} /> },
  ]
}

export function StaffList({ workspaceId, search, onSearchChange }: StaffListProps) {
  const params = { workspaceId, ...listQuery(search) }
  const query = useQuery({ ...staffQueries.list(params), placeholderData: keepPreviousData })
  // Read by the workspace route before this screen shows: no request of its own.
  const workspace = useQuery(workspaceTitleQueries.detail(workspaceId))

  return (
    <>
      <PageHeader
        title="Staff"
        description={`The people who work in ${workspace.data?.title ?? 'this workspace'}. Open one to see their details and workspaces.`}
      />
      <PagedTable
        label="Staff"
        query={query}
        errorTitle="Could not load the staff"
        columns={staffColumns(workspaceId)}
        getRowKey={(member) => member.id}
        empty={
          <ListEmptyState
            noun="staff member"
            plural="staff"
            searchText={params.searchText}
            searchHint="Try another name or email."
            page={params.page}
            noneTitle="No staff in this workspace yet"
          />
        }
        search={search}
        onSearchChange={onSearchChange}
        searchLabel="Search staff by name or email"
      />
    </>
  )
}
