import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { PageHeader } from '@/components/page-header'
import { Pagination } from '@/components/pagination'
import { SearchInput } from '@/components/search-input'
import { TableSkeletonRows } from '@/components/table-skeleton'
import { Table, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { workspaceQueries } from '../queries'
import { listParams, type WorkspaceListSearch } from '../workspace-search'

interface WorkspaceListProps {
  search: WorkspaceListSearch
  onSearchChange(next: WorkspaceListSearch): void
}

export function WorkspaceList({ search, onSearchChange }: WorkspaceListProps) {
  const params = listParams(search)
  const query = useQuery({ ...workspaceQueries.list(params), placeholderData: keepPreviousData })
  const rows = query.data ?? []

  return (
    <>
      <PageHeader title="Workspaces" description="Every workspace this API key can reach. Open one to work in it." />
      <div className="mb-4">
        <SearchInput
          label="Search workspaces"
          value={params.searchText ?? ''}
          onSearch={(searchText) => onSearchChange({ ...search, searchText: searchText || undefined, page: undefined })}
        />
      </div>
      {query.isError ? (
        <ErrorState title="Could not load workspaces" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.isPending && rows.length === 0 ? (
        <EmptyState title={params.searchText ? `No workspace matches “${params.searchText}”` : 'No workspaces yet'}>
          {params.page > 1 ? 'This page is past the last workspace.' : params.searchText ? 'Try another search.' : null}
        </EmptyState>
      ) : (
        <Table aria-busy={query.isFetching} aria-label="Workspaces">
          <TableHead>
            <TableRow>
              <TableHeader>Title</TableHeader>
              <TableHeader>ID</TableHeader>
            </TableRow>
          </TableHead>
          <tbody>
            {query.isPending ? (
              <TableSkeletonRows columns={2} rows={params.limit > 10 ? 10 : params.limit} />
            ) : (
              rows.map((workspace) => (
                <TableRow key={workspace.id}>
                  <TableCell>
                    <Link
                      to="/w/$workspaceId"
                      params={{ workspaceId: workspace.id }}
                      className="font-medium text-indigo-700 hover:underline"
                    >
                      {workspace.title}
                    </Link>
                  </TableCell>
                  <TableCell className="font-mono text-xs text-slate-600">{workspace.id}</TableCell>
                </TableRow>
              ))
            )}
          </tbody>
        </Table>
      )}
      {!query.isError && (
        <Pagination
          page={params.page}
          limit={params.limit}
          rowCount={rows.length}
          onPageChange={(page) => onSearchChange({ ...search, page })}
          onLimitChange={(limit) => onSearchChange({ ...search, limit, page: undefined })}
        />
      )}
    </>
  )
}
