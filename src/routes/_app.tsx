import { createFileRoute, Outlet, redirect, useParams } from '@tanstack/react-router'
import { type CSSProperties } from 'react'
import { Toaster } from 'sonner'
import { navItems } from '@/app/navigation'
import { sessionStore, useSession } from '@/app/session-store'
import { AppShell } from '@/components/app-shell'
import { PhoneMenu } from '@/components/phone-menu'
import { SidebarNav } from '@/components/sidebar-nav'
import { SignOutButton } from '@/components/sign-out-button'
import { Badge } from '@/components/ui/badge'
import { AccountName } from '@/features/account/components/account-name'
import { WorkspaceSwitcher } from '@/features/workspaces/components/workspace-switcher'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!sessionStore.get().session) throw redirect({ to: '/connect', search: { redirect: location.href } })
  },
  component: AppLayout,
})

/** A full load drops the demo worker, every cached response and any state that belonged to the key. */
function leaveToConnect() {
  window.location.assign('/connect')
}

/** Bottom right, away from the header's controls; never wider than the screen. */
const toastWidth = { '--width': 'min(356px, calc(100vw - 2rem))' } as CSSProperties

function AppLayout() {
  const { session } = useSession()
  const params = useParams({ strict: false })
  const workspaceId = params.workspaceId ?? sessionStore.lastWorkspaceId()
  const items = navItems(workspaceId)

  // Signed out or refused a moment ago, on the way to the connect screen: nothing below may read the API any more.
  if (!session)
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        Leaving…
      </p>
    )

  return (
    <AppShell
      nav={<SidebarNav items={items} />}
      header={
        <>
          <PhoneMenu items={items} footer={<AccountName />} />
          <WorkspaceSwitcher currentId={workspaceId} className="min-w-0 flex-1 md:max-w-md" />
          <div className="ml-auto flex shrink-0 items-center gap-2 md:gap-3">
            {session.mode === 'demo' ? <Badge tone="warning">Demo</Badge> : <Badge tone="info">Live</Badge>}
            <span className="hidden md:contents">
              <AccountName />
            </span>
            <SignOutButton onSignedOut={leaveToConnect} />
          </div>
        </>
      }
    >
      <Outlet />
      <Toaster closeButton position="bottom-right" style={toastWidth} />
    </AppShell>
  )
}
