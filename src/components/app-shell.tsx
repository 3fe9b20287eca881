import { Inbox } from 'lucide-react'
import type { ReactNode } from 'react'

interface AppShellProps {
  nav: ReactNode
  header: ReactNode
  children: ReactNode
}

/** Sidebar, header and main area; on narrow screens the sidebar becomes a bar above the content. */
export function AppShell({ nav, header, children }: AppShellProps) {
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <aside className="border-b border-slate-200 bg-white md:w-56 md:shrink-0 md:border-r md:border-b-0">
        <div className="flex items-center gap-2 px-4 py-4 font-semibold text-slate-900">
          <Inbox aria-hidden className="size-5 text-indigo-600" />
          Inbox Console
        </div>
        {nav}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 md:px-8">
          {header}
        </header>
        <main id="main" className="flex-1 px-4 py-6 md:px-8">
          {children}
        </main>
      </div>
    </div>
  )
}
