import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { ArrowLeft, Trash2 } from 'lucide-react'
import { Detail, DetailList } from '@/components/detail-list'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format'
import { contactTagQueries } from '../queries'
import { useContactTagDialogs } from './contact-tag-dialogs'

export function ContactTagDetail({ contactTagId }: { contactTagId: string }) {
  const { data: tag } = useSuspenseQuery(contactTagQueries.detail(contactTagId))
  const navigate = useNavigate()
  const dialogs = useContactTagDialogs({ onDeleted: () => void navigate({ to: '/tags' }) })

  return (
    <>
      <Link to="/tags" className="mb-3 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All contact tags
      </Link>
      <PageHeader
        title={tag.name}
        actions={
          <Button variant="secondary" onClick={() => dialogs.remove({ id: contactTagId, name: tag.name })}>
            <Trash2 aria-hidden className="size-4" /> Delete
          </Button>
        }
      />
      <DetailList>
        <Detail label="Canonical name" mono>
          {tag.canonical}
        </Detail>
        <Detail label="Tag id" mono>
          {contactTagId}
        </Detail>
        {[
          { label: 'Created', iso: tag.createdAt },
          { label: 'Updated', iso: tag.updatedAt },
        ].map(({ label, iso }) => (
          <Detail key={label} label={label}>
            <time dateTime={iso}>{formatDateTime(iso)}</time>
          </Detail>
        ))}
      </DetailList>
      {dialogs.dialogs}
    </>
  )
}
