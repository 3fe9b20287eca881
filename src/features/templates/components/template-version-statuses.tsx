import type { Template } from '@/api/templates'
import { TextLink } from '@/components/text-link'
import { languageName, NO_LANGUAGE } from '@/domain/whatsapp-languages'
import { TemplateStatusBadge } from './template-status-badge'

/** A name's languages, one a line: each a link to its version, then that version's own status ("English · Approved"). */
export function TemplateVersionStatuses({
  workspaceId,
  versions,
}: {
  workspaceId: string
  versions: readonly Template[]
}) {
  return (
    <ul className="space-y-1">
      {versions.map(({ id, template: { language, status } }) => (
        <li key={id} className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <TextLink
            to="/w/$workspaceId/templates/$templateId"
            params={{ workspaceId, templateId: id }}
            className="text-sm [overflow-wrap:anywhere]"
          >
            {language ? languageName(language) : <span className="text-slate-600">{NO_LANGUAGE}</span>}
          </TextLink>{' '}
          <span aria-hidden className="text-slate-500">
            ·
          </span>{' '}
          <TemplateStatusBadge status={status} />
        </li>
      ))}
    </ul>
  )
}
