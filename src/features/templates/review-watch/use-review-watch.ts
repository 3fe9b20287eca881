import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

let started = false

/**
 * Starts, once per page, the watch of WhatsApp's review of the open workspace's pending templates: from a template's
 * page (where a submit lands), 30 s in, its first re-read. It then follows the user to every screen of the workspace
 * and watches every pending template the cache holds, the lists' too.
 */
export function useReviewWatch() {
  const router = useRouter()
  const client = useQueryClient()
  useEffect(() => {
    if (started) return
    started = true
    setTimeout(() => {
      import('./follow-workspace').then(
        ({ followWorkspaceReviews }) => followWorkspaceReviews(router, client),
        () => (started = false),
      )
    }, 30_000)
  }, [router, client])
}
