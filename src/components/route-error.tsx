import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { isApiError } from '@/api/api-error'
import { ErrorState } from './error-state'
import { NotFound } from './not-found'
import { PageHeader } from './page-header'
import { focusPageHeading } from './route-focus'

/**
 * Every route's error boundary: a 404 reads as "not found", anything else offers a retry. A route that knows better
 * (a detail page's deleted or missing item) passes the page to show instead.
 */
export function RouteError({ error, reset, page }: ErrorComponentProps & { page?: ReactNode }) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])
  // A loader's error renders twice as the load settles, the second time with a new heading: focus follows it.
  useEffect(() => {
    if (document.activeElement === document.body) focusPageHeading()
  }, [])

  if (page) return page
  if (isApiError(error) && error.status === 404) return <NotFound title="Not found" message={error.message} />
  return (
    <>
      <PageHeader title="This page could not be loaded" />
      <ErrorState
        title="What went wrong"
        error={error}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    </>
  )
}
