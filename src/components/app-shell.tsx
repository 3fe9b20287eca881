import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { AppBrand } from './app-brand'

interface AppShellProps {
  /** The sidebar's navigation, shown from `md` up. */
  nav: ReactNode
  /** The header's controls in one row; below `md` they include the menu button that holds the navigation. */
  header: ReactNode
  children: ReactNode
}

/** Sidebar, header and main area; below `md` the sidebar is hidden and the header's menu opens it as a sheet. */
export function AppShell({ nav, header, children }: AppShellProps) {
  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t`Skip to content`}
      </a>
      <aside className="hidden w-56 shrink-0 border-e border-slate-200 bg-white md:block">
        <div className="px-4 py-4">
          <AppBrand />
        </div>
        {nav}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-3 md:gap-3 md:px-8">
          {header}
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8">
          {children}
        </main>
      </div>
    </div>
  )
}
