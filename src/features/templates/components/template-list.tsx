import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { readableRows } from '@/api/list-rows'
import { type Template } from '@/api/templates'
import { type Column } from '@/components/column'
import { EmptyState } from '@/components/empty-state'
import { InMemoryPagedTable } from '@/components/in-memory-paged-table'
import { nameColumn } from '@/components/name-column'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { SearchInput } from '@/components/search-input'
import { TextLink } from '@/components/text-link'
import { Button, buttonClasses } from '@/components/ui/button'
import { type UrlSearchProps } from '@/components/url-search-props'
import { formatDateTime } from '@/lib/format'
import { listQuery, withSearchText } from '@/lib/list-search'
import { templateQueries } from '@/resources/templates'
import {
  describeFilters,
  filterTemplates,
  languagesOf,
  sortTemplates,
  unknownCategoriesOf,
  unknownStatusesOf,
} from '../template-filters'
import { categoryLabel } from '../template-labels'
import {
  hasTemplateFilters,
  readsEveryTemplate,
  withoutFilters,
  type TemplateListSearch,
} from '../template-list-search'
import { useAllTemplates } from '../use-all-templates'
import { languageName } from '@/domain/whatsapp-languages'
import { TemplateFilterBar } from './template-filter-bar'
import { TemplateStatusBadge } from './template-status-badge'
import { UnreadableTemplatesNotice } from './unreadable-templates-notice'

interface TemplateListProps extends UrlSearchProps<TemplateListSearch> {
  workspaceId: string
}

function templateColumns(workspaceId: string): Column<Template>[] {
  return [
    nameColumn({
      cell: ({ id, template }) => (
        <TextLink to="/w/$workspaceId/templates/$templateId" params={{ workspaceId, templateId: id }}>
          {template.name}
        </TextLink>
      ),
    }),
    {
      id: 'category',
      header: 'Category',
      className: '[overflow-wrap:anywhere]',
      cell: ({ template }) => categoryLabel(template.category),
    },
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

const count = (n: number) => n.toLocaleString('en')
const templatesCount = (n: number) => `${count(n)} ${n === 1 ? 'template' : 'templates'}`

/** "a, b and c" */
const joinAnd = (phrases: readonly string[]) =>
  phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : (phrases[0] ?? '')

/** The status line over templates in memory: the total, how many match, or how far the read has got. */
function inMemorySummary(
  templates: readonly Template[] | undefined,
  matched: number,
  narrowed: boolean,
  templatesRead: number,
): string {
  if (!templates) return templatesRead > 0 ? `Loading templates… ${count(templatesRead)} so far` : 'Loading templates…'
  return narrowed ? `${count(matched)} of ${templatesCount(templates.length)} match` : templatesCount(templates.length)
}

/**
 * The workspace's templates. The API pages and searches by name; a filter or an order reads every template
 * instead (cached, refreshed in the background), and the list is filtered, sorted and paged here.
 */
export function TemplateList({ workspaceId, search, onSearchChange }: TemplateListProps) {
  const inMemory = readsEveryTemplate(search)
  const params = { workspaceId, ...listQuery(search) }
  const page = useQuery({ ...templateQueries.list(params), placeholderData: keepPreviousData, enabled: !inMemory })
  // The language filter offers the languages in use, so the read starts as soon as the filter bar has the focus.
  const [filterBarUsed, setFilterBarUsed] = useState(false)
  const all = useAllTemplates(workspaceId, inMemory || filterBarUsed)
  const templates = all.query.data?.templates
  const unreadable = all.query.data?.unreadable ?? []
  const matching = useMemo(
    () => templates && sortTemplates(filterTemplates(templates, search), search.sort),
    [templates, search],
  )
  // The filters offer the values in use: of every template once read, of the page until then.
  const inUse = useMemo(() => templates ?? readableRows(page.data ?? []), [templates, page.data])
  const languages = useMemo(() => languagesOf(inUse), [inUse])
  const otherStatuses = useMemo(() => unknownStatusesOf(inUse), [inUse])
  const otherCategories = useMemo(() => unknownCategoriesOf(inUse), [inUse])
  const statusRef = useRef<HTMLSelectElement>(null)
  const columns = templateColumns(workspaceId)
  const narrowed = hasTemplateFilters(search) || Boolean(params.searchText)

  const clearFilters = () => {
    // The control that was pressed goes away with the filters.
    statusRef.current?.focus()
    onSearchChange(withoutFilters(search))
  }

  const summary =
    !inMemory || (all.query.isError && !templates)
      ? ''
      : inMemorySummary(templates, matching?.length ?? 0, narrowed, all.templatesRead)

  const noTemplatesYet = (
    <EmptyState title="No templates yet">
      <TextLink to="/w/$workspaceId/templates/new" params={{ workspaceId }}>
        Create the first template
      </TextLink>
    </EmptyState>
  )

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
      {/* Outside both tables, so switching between them keeps the focus in the control that switched. */}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search templates by name"
          value={params.searchText ?? ''}
          onSearch={(text) => onSearchChange(withSearchText(search, text))}
        />
        <TemplateFilterBar
          search={search}
          onSearchChange={onSearchChange}
          languages={languages}
          languagesComplete={Boolean(templates)}
          otherStatuses={otherStatuses}
          otherCategories={otherCategories}
          onFocus={() => setFilterBarUsed(true)}
          onClear={clearFilters}
          statusRef={statusRef}
        />
      </div>
      <p role="status" className={summary ? 'mb-2 text-sm text-slate-600' : undefined}>
        {summary}
      </p>
      {inMemory && <UnreadableTemplatesNotice rows={unreadable} />}
      {inMemory ? (
        <InMemoryPagedTable
          label="Templates"
          rows={matching}
          query={all.query}
          columns={columns}
          getRowKey={(row) => row.id}
          empty={
            templates?.length === 0 ? (
              unreadable.length > 0 ? (
                <EmptyState title="No template could be read">The note above says what is wrong with each.</EmptyState>
              ) : (
                noTemplatesYet
              )
            ) : (
              <EmptyState title={`No template matches ${joinAnd(describeFilters(search))}`}>
                {hasTemplateFilters(search) ? (
                  <Button variant="secondary" size="sm" onClick={clearFilters}>
                    Clear filters
                  </Button>
                ) : (
                  'Try another part of the name.'
                )}
              </EmptyState>
            )
          }
          search={search}
          onSearchChange={onSearchChange}
        />
      ) : (
        <PagedTable
          label="Templates"
          query={page}
          columns={columns}
          getRowKey={(row) => row.id}
          empty={
            params.searchText ? (
              <EmptyState title={`No template matches “${params.searchText}”`}>
                Try another part of the name.
              </EmptyState>
            ) : params.page > 1 ? (
              <EmptyState title="No more templates">This page is past the last template.</EmptyState>
            ) : (
              noTemplatesYet
            )
          }
          search={search}
          onSearchChange={onSearchChange}
        />
      )}
    </>
  )
}
