import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isApiError } from '@/api/api-error'
import { ErrorState } from './error-state'
import { NotFound } from './not-found'
import { PageHeader } from './page-header'

/** Every route's error boundary: a 404 reads as "not found", anything else offers a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  useEffect(() => queryReset.reset(), [queryReset])

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
