import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { startReviewWatch } from './review-watcher'

/** The workspace of the screen on show; none on the connect screen or the account-wide ones. */
function openWorkspace(router: AnyRouter): string | undefined {
  for (const match of router.state.matches) {
    const { workspaceId } = match.params as { workspaceId?: string }
    if (workspaceId) return workspaceId
  }
  return undefined
}

/**
 * Watches WhatsApp's review of the pending templates of the workspace the user has open, and follows them to
 * another workspace; nothing is watched while no workspace is open. Returns the stop.
 */
export function followWorkspaceReviews(router: AnyRouter, client: QueryClient): () => void {
  let watching: string | undefined
  let stop: (() => void) | undefined
  const follow = () => {
    const workspaceId = openWorkspace(router)
    if (workspaceId === watching) return
    stop?.()
    stop = undefined
    watching = workspaceId
    if (!workspaceId) return
    const openTemplate = (templateId: string) =>
      void router.navigate({ to: '/w/$workspaceId/templates/$templateId', params: { workspaceId, templateId } })
    // The first re-read was waited for before this module loaded.
    stop = startReviewWatch({ client, workspaceId, openTemplate, readPendingNow: true })
  }
  follow()
  const unsubscribe = router.subscribe('onResolved', follow)
  return () => {
    unsubscribe()
    stop?.()
  }
}
