import { t } from '@lingui/core/macro'
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

/** Whether a screen belongs to the workspace in the URL, or to the whole account (no workspace in its path). */
export type NavScope = 'workspace' | 'account'

/** A screen's way to make something, as its own "New …" button does: the command palette lists them all. */
export interface CreateAction {
  label: string
  link: LinkProps
  /** Other words people type for it, e.g. "send" for the send console. */
  keywords?: string
}

export interface NavItem {
  id: string
  label: string
  icon: LucideIcon
  link: LinkProps
  scope: NavScope
  /** Where the item appears: every screen's navigation, or also as a link on the workspace overview. */
  onOverview?: boolean
  /** What the screen makes, when it makes anything. */
  create?: CreateAction
}

export interface NavGroup {
  scope: NavScope
  label: string
  items: NavItem[]
}

/**
 * The one list of screens: the sidebar, the phone menu, the overview's links and the palette's screens and
 * "New …" commands are all built from it, so a new screen (and what it makes) is one entry here. Workspace screens
 * need the current workspace and are left out when there is none.
 */
export function navItems(workspaceId: string | null): NavItem[] {
  return [...(workspaceId ? workspaceItems(workspaceId) : []), ...accountItems()]
}

function workspaceItems(workspaceId: string): NavItem[] {
  const params = { workspaceId }
  return [
    {
      id: 'overview',
      label: t`Overview`,
      icon: LayoutDashboard,
      scope: 'workspace',
      link: { to: '/w/$workspaceId', params, activeOptions: { exact: true } },
    },
    {
      id: 'templates',
      label: t`Templates`,
      icon: FileText,
      scope: 'workspace',
      onOverview: true,
      link: { to: '/w/$workspaceId/templates', params },
      create: { label: t`New template`, link: { to: '/w/$workspaceId/templates/new', params } },
    },
    {
      id: 'broadcasts',
      label: t`Broadcasts`,
      icon: Megaphone,
      scope: 'workspace',
      onOverview: true,
      link: { to: '/w/$workspaceId/broadcasts', params },
      create: {
        label: t`New broadcast`,
        link: { to: '/w/$workspaceId/broadcasts/new', params },
        keywords: t`campaign`,
      },
    },
    {
      id: 'segments',
      label: t`Segments`,
      icon: ListFilter,
      scope: 'workspace',
      onOverview: true,
      link: { to: '/w/$workspaceId/segments', params },
      create: { label: t`New segment`, link: { to: '/w/$workspaceId/segments', params, search: { new: 1 } } },
    },
    {
      id: 'staff',
      label: t`Staff`,
      icon: Users,
      scope: 'workspace',
      onOverview: true,
      link: { to: '/w/$workspaceId/staff', params },
    },
    {
      id: 'messages',
      label: t`Messages`,
      icon: Send,
      scope: 'workspace',
      link: { to: '/w/$workspaceId/messages', params },
      create: {
        label: t`Send a message`,
        link: { to: '/w/$workspaceId/messages', params },
        keywords: t`new message`,
      },
    },
  ]
}

/** A screen of the whole account, and its "New …" button (`createLabel`), whose dialog its `?new=1` opens. */
function accountItem(id: string, label: string, icon: LucideIcon, to: LinkProps['to'], createLabel?: string): NavItem {
  const link: LinkProps = { to }
  return {
    id,
    label,
    icon,
    scope: 'account',
    link,
    ...(createLabel && { create: { label: createLabel, link: { ...link, search: { new: 1 } } } }),
  }
}

const accountItems = (): NavItem[] => [
  accountItem('webhooks', t`Webhooks`, Webhook, '/webhooks', t`New webhook`),
  accountItem('contact-tags', t`Contact tags`, Tags, '/tags', t`New contact tag`),
  accountItem('workspaces', t`Workspaces`, Building2, '/workspaces'),
  accountItem('account', t`Account`, UserRound, '/account'),
]

const groupLabel = (scope: NavScope) => (scope === 'workspace' ? t`This workspace` : t`Account`)

/** The screens in the sidebar's groups, those of the current workspace first; a group with no screens is left out. */
export function navGroups(items: readonly NavItem[]): NavGroup[] {
  return (['workspace', 'account'] as const)
    .map((scope) => ({ scope, label: groupLabel(scope), items: items.filter((item) => item.scope === scope) }))
    .filter((group) => group.items.length > 0)
}

/** Whether a path is one of the account's screens (or below one), where the choice of workspace does not apply. */
export function isAccountPath(pathname: string): boolean {
  return accountItems().some(({ link }) => {
    const path = String(link.to)
    return pathname === path || pathname.startsWith(`${path}/`)
  })
}

/** `/w/a/templates/tpl_1?page=2` -> `/w/b/templates`: keep the section, drop what belonged to the old workspace. */
export function switchWorkspacePath(pathname: string, workspaceId: string): string {
  const match = /^\/w\/[^/]+(?:\/([^/]+))?/.exec(pathname)
  const section = match?.[1]
  return `/w/${encodeURIComponent(workspaceId)}${section ? `/${section}` : ''}`
}
