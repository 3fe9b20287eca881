import type { LinkProps } from '@tanstack/react-router'
import { Building2, FileText, LayoutDashboard, Megaphone, UserRound, type LucideIcon } from 'lucide-react'

export interface NavItem {
  id: string
  label: string
  icon: LucideIcon
  link: LinkProps
  /** Where the item appears: every screen's navigation, or also as a link on the workspace overview. */
  onOverview?: boolean
}

/**
 * The one list of screens: the sidebar, the phone menu and the overview's links are all built from it,
 * so a new screen is one entry here. Workspace screens need the current workspace and are left out
 * when there is none.
 */
export function navItems(workspaceId: string | null): NavItem[] {
  const workspaceScreens: NavItem[] = workspaceId
    ? [
        { id: 'overview', label: 'Overview', icon: LayoutDashboard, link: { to: '/w/$workspaceId', params: { workspaceId }, activeOptions: { exact: true } } },
        { id: 'templates', label: 'Templates', icon: FileText, link: { to: '/w/$workspaceId/templates', params: { workspaceId } }, onOverview: true },
        { id: 'broadcasts', label: 'Broadcasts', icon: Megaphone, link: { to: '/w/$workspaceId/broadcasts', params: { workspaceId } }, onOverview: true },
      ]
    : []
  return [
    ...workspaceScreens,
    { id: 'workspaces', label: 'Workspaces', icon: Building2, link: { to: '/workspaces' } },
    { id: 'account', label: 'Account', icon: UserRound, link: { to: '/account' } },
  ]
}
