import type { LinkProps } from '@tanstack/react-router'
import {
  Building2,
  FileText,
  LayoutDashboard,
  ListFilter,
  Megaphone,
  Send,
  Tags,
  UserRound,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react'

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
        {
          id: 'overview',
          label: 'Overview',
          icon: LayoutDashboard,
          link: { to: '/w/$workspaceId', params: { workspaceId }, activeOptions: { exact: true } },
        },
        {
          id: 'templates',
          label: 'Templates',
          icon: FileText,
          link: { to: '/w/$workspaceId/templates', params: { workspaceId } },
          onOverview: true,
        },
        {
          id: 'broadcasts',
          label: 'Broadcasts',
          icon: Megaphone,
          link: { to: '/w/$workspaceId/broadcasts', params: { workspaceId } },
          onOverview: true,
        },
        {
          id: 'segments',
          label: 'Segments',
          icon: ListFilter,
          link: { to: '/w/$workspaceId/segments', params: { workspaceId } },
          onOverview: true,
        },
        {
          id: 'staff',
          label: 'Staff',
          icon: Users,
          link: { to: '/w/$workspaceId/staff', params: { workspaceId } },
          onOverview: true,
        },
        {
          id: 'messages',
          label: 'Messages',
          icon: Send,
          link: { to: '/w/$workspaceId/messages', params: { workspaceId } },
        },
      ]
    : []
  return [
    ...workspaceScreens,
    { id: 'webhooks', label: 'Webhooks', icon: Webhook, link: { to: '/webhooks' } },
    { id: 'contact-tags', label: 'Contact tags', icon: Tags, link: { to: '/tags' } },
    { id: 'workspaces', label: 'Workspaces', icon: Building2, link: { to: '/workspaces' } },
    { id: 'account', label: 'Account', icon: UserRound, link: { to: '/account' } },
  ]
}
