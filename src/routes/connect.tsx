import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { sessionStore } from '@/app/session-store'
import { safeRedirect } from '@/features/connection/connect-errors'
import { ConnectScreen, type OnConnected } from '@/features/connection/connect-screen'
import { accountInfoKey } from '@/resources/account'

/** Inside the app, after a refused key. A visitor who opens /connect gets the connect page instead. */
export const Route = createFileRoute('/connect')({
  staticData: { title: 'Connect' },
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  beforeLoad: ({ search }) => {
    if (sessionStore.get().session) throw redirect({ href: safeRedirect(search.redirect) })
  },
  component: function ConnectRoute() {
    const { redirect } = Route.useSearch()
    const queryClient = useQueryClient()
    const navigate = useNavigate()
    const onConnected: OnConnected = async (session, account) => {
      queryClient.clear()
      // The header shows it next: no second request for what was just read.
      queryClient.setQueryData(accountInfoKey, account)
      sessionStore.connect(session)
      await navigate({ href: safeRedirect(redirect), replace: true })
    }
    return <ConnectScreen onConnected={onConnected} />
  },
})
