import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { sessionStore } from '@/app/session-store'
import { safeRedirect } from '@/features/connection/connect-errors'
import { ConnectScreen } from '@/features/connection/connect-screen'

export const Route = createFileRoute('/connect')({
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  beforeLoad: ({ search }) => {
    if (sessionStore.get().session) throw redirect({ href: safeRedirect(search.redirect) })
  },
  component: function ConnectRoute() {
    const { redirect } = Route.useSearch()
    return <ConnectScreen redirect={redirect} />
  },
})
