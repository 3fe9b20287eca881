import type { LinkProps } from '@tanstack/react-router'
import Building2 from 'lucide-react/icons/building-complex'
import FileText from 'lucide-react/icons/file-text'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import ListFilter from 'lucide-react/icons/list-filter'
import Megaphone from 'lucide-react/icons/megaphone'
import Send from 'lucide-react/icons/send'
import Tags from 'lucide-react/icons/tags'
import UserRound from 'lucide-react/icons/user-round'
import Users from 'lucide-react/icons/users'
import Webhook from 'lucide-react/icons/webhook'
import type { LucideIcon } from 'lucide-react'

export interface NavItem {
  id: string
  label: string
  icon: LucideIcon
  link: LinkProps
  /** Where the item appears: every screen's navigation, or also as a link on the workspace overview. */
  onOverview?: boolean
}

/** The current workspace's screens after its overview, each a path under /w/$workspaceId. */
const workspaceScreens = [
  { id: 'templates', label: 'Templates', icon: FileText, to: '/w/$workspaceId/templates', onOverview: true },
  { id: 'broadcasts', label: 'Broadcasts', icon: Megaphone, to: '/w/$workspaceId/broadcasts', onOverview: true },
  { id: 'segments', label: 'Segments', icon: ListFilter, to: '/w/$workspaceId/segments', onOverview: true },
  { id: 'staff', label: 'Staff', icon: Users, to: '/w/$workspaceId/staff', onOverview: true },
  { id: 'messages', label: 'Messages', icon: Send, to: '/w/$workspaceId/messages' },
] as const

/**
 * The one list of screens: the sidebar, the phone menu and the overview's links are all built from it,
 * so a new screen is one entry here. Workspace screens need the current workspace and are left out
 * when there is none.
 */
export function navItems(workspaceId: string | null): NavItem[] {
  const inWorkspace: NavItem[] = workspaceId
    ? [
        {
          id: 'overview',
          label: 'Overview',
          icon: LayoutDashboard,
          link: { to: '/w/$workspaceId', params: { workspaceId }, activeOptions: { exact: true } },
        },
        ...workspaceScreens.map(({ to, ...screen }) => ({ ...screen, link: { to, params: { workspaceId } } })),
      ]
    : []
  return [
    ...inWorkspace,
    { id: 'webhooks', label: 'Webhooks', icon: Webhook, link: { to: '/webhooks' } },
    { id: 'contact-tags', label: 'Contact tags', icon: Tags, link: { to: '/tags' } },
    { id: 'workspaces', label: 'Workspaces', icon: Building2, link: { to: '/workspaces' } },
    { id: 'account', label: 'Account', icon: UserRound, link: { to: '/account' } },
  ]
}
