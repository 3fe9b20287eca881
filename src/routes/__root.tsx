import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router-context'
import { OfflineBanner } from '@/components/offline-banner'
import { PageTitle } from '@/components/page-title'
import { RouteFocus } from '@/components/route-focus'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: function RootLayout() {
    return (
      <>
        <RouteFocus />
        <PageTitle />
        <OfflineBanner />
        <Outlet />
      </>
    )
  },
})
