import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router-context'
import { NotFound } from '@/components/not-found'
import { OfflineBanner } from '@/components/offline-banner'
import { PageTitle } from '@/components/page-title'
import { RouteError } from '@/components/route-error'
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
  notFoundComponent: () => <NotFound />,
  errorComponent: RouteError,
})
