import { Link } from '@tanstack/react-router'
import { buttonClasses } from './ui/button'

export function NotFound({ title = 'Page not found', message = 'There is nothing at this address.' }: { title?: string; message?: string }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 tabIndex={-1} className="mt-2 text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere] focus:outline-none">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <Link to="/" className={`${buttonClasses()} mt-6`}>
        Go to the dashboard
      </Link>
    </div>
  )
}
