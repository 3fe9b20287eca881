import { createFileRoute, Outlet, redirect, useParams } from '@tanstack/react-router'
import { type CSSProperties } from 'react'
import { Toaster } from 'sonner'
import { navItems } from '@/app/navigation'
import { sessionStore, useSession } from '@/app/session-store'
import { useShownTheme } from '@/app/theme'
import { AppShell } from '@/components/app-shell'
import { NotFound } from '@/components/not-found'
import { PhoneMenu } from '@/components/phone-menu'
import { SidebarNav } from '@/components/sidebar-nav'
import { SignOutButton } from '@/components/sign-out-button'
import { ThemeSelect } from '@/components/theme-select'
import { TooltipLayer } from '@/components/tooltip-layer'
import { Badge } from '@/components/ui/badge'
import { AccountName } from '@/features/account/components/account-name'
import { PaletteLauncher } from '@/features/command-palette/palette-launcher'
import { markSignedOut } from '@/features/connection/arrival'
import { WorkspaceSwitcher } from '@/features/command-palette/workspace-switcher'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!sessionStore.get().session) throw redirect({ to: '/connect', search: { redirect: location.href } })
  },
  component: AppLayout,
  notFoundComponent: () => <NotFound />,
})

/** A full load drops the demo worker, every cached response and any state that belonged to the key. */
function leaveToConnect() {
  // The connect screen then starts at its heading, where a screen reader user expects to be.
  markSignedOut()
  window.location.assign('/connect')
}

/** Never wider than the screen. */
const toastWidth = { '--width': 'min(356px, calc(100vw - 2rem))' } as CSSProperties
/**
 * Toasts come in at the top, just under the header (57 px high): never over a dialog's buttons, which end its form at
 * the bottom, nor over the header's controls.
 */
const toastOffset = { top: 68 }

function AppLayout() {
  const { session } = useSession()
  const params = useParams({ strict: false })
  const workspaceId = params.workspaceId ?? sessionStore.lastWorkspaceId()
  const items = navItems(workspaceId)
  const theme = useShownTheme()

  // Signed out or refused a moment ago, on the way to the connect screen: nothing below may read the API any more.
  if (!session)
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        Leaving…
      </p>
    )

  return (
    <AppShell
      nav={<SidebarNav items={items} workspaceId={workspaceId} />}
      header={
        <>
          <PhoneMenu
            items={items}
            workspaceId={workspaceId}
            footer={
              <>
                <AccountName />
                <ThemeSelect />
              </>
            }
          />
          <WorkspaceSwitcher currentId={workspaceId} className="min-w-0 md:max-w-md" />
          <div className="ms-auto flex shrink-0 items-center gap-2 md:gap-3">
            <PaletteLauncher workspaceId={workspaceId} onSignedOut={leaveToConnect} />
            {session.mode === 'demo' ? <Badge tone="warning">Demo</Badge> : <Badge tone="info">Live</Badge>}
            <span className="hidden md:contents">
              <ThemeSelect />
              <AccountName />
            </span>
            <SignOutButton onSignedOut={leaveToConnect} />
          </div>
        </>
      }
    >
      <Outlet />
      <TooltipLayer />
      <Toaster
        closeButton
        position="top-center"
        offset={toastOffset}
        mobileOffset={toastOffset}
        style={toastWidth}
        theme={theme}
      />
    </AppShell>
  )
}
