import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { usePageTitle } from '@/app/page-title'
import { BackLink } from '@/components/back-link'
import { Detail, DetailDates, DetailList } from '@/components/detail-list'
import { PageHeader } from '@/components/page-header'
import { RecordActions } from '@/components/record-actions'
import { RecordIds } from '@/components/record-ids'
import { contactTagQueries } from '@/resources/contact-tags'
import { useContactTagDialogs } from './contact-tag-dialogs'

export function ContactTagDetail({ contactTagId }: { contactTagId: string }) {
  const { data: tag } = useSuspenseQuery(contactTagQueries.detail(contactTagId))
  usePageTitle(tag.name)
  const navigate = useNavigate()
  const dialogs = useContactTagDialogs({ onDeleted: () => void navigate({ to: '/tags' }) })

  return (
    <>
      <BackLink to="/tags">All contact tags</BackLink>
      <PageHeader
        title={tag.name}
        actions={<RecordActions onDelete={() => dialogs.remove({ id: contactTagId, name: tag.name })} />}
      />
      <DetailList>
        <Detail label="Canonical name" mono>
          {tag.canonical}
        </Detail>
        <DetailDates
          dates={[
            { label: 'Created', iso: tag.createdAt },
            { label: 'Updated', iso: tag.updatedAt },
          ]}
        />
      </DetailList>
      <RecordIds className="mt-4" ids={[{ label: 'Tag id', value: contactTagId }]} />
      {dialogs.dialogs}
    </>
  )
}
