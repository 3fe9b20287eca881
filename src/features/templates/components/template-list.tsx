import { Link } from '@tanstack/react-router'
import Plus from 'lucide-react/icons/plus'
import { useMemo, useRef } from 'react'
import { type Template } from '@/api/templates'
import { type Column } from '@/components/data-table/column'
import { EmptyState } from '@/components/empty-state'
import { nameColumn } from '@/components/data-table/name-column'
import { PageHeader } from '@/components/page-header'
import { SearchInput } from '@/components/search-input'
import { TemplateName } from '@/components/template-name'
import { TextLink } from '@/components/text-link'
import { Button, buttonClasses } from '@/components/ui/button'
import { type UrlSearchProps } from '@/lib/url-search'
import { formatCount, formatCountOf, formatDateTime } from '@/lib/format'
import { listQuery, withSearchText } from '@/lib/list-search'
import {
  describeFilters,
  filterTemplates,
  languagesOf,
  sortTemplates,
  unknownCategoriesOf,
  unknownStatusesOf,
} from '../template-filters'
import { categoryLabel } from '@/domain/template-labels'
import { hasTemplateFilters, withoutFilters, type TemplateListSearch } from '../template-list-search'
import { useAllTemplates } from '../use-all-templates'
import { useReviewWatch } from '../review-watch/use-review-watch'
import { groupByName, mainVersion, type TemplateVersions } from '../template-versions'
import { TemplateFilterBar } from './template-filter-bar'
import { TemplateVersionStatuses } from './template-version-statuses'
import { InMemoryPagedTable, pageOf } from '@/components/data-table/in-memory-paged-table'
import { UnreadableTemplatesNotice } from './unreadable-templates-notice'

interface TemplateListProps extends UrlSearchProps<TemplateListSearch> {
  workspaceId: string
}

/** A name in view with a version WhatsApp is still reviewing. */
const hasPending = ({ versions }: TemplateVersions) => versions.some(({ template }) => template.status === 'PENDING')

/** The latest update of any version; '' when none has one. */
const updatedAtOf = (versions: readonly Template[]) =>
  versions.reduce((latest, { updatedAt }) => (updatedAt > latest ? updatedAt : latest), '')

/** A row per name: each language with its own status, the latest update; the name opens a version that can be sent. */
function templateColumns(workspaceId: string): Column<TemplateVersions>[] {
  return [
    nameColumn({
      cell: (row) => (
        <TextLink
          to="/w/$workspaceId/templates/$templateId"
          params={{ workspaceId, templateId: mainVersion(row)?.id ?? '' }}
          dir="auto"
        >
          <TemplateName name={row.name} />
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
      id: 'versions',
      header: 'Languages and status',
      cell: ({ versions }) => <TemplateVersionStatuses workspaceId={workspaceId} versions={versions} />,
    },
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

const templatesCount = (n: number) => formatCountOf(n, 'template', 'templates')

/** "a, b and c" */
const joinAnd = (phrases: readonly string[]) =>
  phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : (phrases[0] ?? '')

/** The status line: the total, how many match and in how many names, or how far the read has got. */
function summaryOf(
  templates: readonly Template[] | undefined,
  matched: number,
  names: number,
  narrowed: boolean,
  templatesRead: number,
): string {
  if (!templates)
    return templatesRead > 0 ? `Loading templates… ${formatCount(templatesRead)} so far` : 'Loading templates…'
  const total = narrowed
    ? `${formatCount(matched)} of ${templatesCount(templates.length)} match`
    : templatesCount(templates.length)
  return names < matched ? `${total}, in ${formatCountOf(names, 'name', 'names')}` : total
}

/**
 * The workspace's templates, a row per name. The API pages by template and searches by name only, so the list reads
 * every template (100 a request, cached and refreshed in the background), then filters, sorts, groups and pages
 * them here: filters pick versions, then they are grouped, so a page holds as many names as its size.
 */
export function TemplateList({ workspaceId, search, onSearchChange }: TemplateListProps) {
  const { page, limit, searchText } = listQuery(search)
  const all = useAllTemplates(workspaceId)
  const templates = all.query.data?.templates
  const unreadable = all.query.data?.unreadable ?? []
  const matching = useMemo(
    () => templates && sortTemplates(filterTemplates(templates, search), search.sort),
    [templates, search],
  )
  const groups = useMemo(() => matching && groupByName(matching), [matching])
  const inUse = useMemo(() => templates ?? [], [templates])
  const languages = useMemo(() => languagesOf(inUse), [inUse])
  const otherStatuses = useMemo(() => unknownStatusesOf(inUse), [inUse])
  const otherCategories = useMemo(() => unknownCategoriesOf(inUse), [inUse])
  // A marketer waiting on the list for a pending template is told when its review ends; a page without one reads nothing.
  useReviewWatch(groups ? pageOf(groups, page, limit).rows.some(hasPending) : false)
  const statusRef = useRef<HTMLSelectElement>(null)
  const columns = templateColumns(workspaceId)
  const narrowed = hasTemplateFilters(search) || Boolean(searchText)

  const clearFilters = () => {
    // The control that was pressed goes away with the filters.
    statusRef.current?.focus()
    onSearchChange(withoutFilters(search))
  }

  const summary =
    all.query.isError && !templates
      ? ''
      : summaryOf(templates, matching?.length ?? 0, groups?.length ?? 0, narrowed, all.templatesRead)

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
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchInput
          label="Search templates by name"
          value={searchText ?? ''}
          onSearch={(text) => onSearchChange(withSearchText(search, text))}
        />
        <TemplateFilterBar
          search={search}
          onSearchChange={onSearchChange}
          languages={languages}
          languagesComplete={Boolean(templates)}
          otherStatuses={otherStatuses}
          otherCategories={otherCategories}
          onClear={clearFilters}
          statusRef={statusRef}
        />
      </div>
      <p role="status" className={summary ? 'mb-2 text-sm text-slate-600' : undefined}>
        {summary}
      </p>
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
              <EmptyState title="No template could be read">The note above says what is wrong with each.</EmptyState>
            ) : (
              noTemplatesYet
            )
          ) : (
            <EmptyState
              title={
                hasTemplateFilters(search)
                  ? `No template matches ${joinAnd(describeFilters(search))}`
                  : `No template matches “${searchText}”`
              }
            >
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
    </>
  )
}
