import CheckCircle2 from 'lucide-react/icons/circle-check'
import Clock from 'lucide-react/icons/clock'
import Trash2 from 'lucide-react/icons/trash'
import XCircle from 'lucide-react/icons/circle-x'
import type { LucideIcon } from 'lucide-react'
import type { TemplateStatus } from '@/api/templates'
import { cn } from '@/lib/cn'
import { isKnownStatus, statusLabel, statusMeaning, type KnownStatus } from '@/domain/template-statuses'

const look: Readonly<Record<KnownStatus, { icon: LucideIcon; className: string }>> = {
  APPROVED: { icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  PENDING: { icon: Clock, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  REJECTED: { icon: XCircle, className: 'bg-red-50 text-red-800 ring-red-200' },
  PAUSED: { icon: Clock, className: 'bg-amber-100 text-amber-950 ring-amber-300' },
  DISABLED: { icon: XCircle, className: 'bg-slate-200 text-slate-900 ring-slate-400' },
  IN_APPEAL: { icon: Clock, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' },
  PENDING_DELETION: { icon: Trash2, className: 'bg-white text-red-800 ring-red-300' },
  DELETED: { icon: Trash2, className: 'bg-slate-100 text-slate-800 ring-slate-300' },
  LIMIT_EXCEEDED: { icon: XCircle, className: 'bg-indigo-100 text-indigo-900 ring-indigo-300' },
}

/** A status the dashboard does not know: neutral, with the value as sent. */
const unknownLook: { icon?: LucideIcon; className: string } = { className: 'bg-white text-slate-700 ring-slate-300' }

/** Status in colour, icon and words, so it reads without colour too; its meaning on hover. Only the API's words for an unknown one. */
export function TemplateStatusBadge({ status }: { status: TemplateStatus }) {
  const { icon: Icon, className } = isKnownStatus(status) ? look[status] : unknownLook
  return (
    <span
      title={statusMeaning(status)}
      data-status={status}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        className,
      )}
    >
      {Icon && <Icon aria-hidden className="size-3.5 shrink-0" />}
      <span className="min-w-0 [overflow-wrap:anywhere]">{statusLabel(status)}</span>
    </span>
  )
}
