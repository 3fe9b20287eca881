import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSession } from '@/app/session-store'
import { QueryErrorState } from '@/components/query-error-state'
import { PageHeader } from '@/components/page-header'
import { ReadOnlyNotice } from '@/components/read-only-notice'
import { Skeleton } from '@/components/ui/skeleton'
import { maskSecret } from '@/lib/format'
import { accountQueries } from '@/resources/account'
import { ResetDemoButton } from './reset-demo-button'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  )
}

export function AccountScreen() {
  const query = useQuery(accountQueries.info())
  const { session } = useSession()

  return (
    <>
      <PageHeader
        title="Account"
        description={
          <>
            The account linked to the API key you connected with.
            <ReadOnlyNotice subject="The account’s name, its owner and its team" />
          </>
        }
      />
      {query.isError ? (
        <QueryErrorState title="Could not load the account" query={query} />
      ) : (
        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white px-4">
          <Row term="Account name">{query.isPending ? <Skeleton className="h-4 w-40" /> : query.data.name}</Row>
          <Row term="Owner email">
            {query.isPending ? (
              <Skeleton className="h-4 w-48" />
            ) : (
              (query.data.ownerEmail ?? <span className="text-slate-500">No active owner</span>)
            )}
          </Row>
          {session && (
            <>
              <Row term="Connection">
                {session.mode === 'demo'
                  ? 'Demo (API in this browser)'
                  : `Live API at ${session.baseUrl || window.location.origin}`}
              </Row>
              <Row term="API key">
                <span className="font-mono">{maskSecret(session.apiKey)}</span>
                <span className="ms-2 text-slate-500">
                  {session.remember ? 'remembered on this device' : 'kept for this browser tab only'}
                </span>
              </Row>
            </>
          )}
        </dl>
      )}
      {session?.mode === 'demo' && (
        <section aria-labelledby="demo-data" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="demo-data" className="font-semibold text-slate-900">
            Demo data
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">
            Your changes to the demo are kept in this browser. Start over at any time.
          </p>
          <ResetDemoButton />
        </section>
      )}
    </>
  )
}
