import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Trash2 } from 'lucide-react'
import type { ContactTag } from '@/api/contact-tags'
import { type Column } from '@/components/column'
import { ListEmptyState } from '@/components/list-empty-state'
import { PageHeader } from '@/components/page-header'
import { PagedTable } from '@/components/paged-table'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { listQuery, type ListSearch } from '@/lib/list-search'
import { contactTagQueries } from '../queries'
import { useContactTagDialogs } from './contact-tag-dialogs'

interface ContactTagListProps {
  search: ListSearch
  onSearchChange(next: ListSearch): void
}

function tagColumns(remove: (tag: ContactTag) => void): Column<ContactTag>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      primary: true,
      className: 'sm:min-w-48 [overflow-wrap:anywhere]',
      cell: (tag) => (
        <Link
          to="/tags/$contactTagId"
          params={{ contactTagId: tag.id }}
          className="font-medium text-indigo-700 hover:underline"
        >
          {tag.name}
        </Link>
      ),
    },
    {
      id: 'canonical',
      header: 'Canonical name',
      className: 'font-mono text-xs text-slate-700 [overflow-wrap:anywhere]',
      cell: (tag) => tag.canonical,
    },
    {
      id: 'created',
      header: 'Created',
      cell: (tag) => <time dateTime={tag.createdAt}>{formatDateTime(tag.createdAt)}</time>,
    },
    {
      id: 'actions',
      header: 'Actions',
      headerClassName: 'text-right',
      className: 'sm:text-right',
      cell: (tag) => (
        <Button variant="ghost" size="sm" aria-label={`Delete ${tag.name}`} onClick={() => remove(tag)}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      ),
    },
  ]
}

export function ContactTagList({ search, onSearchChange }: ContactTagListProps) {
  const params = listQuery(search)
  const query = useQuery({ ...contactTagQueries.list(params), placeholderData: keepPreviousData })
  const dialogs = useContactTagDialogs()

  return (
    <>
      <PageHeader
        title="Contact tags"
        description="Labels for contacts, shared by every workspace of the account. Each has a canonical name the API derives from it."
        actions={
          <Button onClick={dialogs.create}>
            <Plus aria-hidden className="size-4" /> New tag
          </Button>
        }
      />
      <PagedTable
        label="Contact tags"
        query={query}
        errorTitle="Could not load contact tags"
        columns={tagColumns(dialogs.remove)}
        getRowKey={(tag) => tag.id}
        search={search}
        onSearchChange={onSearchChange}
        searchLabel="Search tags by name"
        empty={
          <ListEmptyState noun="tag" searchText={params.searchText} page={params.page} noneTitle="No contact tags yet">
            Create one with New tag.
          </ListEmptyState>
        }
      />
      {dialogs.dialogs}
    </>
  )
}
