import { useQueryClient } from '@tanstack/react-query'
import { useMatches, useParams } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import { readItemTitle, subscribeItemTitle } from '@/app/page-title'
import { workspaceTitleQueries } from '@/resources/workspaces'

/**
 * Sets `document.title` from the routes shown, most specific first: "order_update · Templates · Northwind Retail ·
 * Inbox Console". The workspace is named once its route has read it: nothing is fetched for the title.
 */
export function PageTitle() {
  const queryClient = useQueryClient()
  const { workspaceId } = useParams({ strict: false })
  const workspace = useSyncExternalStore(
    queryClient.getQueryCache().subscribe,
    () => workspaceId && queryClient.getQueryData(workspaceTitleQueries.detail(workspaceId).queryKey)?.title,
  )
  const item = useSyncExternalStore(subscribeItemTitle, readItemTitle)
  const routes = useMatches().map((match) => match.staticData.title)
  const title = [item, ...routes.reverse(), workspace, 'Inbox Console'].filter(Boolean).join(' · ')
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
