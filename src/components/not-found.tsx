import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClasses } from './ui/button'

interface NotFoundProps {
  /** Above the title: "404", or what happened instead. */
  label?: string
  title?: string
  message?: string
  /** The way on: the dashboard unless a better place is given (e.g. the list the item was in). */
  children?: ReactNode
}

export function NotFound({
  label = '404',
  title = 'Page not found',
  message = 'There is nothing at this address.',
  children,
}: NotFoundProps) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700">{label}</p>
      <h1
        tabIndex={-1}
        className="mt-2 text-2xl font-semibold [overflow-wrap:anywhere] text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      <p className="mt-2 [overflow-wrap:anywhere] text-slate-600">{message}</p>
      <div className="mt-6">
        {children ?? (
          <Link to="/" className={buttonClasses()}>
            Go to the dashboard
          </Link>
        )}
      </div>
    </div>
  )
}
