import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** What only an integrator needs (endpoints, field names, ids), folded away under "Technical details". */
export function TechnicalDetails({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <details className={cn('text-sm text-slate-600', className)}>
      <summary className="cursor-pointer rounded-sm font-medium text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
        Technical details
      </summary>
      <div className="mt-2 space-y-1 [overflow-wrap:anywhere]">{children}</div>
    </details>
  )
}
