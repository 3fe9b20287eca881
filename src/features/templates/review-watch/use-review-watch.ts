import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** The pages' query clients (one a page; a test renders several) whose watch is started or about to be. */
const started = new WeakSet<QueryClient>()

/**
 * Starts, once per page, the watch of WhatsApp's review of the open workspace's pending templates, 30 s in (its
 * first re-read): from a template's page (where a submit lands), and from the templates list while the list in
 * view holds a pending template (`when`). It then follows the user to every screen of the workspace and watches
 * every pending template the cache holds, the lists' too. Until `when` holds, nothing is loaded or read.
 */
export function useReviewWatch(when = true) {
  const router = useRouter()
  const client = useQueryClient()
  useEffect(() => {
    if (!when || started.has(client)) return
    started.add(client)
    setTimeout(() => {
      import('./follow-workspace').then(
        ({ followWorkspaceReviews }) => followWorkspaceReviews(router, client),
        () => started.delete(client),
      )
    }, 30_000)
  }, [router, client, when])
}
