import { templateCategories } from '@/api/template-enums'
import { isKnown } from '@/api/open-enum'
import {
  buttonTypes,
  headerFormats,
  type CreateTemplateRequest,
  type KnownButtonType,
  type KnownHeaderFormat,
  type KnownTemplateCategory,
  type Template,
  type TemplateComponent,
  type TemplateComponentRequest,
} from '@/api/templates'
import { distinctVariables, extractVariables } from '@/domain/template-variables'

/** The builder writes only what the spec lists: a template's newer parts are left out of its copy (see left-out-parts). */
export interface ButtonForm {
  type: KnownButtonType
  text: string
  url: string
  /** Example value of the URL's trailing variable. */
  urlExample: string
  phoneNumber: string
}

/** What the builder edits: flat, one field per input; turned into the API's components on the way out. */
export interface TemplateForm {
  name: string
  category: KnownTemplateCategory
  language: string
  headerFormat: 'NONE' | KnownHeaderFormat
  headerText: string
  headerExample: string
  headerHandle: string
  body: string
  /** Example of variable n at index n - 1. */
  bodyExamples: string[]
  footer: string
  buttons: ButtonForm[]
}

export function emptyTemplateForm(): TemplateForm {
  return {
    name: '',
    category: 'UTILITY',
    language: 'en_US',
    headerFormat: 'NONE',
    headerText: '',
    headerExample: '',
    headerHandle: '',
    body: '',
    bodyExamples: [],
    footer: '',
    buttons: [],
  }
}

export function emptyButton(type: KnownButtonType): ButtonForm {
  return { type, text: '', url: '', urlExample: '', phoneNumber: '' }
}

function headerComponent(form: TemplateForm): TemplateComponentRequest | undefined {
  if (form.headerFormat === 'NONE') return undefined
  if (form.headerFormat === 'TEXT') {
    const hasVariable = extractVariables(form.headerText).length > 0
    return {
      type: 'HEADER',
      format: 'TEXT',
      text: form.headerText,
      ...(hasVariable ? { example: { header_text: [form.headerExample] } } : {}),
    }
  }
  return {
    type: 'HEADER',
    format: form.headerFormat,
    ...(form.headerHandle.trim() ? { example: { header_handle: [form.headerHandle.trim()] } } : {}),
  }
}

function bodyComponent(form: TemplateForm): TemplateComponentRequest {
  const variables = distinctVariables(form.body)
  const highest = variables.at(-1) ?? 0
  const examples = Array.from({ length: highest }, (_, i) => form.bodyExamples[i] ?? '')
  return { type: 'BODY', text: form.body, ...(highest ? { example: { body_text: [examples] } } : {}) }
}

function buttonComponent(form: TemplateForm): TemplateComponentRequest | undefined {
  if (form.buttons.length === 0) return undefined
  return {
    type: 'BUTTONS',
    buttons: form.buttons.map((button) => {
      if (button.type === 'URL') {
        const hasVariable = extractVariables(button.url).length > 0
        return {
          type: 'URL',
          text: button.text,
          url: button.url,
          ...(hasVariable ? { example: [button.urlExample] } : {}),
        }
      }
      if (button.type === 'PHONE_NUMBER')
        return { type: 'PHONE_NUMBER', text: button.text, phone_number: button.phoneNumber }
      return { type: 'QUICK_REPLY', text: button.text }
    }),
  }
}

/** The API's components for what the builder holds; empty optional parts are left out. */
export function formToComponents(form: TemplateForm): TemplateComponentRequest[] {
  const footer: TemplateComponentRequest | undefined = form.footer.trim()
    ? { type: 'FOOTER', text: form.footer }
    : undefined
  return [headerComponent(form), bodyComponent(form), footer, buttonComponent(form)].filter(
    (c): c is TemplateComponentRequest => !!c,
  )
}

export function formToRequest(form: TemplateForm, workspaceId: string): CreateTemplateRequest {
  return {
    template: {
      category: form.category,
      language: form.language.trim(),
      name: form.name.trim(),
      components: formToComponents(form),
    },
    workspace: { id: workspaceId },
  }
}

/** A header the builder cannot hold (a LOCATION header) is no header. */
function headerFormatOf(header: TemplateComponent | undefined): TemplateForm['headerFormat'] {
  if (!header) return 'NONE'
  const format = header.format ?? 'TEXT'
  return isKnown(headerFormats, format) ? format : 'NONE'
}

/** A template back into the builder, e.g. to duplicate it (the API has no update). What it cannot hold is left out: see leftOutParts. */
export function templateToForm(template: Template['template']): TemplateForm {
  const find = (type: TemplateComponent['type']) => template.components.find((c) => c.type === type)
  const header = find('HEADER')
  const headerFormat = headerFormatOf(header)
  const body = find('BODY')
  const empty = emptyTemplateForm()
  return {
    ...empty,
    name: template.name,
    category: isKnown(templateCategories, template.category) ? template.category : empty.category,
    language: template.language,
    headerFormat,
    headerText: headerFormat === 'TEXT' ? (header?.text ?? '') : '',
    headerExample: headerFormat === 'TEXT' ? (header?.example?.header_text?.[0] ?? '') : '',
    headerHandle: headerFormat !== 'NONE' && headerFormat !== 'TEXT' ? (header?.example?.header_handle?.[0] ?? '') : '',
    body: body?.text ?? '',
    bodyExamples: body?.example?.body_text?.[0] ?? [],
    footer: find('FOOTER')?.text ?? '',
    buttons: (find('BUTTONS')?.buttons ?? []).flatMap((button) =>
      isKnown(buttonTypes, button.type)
        ? [
            {
              ...emptyButton(button.type),
              text: button.text,
              url: button.url ?? '',
              urlExample: button.example?.[0] ?? '',
              phoneNumber: button.phone_number ?? '',
            },
          ]
        : [],
    ),
  }
}
