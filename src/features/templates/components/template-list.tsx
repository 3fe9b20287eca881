import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { buttonClasses } from '@/components/ui/button'
import { TableCell, TableRow } from '@/components/ui/table'
import { formatDateTime } from '@/lib/format'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { templateQueries } from '../queries'
import { languageName } from '../whatsapp-languages'
import { TemplateStatusBadge } from './template-status-badge'

interface TemplateListProps {
  workspaceId: string
  search: ListSearch
  onSearchChange(next: ListSearch): void
}

const categoryLabel = { UTILITY: 'Utility', MARKETING: 'Marketing', AUTHENTICATION: 'Authentication' } as const

export function TemplateList({ workspaceId, search, onSearchChange }: TemplateListProps) {
  const params = { workspaceId, ...listQuery(search) }
  const query = useQuery({ ...templateQueries.list(params), placeholderData: keepPreviousData })

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
      <PagedTable
        label="Templates"
        query={query}
        errorTitle="Could not load templates"
        columns={['Name', 'Category', 'Language', 'Status', 'Updated']}
        empty={
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
        }
        renderRow={({ id, template, updatedAt }) => (
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
        )}
        search={search}
        onSearchChange={onSearchChange}
        searchLabel="Search templates by name"
      />
    </>
  )
}
