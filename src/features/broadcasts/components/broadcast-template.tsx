import type { Broadcast } from '@/api/broadcasts'
import { NotGiven } from '@/components/not-given'
import { TemplateName } from '@/components/template-name'
import { languageName } from '@/domain/whatsapp-languages'

/** The template a broadcast sends, "name · language"; the parts the API left out say so. */
export function BroadcastTemplate({ template }: Pick<Broadcast, 'template'>) {
  if (!template) return <NotGiven />
  return (
    <span dir="auto" className="break-words">
      <TemplateName name={template.name ?? ''} /> · {languageName(template.language ?? '')}
    </span>
  )
}
