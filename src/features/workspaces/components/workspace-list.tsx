import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type Workspace } from '@/api/workspaces'
import { type Column } from '@/components/data-table/column'
import { ListPage } from '@/components/list-page'
import { nameColumn } from '@/components/data-table/name-column'
import { ReadOnlyNotice } from '@/components/read-only-notice'
import { TextLink } from '@/components/text-link'
import { type UrlSearchProps } from '@/lib/url-search'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { workspaceQueries } from '@/resources/workspaces'

type WorkspaceListProps = UrlSearchProps<ListSearch>

const columns: Column<Workspace>[] = [
  nameColumn({
    header: 'Title',
    className: 'break-words sm:min-w-48',
    cell: (workspace) => (
      <TextLink to="/w/$workspaceId" params={{ workspaceId: workspace.id }}>
        {workspace.title}
      </TextLink>
    ),
  }),
]

export function WorkspaceList(url: WorkspaceListProps) {
  const params = listQuery(url.search)
  const query = useQuery({ ...workspaceQueries.list(params), placeholderData: keepPreviousData })

  return (
    <ListPage
      title="Workspaces"
      description={
        <>
          Every workspace this API key can reach. Open one to work in it.
          <ReadOnlyNotice subject="Workspaces and who works in them" withOwner />
        </>
      }
      noun="workspace"
      columns={columns}
      query={query}
      {...url}
      searchLabel="Search workspaces"
      emptyState={{ searchHint: 'Try another search.' }}
    />
  )
}
