import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import Plus from 'lucide-react/icons/plus'
import { useMemo, useRef, useState } from 'react'
import { readableRows } from '@/api/list-rows'
import { type Template } from '@/api/templates'
import { type Column } from '@/components/column'
import { EmptyState } from '@/components/empty-state'
import { nameColumn } from '@/components/name-column'
import { PageHeader } from '@/components/page-header'
import { SearchInput } from '@/components/search-input'
import { TemplateName } from '@/components/template-name'
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
import { categoryLabel } from '@/domain/template-labels'
import {
  hasTemplateFilters,
  readsEveryTemplate,
  withoutFilters,
  type TemplateListSearch,
} from '../template-list-search'
import { useAllTemplates } from '../use-all-templates'
import { useReviewWatch } from '../review-watch/use-review-watch'
import { groupByName, type TemplateVersions } from '../template-versions'
import { TemplateFilterBar } from './template-filter-bar'
import { TemplateLanguageChips } from './template-language-chips'
import { PagedTable } from '@/components/paged-table'
import { TemplateStatusBadge } from './template-status-badge'
import { lazyPart, PartSlot } from '@/components/lazy-part'

// Only filters and orders read every template and page them here: that code comes with the first one.
const InMemoryPagedTable = lazyPart(() =>
  import('@/components/in-memory-paged-table').then(
    (module) => module.InMemoryPagedTable<TemplateVersions, TemplateListSearch>,
  ),
)
const UnreadableTemplatesNotice = lazyPart(() =>
  import('./unreadable-templates-notice').then((module) => module.UnreadableTemplatesNotice),
)

interface TemplateListProps extends UrlSearchProps<TemplateListSearch> {
  workspaceId: string
}

/** A row of the list in view that WhatsApp is still reviewing (an unreadable row has no status). */
const isPending = (row: unknown) => (row as Partial<Template> | null)?.template?.status === 'PENDING'

/** The latest update of any version; '' when none has one. */
const updatedAtOf = (versions: readonly Template[]) =>
  versions.reduce((latest, { updatedAt }) => (updatedAt > latest ? updatedAt : latest), '')

/** A row per name: its languages as chips, the status that needs attention most, the latest update. */
function templateColumns(workspaceId: string): Column<TemplateVersions>[] {
  return [
    nameColumn({
      cell: ({ name, versions }) => (
        <TextLink
          to="/w/$workspaceId/templates/$templateId"
          params={{ workspaceId, templateId: versions[0]?.id ?? '' }}
          dir="auto"
        >
          <TemplateName name={name} />
        </TextLink>
      ),
    }),
    {
      id: 'category',
      header: 'Category',
      className: '[overflow-wrap:anywhere]',
      cell: ({ versions }) => [...new Set(versions.map(({ template }) => categoryLabel(template.category)))].join(', '),
    },
    {
      id: 'language',
      header: 'Language',
      cell: ({ versions }) => <TemplateLanguageChips workspaceId={workspaceId} versions={versions} />,
    },
    { id: 'status', header: 'Status', cell: ({ worstStatus }) => <TemplateStatusBadge status={worstStatus} /> },
    {
      id: 'updated',
      header: 'Updated',
      className: 'whitespace-nowrap text-slate-600',
      cell: ({ versions }) => {
        const updatedAt = updatedAtOf(versions)
        return updatedAt ? <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time> : '—'
      },
    },
  ]
}

const count = (n: number) => n.toLocaleString('en')
const templatesCount = (n: number) => `${count(n)} ${n === 1 ? 'template' : 'templates'}`

/** "a, b and c" */
const joinAnd = (phrases: readonly string[]) =>
  phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : (phrases[0] ?? '')

/** The status line over templates in memory: the total, how many match and in how many names, or how far the read has got. */
function inMemorySummary(
  templates: readonly Template[] | undefined,
  matched: number,
  names: number,
  narrowed: boolean,
  templatesRead: number,
): string {
  if (!templates) return templatesRead > 0 ? `Loading templates… ${count(templatesRead)} so far` : 'Loading templates…'
  const total = narrowed
    ? `${count(matched)} of ${templatesCount(templates.length)} match`
    : templatesCount(templates.length)
  return names < matched ? `${total}, in ${count(names)} ${names === 1 ? 'name' : 'names'}` : total
}

/**
 * The workspace's templates. The API pages and searches by name; a filter or an order reads every template
 * instead (cached, refreshed in the background), and the list is filtered, sorted and paged here. A row per name:
 * filters pick templates, then they are grouped; in a page from the API, versions on other pages are rows there.
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
  const groups = useMemo(() => matching && groupByName(matching), [matching])
  // The filters offer the values in use: of every template once read, of the page until then.
  const inUse = useMemo(() => templates ?? readableRows(page.data ?? []), [templates, page.data])
  const languages = useMemo(() => languagesOf(inUse), [inUse])
  const otherStatuses = useMemo(() => unknownStatusesOf(inUse), [inUse])
  const otherCategories = useMemo(() => unknownCategoriesOf(inUse), [inUse])
  // A marketer waiting on the list for a pending template is told when its review ends; a list without one reads nothing.
  useReviewWatch((inMemory ? matching : page.data)?.some(isPending) ?? false)
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
      : inMemorySummary(templates, matching?.length ?? 0, groups?.length ?? 0, narrowed, all.templatesRead)

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
      {inMemory ? (
        <PartSlot loading="Loading templates…">
          <UnreadableTemplatesNotice rows={unreadable} />
          <InMemoryPagedTable
            label="Templates"
            rows={groups}
            query={all.query}
            columns={columns}
            getRowKey={(row) => row.key}
            empty={
              templates?.length === 0 ? (
                unreadable.length > 0 ? (
                  <EmptyState title="No template could be read">
                    The note above says what is wrong with each.
                  </EmptyState>
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
        </PartSlot>
      ) : (
        <PagedTable
          label="Templates"
          query={page}
          rowsOf={groupByName}
          columns={columns}
          getRowKey={(row) => row.key}
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
