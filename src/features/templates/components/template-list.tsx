import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { type Template } from '@/api/templates'
import { type Column } from '@/components/column'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { buttonClasses } from '@/components/ui/button'
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

function templateColumns(workspaceId: string): Column<Template>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      primary: true,
      // Names are long identifiers without spaces: a wide column, wrapping only when a name outgrows it.
      className: 'sm:min-w-48 [overflow-wrap:anywhere]',
      cell: ({ id, template }) => (
        <Link to="/w/$workspaceId/templates/$templateId" params={{ workspaceId, templateId: id }} className="font-medium text-indigo-700 hover:underline">
          {template.name}
        </Link>
      ),
    },
    { id: 'category', header: 'Category', cell: ({ template }) => categoryLabel[template.category] },
    {
      id: 'language',
      header: 'Language',
      cell: ({ template }) => <span title={template.language}>{languageName(template.language)}</span>,
    },
    { id: 'status', header: 'Status', cell: ({ template }) => <TemplateStatusBadge status={template.status} /> },
    {
      id: 'updated',
      header: 'Updated',
      className: 'whitespace-nowrap text-slate-600',
      cell: ({ updatedAt }) => <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>,
    },
  ]
}

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
        columns={templateColumns(workspaceId)}
        getRowKey={(row) => row.id}
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
        search={search}
        onSearchChange={onSearchChange}
        searchLabel="Search templates by name"
      />
    </>
  )
}
