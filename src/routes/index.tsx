import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionStore } from '@/app/session-store'
import { workspaceQueries } from '@/features/workspaces/queries'

/** The dashboard's front door: the last workspace used, else the first one, else the workspace list. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context: { queryClient } }) => {
    if (!sessionStore.get().session) throw redirect({ to: '/connect' })
    const last = sessionStore.lastWorkspaceId()
    if (last) {
      const known = await queryClient.ensureQueryData(workspaceQueries.detail(last)).then(
        () => true,
        () => false,
      )
      if (known) throw redirect({ to: '/w/$workspaceId', params: { workspaceId: last } })
    }
    const [first] = await queryClient.ensureQueryData(workspaceQueries.list({ limit: 1 }))
    if (first) throw redirect({ to: '/w/$workspaceId', params: { workspaceId: first.id } })
    throw redirect({ to: '/workspaces' })
  },
})
