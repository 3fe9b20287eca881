import CircleCheck from 'lucide-react/icons/circle-check'
import CircleX from 'lucide-react/icons/circle-x'
import Clock from 'lucide-react/icons/clock'
import Info from 'lucide-react/icons/info'
import type { Template, TemplateStatus } from '@/api/templates'
import { TextLink } from '@/components/text-link'
import { languageName, NO_LANGUAGE } from '@/domain/whatsapp-languages'
import { cn } from '@/lib/cn'
import { statusLabel } from '@/domain/template-statuses'

/** The status's mark: a shape as well as a colour, so it reads without colour too. */
function StatusMark({ status }: { status: TemplateStatus }) {
  const [Icon, colour] =
    status === 'APPROVED'
      ? [CircleCheck, 'text-emerald-700']
      : status === 'PENDING'
        ? [Clock, 'text-amber-700']
        : status === 'REJECTED'
          ? [CircleX, 'text-red-700']
          : [Info, 'text-slate-500']
  return <Icon aria-hidden className={cn('size-3.5 shrink-0', colour)} />
}

/** A name's languages, each a link to its version, with its status as a mark (and in words for screen readers and on hover). */
export function TemplateLanguageChips({
  workspaceId,
  versions,
}: {
  workspaceId: string
  versions: readonly Template[]
}) {
  return (
    <ul className="flex flex-wrap gap-1">
      {versions.map(({ id, template: { language, status } }) => (
        <li key={id}>
          <TextLink
            to="/w/$workspaceId/templates/$templateId"
            params={{ workspaceId, templateId: id }}
            title={`${language || NO_LANGUAGE}: ${statusLabel(status)}`}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs [overflow-wrap:anywhere]"
          >
            <StatusMark status={status} />
            {language ? languageName(language) : <span className="text-slate-500">{NO_LANGUAGE}</span>}
            <span className="sr-only">, {statusLabel(status)}</span>
          </TextLink>
        </li>
      ))}
    </ul>
  )
}
