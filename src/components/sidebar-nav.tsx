import type { ReactNode } from 'react'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'

export interface NavItem {
  label: string
  icon: LucideIcon
  link: LinkProps
}

export function SidebarNav({ items, footer }: { items: NavItem[]; footer?: ReactNode }) {
  return (
    <nav aria-label="Main" className="flex gap-1 overflow-x-auto px-2 pb-3 md:flex-col md:pb-4">
      {items.map(({ label, icon: Icon, link }) => (
        <Link
          key={label}
          {...link}
          className="flex items-center gap-3 rounded-md px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100"
          activeProps={{ className: 'bg-indigo-50 font-medium text-indigo-800', 'aria-current': 'page' }}
          activeOptions={{ exact: link.to === '/w/$workspaceId' }}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </Link>
      ))}
      {footer}
    </nav>
  )
}
