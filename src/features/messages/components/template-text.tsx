import type { Template, TemplateButton } from '@/api/templates'
import { textDirection } from '@/domain/whatsapp-languages'

const headerFormats: Readonly<Record<string, string>> = { IMAGE: 'an image', VIDEO: 'a video', DOCUMENT: 'a document' }

function buttonAction(button: TemplateButton): string {
  if (button.type === 'URL') return `opens ${button.url ?? 'a web address'}`
  if (button.type === 'PHONE_NUMBER') return `calls ${button.phone_number ?? 'a phone number'}`
  return 'quick reply'
}

/** The chosen template's parts as plain text, as stored: variables stay {{1}}, formatting marks stay as typed. */
export function TemplateText({ template }: { template: Template }) {
  const { name, language, category, components } = template.template
  const part = (type: string) => components.find((component) => component.type === type)
  const header = part('HEADER')
  const body = part('BODY')
  const footer = part('FOOTER')
  const buttons = part('BUTTONS')?.buttons ?? []
  const mediaHeader = Boolean(header?.format && header.format !== 'TEXT')
  const headerText =
    header &&
    (header.format && header.format !== 'TEXT'
      ? `Shows ${headerFormats[header.format] ?? `a ${header.format.toLowerCase().replaceAll('_', ' ')} header`}`
      : header.text)
  const dir = textDirection(language)

  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <figcaption className="mb-2 text-xs [overflow-wrap:anywhere] text-slate-600">
        {name} · {language} · {category.charAt(0) + category.slice(1).toLowerCase()}
      </figcaption>
      <dl className="space-y-2 [overflow-wrap:anywhere]">
        {headerText && (
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase">Header</dt>
            <dd dir={mediaHeader ? undefined : dir} className="font-medium whitespace-pre-wrap text-slate-900">
              {headerText}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-xs font-semibold text-slate-600 uppercase">Body</dt>
          <dd dir={dir} className="whitespace-pre-wrap text-slate-900">
            {body?.text || '—'}
          </dd>
        </div>
        {footer?.text && (
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase">Footer</dt>
            <dd dir={dir} className="whitespace-pre-wrap text-slate-700">
              {footer.text}
            </dd>
          </div>
        )}
        {buttons.length > 0 && (
          <div>
            <dt className="text-xs font-semibold text-slate-600 uppercase">Buttons</dt>
            <dd>
              <ul className="list-inside list-disc text-slate-900">
                {buttons.map((button, index) => (
                  <li key={index}>
                    <span dir={dir}>{button.text}</span> ({buttonAction(button)})
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </figure>
  )
}
