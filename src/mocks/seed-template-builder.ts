import type { Template, TemplateBody, TemplateButton, TemplateComponent } from '@/api/templates'
import type { Workspace } from '@/api/workspaces'

type MediaFormat = 'IMAGE' | 'VIDEO' | 'DOCUMENT'

/** A compact description of a seeded template; buildTemplate turns it into the API's component list. */
export interface TemplateSpec {
  name: string
  category: TemplateBody['category']
  language: string
  status: TemplateBody['status']
  /**
   * A text header (with one example per variable), a media header with its example URL, or a header of a
   * format WhatsApp added since the spec (LOCATION), which has neither.
   */
  header?: { text: string; example?: string[] } | { format: MediaFormat; url: string } | { newerFormat: string }
  /** Components of kinds WhatsApp added since the spec, as the live API sends them, before and after the body. */
  beforeBody?: TemplateComponent[]
  afterBody?: TemplateComponent[]
  body: string
  /** One example value per body variable, in order. */
  example?: string[]
  footer?: string
  buttons?: TemplateButton[]
}

/** The four fields every seeded template starts with. */
export const spec = (
  name: string,
  category: TemplateSpec['category'],
  language: string,
  status: TemplateSpec['status'],
): Pick<TemplateSpec, 'name' | 'category' | 'language' | 'status'> => ({ name, category, language, status })

/** A website button; a link ending in {{1}} takes the example value of that variable (Meta's `example`). */
export const url = (text: string, target: string, example?: string): TemplateButton =>
  example === undefined ? { type: 'URL', text, url: target } : { type: 'URL', text, url: target, example: [example] }
export const reply = (text: string): TemplateButton => ({ type: 'QUICK_REPLY', text })
export const call = (text: string, phoneNumber: string): TemplateButton => ({
  type: 'PHONE_NUMBER',
  text,
  phone_number: phoneNumber,
})

export const MEDIA = 'https://cdn.northwind-retail.example/whatsapp'

function header(spec: NonNullable<TemplateSpec['header']>): TemplateComponent {
  if ('newerFormat' in spec) return { type: 'HEADER', format: spec.newerFormat }
  if ('format' in spec) return { type: 'HEADER', format: spec.format, example: { header_handle: [spec.url] } }
  return spec.example
    ? { type: 'HEADER', format: 'TEXT', text: spec.text, example: { header_text: [...spec.example] } }
    : { type: 'HEADER', format: 'TEXT', text: spec.text }
}

export function buildComponents(spec: TemplateSpec): TemplateComponent[] {
  const components: TemplateComponent[] = []
  if (spec.header) components.push(header(spec.header))
  components.push(...structuredClone(spec.beforeBody ?? []))
  components.push(
    spec.example
      ? { type: 'BODY', text: spec.body, example: { body_text: [[...spec.example]] } }
      : { type: 'BODY', text: spec.body },
  )
  components.push(...structuredClone(spec.afterBody ?? []))
  if (spec.footer) components.push({ type: 'FOOTER', text: spec.footer })
  if (spec.buttons?.length) components.push({ type: 'BUTTONS', buttons: spec.buttons.map((button) => ({ ...button })) })
  return components
}

export function buildTemplate(
  spec: TemplateSpec,
  init: { id: string; workspace: Workspace; createdAt: string; updatedAt: string },
): Template {
  return {
    id: init.id,
    template: {
      category: spec.category,
      language: spec.language,
      name: spec.name,
      status: spec.status,
      components: buildComponents(spec),
    },
    workspace: { id: init.workspace.id, title: init.workspace.title },
    createdAt: init.createdAt,
    updatedAt: init.updatedAt,
  }
}
