import { t } from '@lingui/core/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { navGroups, type NavGroup, type NavItem } from '@/app/navigation'
import { useWorkspaceTitle } from './use-workspace-title'

interface SidebarNavProps {
  items: NavItem[]
  /** The workspace the "This workspace" links open, named under the group's heading. */
  workspaceId: string | null
  onNavigate?: () => void
}

/** Which workspace the group's links open: on the account's pages the header no longer says. */
function WorkspaceLine({ workspaceId }: { workspaceId: string }) {
  const { title, pending } = useWorkspaceTitle(workspaceId)
  if (!title && pending) return <p className="px-3 pb-1 text-sm text-slate-500">{t`Loading…`}</p>
  return (
    <p className="px-3 pb-1 text-sm font-medium [overflow-wrap:anywhere] text-slate-800" dir="auto">
      {title ?? t`Unknown workspace`}
    </p>
  )
}

function Group({ group, workspaceId, onNavigate }: { group: NavGroup } & Omit<SidebarNavProps, 'items'>) {
  const headingId = useId()
  return (
    <div>
      <h2 id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {group.label}
      </h2>
      {group.scope === 'workspace' && workspaceId && <WorkspaceLine workspaceId={workspaceId} />}
      <ul aria-labelledby={headingId} className="flex flex-col gap-1">
        {group.items.map(({ id, label, icon: Icon, link }) => (
          <li key={id}>
            <Link
              {...link}
              onClick={onNavigate}
              className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
              activeProps={{ className: 'bg-indigo-50 font-medium text-indigo-800', 'aria-current': 'page' }}
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The main navigation as a vertical list in two labelled groups, the current workspace's screens and the account's:
 * the desktop sidebar and the phone menu both render it.
 */
export function SidebarNav({ items, workspaceId, onNavigate }: SidebarNavProps) {
  return (
    <nav aria-label={t`Main`} className="flex flex-col gap-5 px-2 pb-4">
      {navGroups(items).map((group) => (
        <Group key={group.scope} group={group} workspaceId={workspaceId} onNavigate={onNavigate} />
      ))}
    </nav>
  )
}
