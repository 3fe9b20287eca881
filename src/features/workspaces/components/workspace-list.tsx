import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { TableCell, TableRow } from '@/components/ui/table'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { workspaceQueries } from '../queries'

interface WorkspaceListProps {
  search: ListSearch
  onSearchChange(next: ListSearch): void
}

export function WorkspaceList({ search, onSearchChange }: WorkspaceListProps) {
  const params = listQuery(search)
  const query = useQuery({ ...workspaceQueries.list(params), placeholderData: keepPreviousData })

  return (
    <>
      <PageHeader title="Workspaces" description="Every workspace this API key can reach. Open one to work in it." />
      <PagedTable
        label="Workspaces"
        query={query}
        errorTitle="Could not load workspaces"
        columns={['Title', 'ID']}
        empty={
          <EmptyState title={params.searchText ? `No workspace matches “${params.searchText}”` : 'No workspaces yet'}>
            {params.page > 1 ? 'This page is past the last workspace.' : params.searchText ? 'Try another search.' : null}
          </EmptyState>
        }
        renderRow={(workspace) => (
          <TableRow key={workspace.id}>
            <TableCell>
              <Link to="/w/$workspaceId" params={{ workspaceId: workspace.id }} className="font-medium text-indigo-700 hover:underline">
                {workspace.title}
              </Link>
            </TableCell>
            <TableCell className="font-mono text-xs text-slate-600">{workspace.id}</TableCell>
          </TableRow>
        )}
        search={search}
        onSearchChange={onSearchChange}
        searchLabel="Search workspaces"
      />
    </>
  )
}
