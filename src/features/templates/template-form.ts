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
import {
  authenticationComponents,
  authenticationPartsOf,
  COPY_CODE_TEXT,
  EXAMPLE_CODE,
} from '@/domain/authentication-template'
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
  /** An authentication template's parts (see authentication-template): the code message itself is WhatsApp's. */
  authSecurityNotice: boolean
  /** Whole minutes, 1–90, as typed; empty for no expiry line. */
  authExpiryMinutes: string
  authButtonText: string
  /** A copied authentication template keeps its own text until the user switches it to WhatsApp's shape. */
  authFreeText: boolean
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
    authSecurityNotice: true,
    authExpiryMinutes: '',
    authButtonText: COPY_CODE_TEXT,
    authFreeText: false,
  }
}

/** True when the builder holds WhatsApp's authentication shape rather than text of its own. */
export function hasAuthenticationShape(form: TemplateForm): boolean {
  return form.category === 'AUTHENTICATION' && !form.authFreeText
}

/** WhatsApp's components for the form's authentication parts, with Meta's copy-code button, as the preview shows them. */
export function authenticationFormComponents(form: TemplateForm): TemplateComponent[] {
  const minutes = form.authExpiryMinutes.trim()
  return authenticationComponents({
    language: form.language,
    securityNotice: form.authSecurityNotice,
    ...(minutes ? { expiryMinutes: Number(minutes) } : {}),
    buttonText: form.authButtonText,
  })
}

/** The spec lists no copy-code button type: it is written as a quick reply with its text (docs/spec-gaps.md). */
function writableAuthenticationComponents(form: TemplateForm): TemplateComponentRequest[] {
  return authenticationFormComponents(form).map((component) => {
    if (component.type === 'BODY')
      return { type: 'BODY', text: component.text ?? '', example: { body_text: [[EXAMPLE_CODE]] } }
    if (component.type === 'FOOTER') return { type: 'FOOTER', text: component.text ?? '' }
    return { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: form.authButtonText }] }
  })
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
  if (hasAuthenticationShape(form)) return writableAuthenticationComponents(form)
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
  if (template.category === 'AUTHENTICATION') {
    const parts = authenticationPartsOf(template.components, template.language)
    if (parts)
      return {
        ...empty,
        name: template.name,
        category: 'AUTHENTICATION',
        language: template.language,
        authSecurityNotice: parts.securityNotice,
        authExpiryMinutes: parts.expiryMinutes === undefined ? '' : String(parts.expiryMinutes),
        authButtonText: parts.buttonText,
      }
  }
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
    authFreeText: template.category === 'AUTHENTICATION',
    buttons: (find('BUTTONS')?.buttons ?? []).flatMap((button) =>
      isKnown(buttonTypes, button.type)
        ? [
            {
              ...emptyButton(button.type),
              text: button.text ?? '',
              url: button.url ?? '',
              urlExample: button.example?.[0] ?? '',
              phoneNumber: button.phone_number ?? '',
            },
          ]
        : [],
    ),
  }
}
