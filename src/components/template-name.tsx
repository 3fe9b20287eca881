import { NO_TEMPLATE_NAME } from '@/domain/template-display'
import { cn } from '@/lib/cn'

/** A template's name as the primary text; "(no name)", muted, when the API sent none. */
export function TemplateName({ name, className }: { name: string; className?: string }) {
  if (name) return className ? <span className={className}>{name}</span> : name
  return <span className={cn('font-normal text-slate-500 italic', className)}>{NO_TEMPLATE_NAME}</span>
}
