import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { PageHeader } from '@/components/page-header'
import { Pagination } from '@/components/pagination'
import { SearchInput } from '@/components/search-input'
import { TableSkeletonRows } from '@/components/table-skeleton'
import { buttonClasses } from '@/components/ui/button'
import { Table, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDateTime } from '@/lib/format'
import { templateQueries } from '../queries'
import { templateListParams, type TemplateListSearch } from '../template-search'
import { languageName } from '../whatsapp-languages'
import { TemplateStatusBadge } from './template-status-badge'

interface TemplateListProps {
  workspaceId: string
  search: TemplateListSearch
  onSearchChange(next: TemplateListSearch): void
}

const categoryLabel = { UTILITY: 'Utility', MARKETING: 'Marketing', AUTHENTICATION: 'Authentication' } as const

export function TemplateList({ workspaceId, search, onSearchChange }: TemplateListProps) {
  const params = templateListParams(workspaceId, search)
  const query = useQuery({ ...templateQueries.list(params), placeholderData: keepPreviousData })
  const rows = query.data ?? []

  return (
    <>
      <PageHeader
        title="WhatsApp templates"
        description="Message templates for this workspace. New templates are reviewed by WhatsApp before they can be sent."
        actions={
          <Link to="/w/$workspaceId/templates/new" params={{ workspaceId }} className={buttonClasses()}>
            <Plus aria-hidden className="size-4" /> New template
          </Link>
        }
      />
      <div className="mb-4">
        <SearchInput
          label="Search templates by name"
          value={params.searchText ?? ''}
          onSearch={(searchText) => onSearchChange({ ...search, searchText: searchText || undefined, page: undefined })}
        />
      </div>
      {query.isError ? (
        <ErrorState title="Could not load templates" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.isPending && rows.length === 0 ? (
        <EmptyState title={params.searchText ? `No template matches “${params.searchText}”` : params.page > 1 ? 'No more templates' : 'No templates yet'}>
          {params.page > 1 ? (
            'This page is past the last template.'
          ) : params.searchText ? (
            'Try another part of the name.'
          ) : (
            <Link to="/w/$workspaceId/templates/new" params={{ workspaceId }} className="font-medium text-indigo-700 hover:underline">
              Create the first template
            </Link>
          )}
        </EmptyState>
      ) : (
        <Table aria-label="Templates" aria-busy={query.isFetching}>
          <TableHead>
            <TableRow>
              <TableHeader>Name</TableHeader>
              <TableHeader>Category</TableHeader>
              <TableHeader>Language</TableHeader>
              <TableHeader>Status</TableHeader>
              <TableHeader>Updated</TableHeader>
            </TableRow>
          </TableHead>
          <tbody>
            {query.isPending ? (
              <TableSkeletonRows columns={5} rows={Math.min(params.limit, 10)} />
            ) : (
              rows.map(({ id, template, updatedAt }) => (
                <TableRow key={id}>
                  <TableCell>
                    <Link
                      to="/w/$workspaceId/templates/$templateId"
                      params={{ workspaceId, templateId: id }}
                      className="font-medium break-all text-indigo-700 hover:underline"
                    >
                      {template.name}
                    </Link>
                  </TableCell>
                  <TableCell>{categoryLabel[template.category]}</TableCell>
                  <TableCell>
                    <span title={template.language}>{languageName(template.language)}</span>
                  </TableCell>
                  <TableCell>
                    <TemplateStatusBadge status={template.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-slate-600">
                    <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>
                  </TableCell>
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
