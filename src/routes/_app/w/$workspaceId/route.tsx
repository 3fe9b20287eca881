import { createFileRoute, Outlet } from '@tanstack/react-router'
import { sessionStore } from '@/app/session-store'
import { workspaceQueries } from '@/features/workspaces/queries'

/** Everything under /w/$workspaceId belongs to that workspace: it must exist, and it becomes the one to return to. */
export const Route = createFileRoute('/_app/w/$workspaceId')({
  loader: async ({ context, params }) => {
    await context.queryClient.ensureQueryData(workspaceQueries.detail(params.workspaceId))
    sessionStore.setLastWorkspaceId(params.workspaceId)
  },
  component: Outlet,
})
