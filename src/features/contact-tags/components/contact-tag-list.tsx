import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ContactTag } from '@/api/contact-tags'
import { actionsColumn } from '@/components/data-table/actions-column'
import { type Column } from '@/components/data-table/column'
import { ListPage } from '@/components/list-page'
import { monoColumn } from '@/components/data-table/mono-column'
import { nameColumn } from '@/components/data-table/name-column'
import { TextLink } from '@/components/text-link'
import { type UrlSearchProps } from '@/lib/url-search'
import { formatDateTime } from '@/lib/format'
import { createRequestIn, isCreateRequested, withoutCreateRequest } from '@/lib/create-request'
import { listQuery } from '@/lib/list-search'
import { contactTagQueries } from '@/resources/contact-tags'
import type { ContactTagSearch } from '../contact-tag-search'
import { useContactTagDialogs } from './contact-tag-dialogs'

type ContactTagListProps = UrlSearchProps<ContactTagSearch>

function tagColumns(remove: (tag: ContactTag) => void): Column<ContactTag>[] {
  return [
    nameColumn({
      cell: (tag) => (
        <TextLink to="/tags/$contactTagId" params={{ contactTagId: tag.id }}>
          {tag.name}
        </TextLink>
      ),
    }),
    monoColumn('canonical', 'Canonical name', (tag) => tag.canonical),
    {
      id: 'created',
      header: 'Created',
      cell: (tag) => <time dateTime={tag.createdAt}>{formatDateTime(tag.createdAt)}</time>,
    },
    actionsColumn({ remove }),
  ]
}

export function ContactTagList(url: ContactTagListProps) {
  const params = listQuery(url.search)
  const query = useQuery({ ...contactTagQueries.list(params), placeholderData: keepPreviousData })
  const dialogs = useContactTagDialogs(createRequestIn(url, isCreateRequested, withoutCreateRequest))

  return (
    <ListPage
      title="Contact tags"
      description="Labels for contacts, shared by every workspace of the account. Each has a canonical name the API derives from it."
      noun="tag"
      columns={tagColumns(dialogs.remove)}
      dialogs={dialogs}
      query={query}
      {...url}
      searchLabel="Search tags by name"
      emptyState={{ noneTitle: 'No contact tags yet' }}
    />
  )
}
