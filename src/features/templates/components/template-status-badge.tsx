import { CheckCircle2, Clock, XCircle } from 'lucide-react'
import type { TemplateStatus } from '@/api/templates'
import { cn } from '@/lib/cn'
import { statusLabels } from '../template-labels'

const look = {
  APPROVED: { icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  PENDING: { icon: Clock, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  REJECTED: { icon: XCircle, className: 'bg-red-50 text-red-800 ring-red-200' },
} as const

/** Status in colour, icon and words, so it reads without colour too. */
export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  const { icon: Icon, className } = look[status]
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', className)}>
      <Icon aria-hidden className="size-3.5" />
      {statusLabels[status]}
    </span>
  )
}
