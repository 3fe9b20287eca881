import { useQuery } from '@tanstack/react-query'
import Lock from 'lucide-react/icons/lock'
import { accountQueries } from '@/resources/account'

interface ReadOnlyNoticeProps {
  /** What is managed elsewhere, as the start of a sentence: "People, their roles and their workspaces". */
  subject: string
  /** Say who to ask: the account's owner email, from the read the header makes anyway. */
  withOwner?: boolean
}

/** Who to ask, when the account read has said. */
function Owner() {
  const { data } = useQuery(accountQueries.info())
  if (!data) return null
  return data.ownerEmail ? (
    <>
      {' '}
      Ask <span className="font-medium [overflow-wrap:anywhere] text-slate-800">{data.ownerEmail}</span>.
    </>
  ) : (
    ' The account has no active owner or administrator at the moment.'
  )
}

/**
 * Near the title of a screen the API can only read: that nothing can be changed here, and where it is. Phrasing
 * content, so it fits in a page's description.
 */
export function ReadOnlyNotice({ subject, withOwner = false }: ReadOnlyNoticeProps) {
  return (
    <span className="mt-2 flex max-w-3xl items-start gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>
        <span className="font-medium text-slate-900">Read-only here.</span> {subject} are managed in the messaging
        service’s own app, by an owner or administrator of the account.
        {withOwner && <Owner />}
      </span>
    </span>
  )
}
