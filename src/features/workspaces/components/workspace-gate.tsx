import { useQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { isApiError } from '@/api/api-error'
import { sessionStore } from '@/app/session-store'
import { NotFound } from '@/components/not-found'
import { workspaceQueries } from '@/resources/workspaces'

/**
 * Everything under /w/$workspaceId belongs to that workspace. Its screen renders at once, while the workspace is
 * checked alongside its own requests; an unknown workspace replaces it with "not found", a known one becomes the
 * one to return to.
 */
export function WorkspaceGate({ workspaceId, children }: { workspaceId: string; children: ReactNode }) {
  const { error, isSuccess } = useQuery(workspaceQueries.detail(workspaceId))
  useEffect(() => {
    if (isSuccess) sessionStore.setLastWorkspaceId(workspaceId)
  }, [isSuccess, workspaceId])

  if (isApiError(error) && error.status === 404) return <NotFound title="Not found" message={error.message} />
  return children
}
