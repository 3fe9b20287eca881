import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionStore } from '@/app/session-store'

/** The dashboard's front door: the last workspace used, else the first one, else the workspace list. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context: { queryClient } }) => {
    if (!sessionStore.get().session) throw redirect({ to: '/connect' })
    // Fetched here, not with the entry: the connect screen, where every new visitor lands, never needs it.
    const { startWorkspaceId } = await import('@/features/workspaces/start-workspace')
    const workspaceId = await startWorkspaceId(queryClient, sessionStore.lastWorkspaceId())
    if (workspaceId) throw redirect({ to: '/w/$workspaceId', params: { workspaceId } })
    throw redirect({ to: '/workspaces' })
  },
})
