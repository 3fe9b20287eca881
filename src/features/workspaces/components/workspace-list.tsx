import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type Workspace } from '@/api/workspaces'
import { type Column } from '@/components/column'
import { ListEmptyState } from '@/components/list-empty-state'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { workspaceQueries } from '../queries'

interface WorkspaceListProps {
  search: ListSearch
  onSearchChange(next: ListSearch): void
}

const columns: Column<Workspace>[] = [
  {
    id: 'title',
    header: 'Title',
    primary: true,
    className: 'break-words sm:min-w-48',
    cell: (workspace) => (
      <Link
        to="/w/$workspaceId"
        params={{ workspaceId: workspace.id }}
        className="font-medium text-indigo-700 hover:underline"
      >
        {workspace.title}
      </Link>
    ),
  },
  {
    id: 'id',
    header: 'ID',
    className: 'font-mono text-xs text-slate-600 [overflow-wrap:anywhere]',
    cell: (workspace) => workspace.id,
  },
]

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
        columns={columns}
        getRowKey={(workspace) => workspace.id}
        empty={
          <ListEmptyState
            noun="workspace"
            searchText={params.searchText}
            searchHint="Try another search."
            page={params.page}
          />
        }
        search={search}
        onSearchChange={onSearchChange}
        searchLabel="Search workspaces"
      />
    </>
  )
}
