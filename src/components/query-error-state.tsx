import { ErrorState } from './error-state'

/** What a read offers when it failed: its error, and whether a retry is on its way. */
export interface FailedRead {
  error: unknown
  isFetching: boolean
  refetch(): unknown
}

/** A failed read where its data would have been, with a retry. */
export function QueryErrorState({ title, query }: { title: string; query: FailedRead }) {
  return (
    <ErrorState title={title} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  )
}
