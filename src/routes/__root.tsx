import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router-context'
import { NotFound } from '@/components/not-found'
import { RouteError } from '@/components/route-error'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <NotFound />,
  errorComponent: RouteError,
})
