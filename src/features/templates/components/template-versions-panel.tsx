import { useQuery } from '@tanstack/react-query'
import type { Template } from '@/api/templates'
import { TextLink } from '@/components/text-link'
import { languageName } from '@/domain/whatsapp-languages'
import { textDirection } from '@/domain/whatsapp-languages'
import { templateQueries } from '@/resources/templates'
import { versionsOf } from '../versions-of'
import { TemplateStatusBadge } from './template-status-badge'

const bodyOf = ({ template }: Template) => template.components.find((c) => c.type === 'BODY')?.text ?? ''

/**
 * Every language of this template's name in the workspace, side by side: its status and body; the others link to
 * theirs. A name in one language gets a sentence only: its card would repeat the page.
 */
export function TemplateVersionsPanel({ workspaceId, current }: { workspaceId: string; current: Template }) {
  const { name } = current.template
  // A template without a name has no other languages to look for: a search for '' would find every template.
  const named = useQuery({ ...templateQueries.named(workspaceId, name), enabled: name !== '' })
  const found = name && named.data ? versionsOf(named.data, name) : []
  const versions = found.some((t) => t.id === current.id) ? found : [current, ...found]
  return (
    <section
      aria-labelledby="template-languages-title"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="template-languages-title" className="text-sm font-semibold text-slate-900">
        Languages
      </h2>
      <p className="text-sm text-slate-600" aria-live="polite">
        {!name
          ? 'This template has no name, so there are no other languages of it to look for.'
          : named.isPending
            ? 'Looking for this template in other languages…'
            : named.isError
              ? 'Could not look for this template in other languages.'
              : versions.length === 1
                ? 'Only this language so far.'
                : `${versions.length} languages of ${name} in this workspace.`}
      </p>
      {versions.length > 1 && (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {versions.map((version) => {
            const here = version.id === current.id
            const language = languageName(version.template.language)
            return (
              <li
                key={version.id}
                aria-current={here ? 'page' : undefined}
                className={`min-w-0 rounded-md border p-3 ${here ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200'}`}
              >
                <h3 className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {here ? (
                    <span>{language} (this page)</span>
                  ) : (
                    <TextLink
                      to="/w/$workspaceId/templates/$templateId"
                      params={{ workspaceId, templateId: version.id }}
                    >
                      {language}
                    </TextLink>
                  )}
                  <TemplateStatusBadge status={version.template.status} />
                </h3>
                <p
                  dir={textDirection(version.template.language)}
                  className="mt-2 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-800"
                >
                  {bodyOf(version)}
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
