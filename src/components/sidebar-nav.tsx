import { Link } from '@tanstack/react-router'
import type { NavItem } from '@/app/navigation'

/** The main navigation as a vertical list: the desktop sidebar and the phone menu both render it. */
export function SidebarNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 px-2 pb-4">
      {items.map(({ id, label, icon: Icon, link }) => (
        <Link
          key={id}
          {...link}
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
          activeProps={{ className: 'bg-indigo-50 font-medium text-indigo-800', 'aria-current': 'page' }}
        >
          <Icon aria-hidden className="size-4 shrink-0" />
          {label}
        </Link>
      ))}
    </nav>
  )
}
