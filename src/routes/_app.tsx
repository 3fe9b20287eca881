import { createFileRoute, Outlet, redirect, useParams } from '@tanstack/react-router'
import { Toaster } from 'sonner'
import { Building2, FileText, LayoutDashboard, LogOut, UserRound } from 'lucide-react'
import { sessionStore, useSession } from '@/app/session-store'
import { AppShell } from '@/components/app-shell'
import { SidebarNav, type NavItem } from '@/components/sidebar-nav'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { AccountName } from '@/features/account/components/account-name'
import { WorkspaceSwitcher } from '@/features/workspaces/components/workspace-switcher'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!sessionStore.get().session) throw redirect({ to: '/connect', search: { redirect: location.href } })
  },
  component: AppLayout,
})

function signOut() {
  sessionStore.signOut()
  // A full load drops the demo worker, every cached response and any state that belonged to the key.
  window.location.assign('/connect')
}

function AppLayout() {
  const { session } = useSession()
  const params = useParams({ strict: false })
  const workspaceId = params.workspaceId ?? sessionStore.lastWorkspaceId()

  const nav: NavItem[] = [
    ...(workspaceId
      ? ([
          { label: 'Overview', icon: LayoutDashboard, link: { to: '/w/$workspaceId', params: { workspaceId } } },
          { label: 'Templates', icon: FileText, link: { to: '/w/$workspaceId/templates', params: { workspaceId } } },
        ] satisfies NavItem[])
      : []),
    { label: 'Workspaces', icon: Building2, link: { to: '/workspaces' } },
    { label: 'Account', icon: UserRound, link: { to: '/account' } },
  ]

  return (
    <AppShell
      nav={<SidebarNav items={nav} />}
      header={
        <>
          <WorkspaceSwitcher currentId={workspaceId} />
          <div className="flex items-center gap-3">
            {session?.mode === 'demo' ? <Badge tone="warning">Demo</Badge> : <Badge tone="info">Live</Badge>}
            <AccountName />
            <Button variant="ghost" size="sm" onClick={signOut}>
              <LogOut aria-hidden className="size-4" /> Sign out
            </Button>
          </div>
        </>
      }
    >
      <Outlet />
      <Toaster closeButton position="top-right" />
    </AppShell>
  )
}
