import type { TemplateParameters } from '@/api/template-parameters'
import type { TemplateButton, TemplateComponent } from '@/api/templates'
import { BODY_MAX, HEADER_TEXT_MAX } from './template-limits'
import { formatCount } from '@/lib/format'
import { isWebAddress } from '@/lib/web-address'

/** A `{{1}}` or a named `{{first_name}}` variable; WhatsApp names are lower-case letters, digits and underscores. */
const VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g
const MEDIA_FORMATS = ['IMAGE', 'VIDEO', 'DOCUMENT']

/** One variable a send must give a value for: its name ('1' or 'first_name') and the template's example. */
export interface ValueSlot {
  variable: string
  example?: string
}

/** The variable at the end of a URL button's address. */
export interface ButtonSlot extends ValueSlot {
  /** The button's place among the template's buttons. */
  buttonIndex: number
  text?: string
  url: string
}

/** Every value a template needs at send time, grouped by where it appears. */
export interface TemplateSlots {
  header: ValueSlot[]
  body: ValueSlot[]
  buttons: ButtonSlot[]
  /** IMAGE, VIDEO or DOCUMENT: the header shows a file whose address the send gives. */
  media?: string
  /** The template's own example file, shown as a placeholder. */
  mediaExample?: string
  /** A location header: the send gives the place. */
  location: boolean
}

export interface LocationValues {
  latitude: string
  longitude: string
  address: string
  name: string
}

/** What the user types: one string per slot, in the slots' order, and the header's file or place. */
export interface TemplateValues {
  header: string[]
  body: string[]
  buttons: string[]
  mediaUrl: string
  location: LocationValues
}

/** A problem at one value: `path` is its place in TemplateValues ('body.2', 'mediaUrl', 'location.latitude'). */
export interface ValueIssue {
  path: string
  message: string
}

const isNumbered = (variable: string) => /^\d+$/.test(variable)

/** The variables of a text, each once: numbered ones by number, named ones in order of appearance. */
export function textVariables(text: string | null | undefined): string[] {
  const found = [...new Set(Array.from(text?.matchAll(VARIABLE) ?? [], (match) => match[1] ?? ''))]
  return found.every(isNumbered) ? found.sort((a, b) => Number(a) - Number(b)) : found
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined

const asString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const firstString = (value: unknown) => asString(Array.isArray(value) ? value[0] : undefined)

/** Meta's named examples, `[{ param_name, example }]`, as a map; anything else is no example. */
function namedExamples(value: unknown): Map<string, string> {
  const named = new Map<string, string>()
  if (!Array.isArray(value)) return named
  for (const item of value) {
    const entry = asRecord(item)
    const name = asString(entry?.param_name)
    const example = asString(entry?.example)
    if (name && example) named.set(name, example)
  }
  return named
}

/** The example of each variable: positional ones by number from `positional`, named ones from Meta's named list. */
function slotsOf(text: string | null | undefined, positional: unknown, named: unknown): ValueSlot[] {
  const byName = namedExamples(named)
  const list = Array.isArray(positional) ? positional : []
  return textVariables(text).map((variable) => {
    const example = isNumbered(variable) ? asString(list[Number(variable) - 1]) : byName.get(variable)
    return example === undefined ? { variable } : { variable, example }
  })
}

/** A URL button's example: the end of the address when it gives the whole address. */
function urlExample(button: TemplateButton, url: string): string | undefined {
  const example = firstString(button.example)
  const start = url.search(VARIABLE)
  if (!example || start === -1) return example
  const prefix = url.slice(0, start)
  return example.startsWith(prefix) && example.length > prefix.length ? example.slice(prefix.length) : example
}

/** What a template needs at send time, read from its components as sent: missing parts need nothing. */
export function templateSlots(components: readonly TemplateComponent[]): TemplateSlots {
  const header = components.find((component) => component.type === 'HEADER')
  const body = components.find((component) => component.type === 'BODY')
  const buttons = components.find((component) => component.type === 'BUTTONS')?.buttons ?? []
  const format = header?.format ?? 'TEXT'
  const headerExample = asRecord(header?.example)
  const bodyExample = asRecord(body?.example)
  const bodyRows = bodyExample?.body_text
  return {
    header:
      header && format === 'TEXT'
        ? slotsOf(header.text, headerExample?.header_text, headerExample?.header_text_named_params)
        : [],
    body: slotsOf(body?.text, Array.isArray(bodyRows) ? bodyRows[0] : undefined, bodyExample?.body_text_named_params),
    buttons: buttons.flatMap((button, buttonIndex): ButtonSlot[] => {
      const url = typeof button.url === 'string' ? button.url : ''
      const [variable] = button.type === 'URL' ? textVariables(url) : []
      if (variable === undefined) return []
      const example = urlExample(button, url)
      return [
        { variable, buttonIndex, url, ...(button.text ? { text: button.text } : {}), ...(example ? { example } : {}) },
      ]
    }),
    ...(header && MEDIA_FORMATS.includes(format)
      ? { media: format, mediaExample: firstString(headerExample?.header_handle) }
      : {}),
    location: header?.format === 'LOCATION',
  }
}

const SENDABLE_PARTS = ['HEADER', 'BODY', 'FOOTER', 'BUTTONS']
const SENDABLE_BUTTONS = ['URL', 'QUICK_REPLY', 'PHONE_NUMBER']

/**
 * The kinds of part or button in a template whose values the send has no field for (a copy-code button's code, a
 * limited-time offer's expiry, a carousel's cards), each once, as sent: they go as the service fills them.
 */
export function partsWithoutFields(components: readonly TemplateComponent[]): string[] {
  const kinds = components.flatMap((component) => [
    ...(SENDABLE_PARTS.includes(component.type) ? [] : [component.type]),
    ...(component.type === 'BUTTONS' ? (component.buttons ?? []) : [])
      .map((button) => button.type)
      .filter((type) => !SENDABLE_BUTTONS.includes(type)),
    ...(component.type === 'HEADER' &&
    component.format &&
    !['TEXT', 'LOCATION', ...MEDIA_FORMATS].includes(component.format)
      ? [component.format]
      : []),
  ])
  return [...new Set(kinds)]
}

/** True when the template is sent as it is: no variable, no file, no place. */
export function needsNoValues(slots: TemplateSlots): boolean {
  return !slots.header.length && !slots.body.length && !slots.buttons.length && !slots.media && !slots.location
}

const emptyLocation = (): LocationValues => ({ latitude: '', longitude: '', address: '', name: '' })

export function emptyValues(slots: TemplateSlots): TemplateValues {
  return {
    header: slots.header.map(() => ''),
    body: slots.body.map(() => ''),
    buttons: slots.buttons.map(() => ''),
    mediaUrl: '',
    location: emptyLocation(),
  }
}

/** The template's own examples in every value that has one; the others keep what was typed. */
export function withExamples(slots: TemplateSlots, values: TemplateValues): TemplateValues {
  const fill = (list: readonly ValueSlot[], typed: readonly string[]) =>
    list.map((slot, index) => slot.example ?? typed[index] ?? '')
  return {
    ...values,
    header: fill(slots.header, values.header),
    body: fill(slots.body, values.body),
    buttons: fill(slots.buttons, values.buttons),
    mediaUrl: slots.mediaExample && /^https?:\/\//.test(slots.mediaExample) ? slots.mediaExample : values.mediaUrl,
  }
}

/** Values kept from another template fit this one when the slots match by place; the rest start empty. */
export function valuesFor(slots: TemplateSlots, kept: Partial<TemplateValues> | undefined): TemplateValues {
  const empty = emptyValues(slots)
  const take = (fresh: string[], old: readonly string[] | undefined) => fresh.map((_, index) => old?.[index] ?? '')
  return {
    header: take(empty.header, kept?.header),
    body: take(empty.body, kept?.body),
    buttons: take(empty.buttons, kept?.buttons),
    mediaUrl: kept?.mediaUrl ?? '',
    location: { ...emptyLocation(), ...kept?.location },
  }
}

/** The text with each variable given its value; a variable with no value yet stays as it is. */
export function fillText(text: string, slots: readonly ValueSlot[], values: readonly string[]): string {
  const byName = new Map(slots.map((slot, index) => [slot.variable, values[index] ?? '']))
  return text.replace(VARIABLE, (whole, name: string) => byName.get(name) || whole)
}

/** The components as the customer reads them: header, body and URL buttons with the values in place. */
export function filledComponents(
  components: readonly TemplateComponent[],
  slots: TemplateSlots,
  values: TemplateValues,
): TemplateComponent[] {
  return components.map((component) => {
    if (component.type === 'HEADER' && component.text && slots.header.length)
      return { ...component, text: fillText(component.text, slots.header, values.header) }
    if (component.type === 'BODY' && component.text)
      return { ...component, text: fillText(component.text, slots.body, values.body) }
    if (component.type === 'BUTTONS' && component.buttons) {
      const buttons = component.buttons.map((button, buttonIndex) => {
        const at = slots.buttons.findIndex((slot) => slot.buttonIndex === buttonIndex)
        const slot = slots.buttons[at]
        return slot ? { ...button, url: fillText(slot.url, [slot], [values.buttons[at] ?? '']) } : button
      })
      return { ...component, buttons }
    }
    return component
  })
}

const clean = (values: readonly string[]) => values.map((value) => value.trim())

/** The body's parameter fields, as the service takes them: only the parts this template has. */
export function templateParameters(slots: TemplateSlots, values: TemplateValues): TemplateParameters {
  const { latitude, longitude, address, name } = values.location
  return {
    ...(slots.header.length ? { headerTextParameters: clean(values.header) } : {}),
    ...(slots.body.length ? { bodyTextParameters: clean(values.body) } : {}),
    ...(slots.buttons.length ? { buttonUrlParameters: clean(values.buttons) } : {}),
    ...(slots.media ? { headerMediaUrl: values.mediaUrl.trim() } : {}),
    ...(slots.location
      ? {
          locationParameters: {
            latitude: Number(latitude.trim()),
            longitude: Number(longitude.trim()),
            address: address.trim(),
            name: name.trim(),
          },
        }
      : {}),
  }
}

const charCount = (text: string) => [...text].length

/** What WhatsApp refuses in any value: a new line or a tab, more than four spaces in a row, nothing at all. */
function valueIssue(value: string): string | undefined {
  if (!value.trim()) return 'Give a value: WhatsApp refuses an empty one'
  if (/[\n\r\t]/.test(value)) return 'No new lines or tabs: WhatsApp refuses them in a value'
  if (/ {5,}/.test(value)) return 'At most four spaces in a row'
  return undefined
}

function lengthIssue(
  path: 'header' | 'body',
  text: string,
  slots: readonly ValueSlot[],
  values: readonly string[],
  max: number,
): ValueIssue[] {
  const length = charCount(fillText(text, slots, clean(values)))
  if (length <= max || !values.length) return []
  // On the longest value: the one most likely to need shortening.
  const longest = values.reduce((best, value, index) => (value.length > (values[best] ?? '').length ? index : best), 0)
  const part = path === 'header' ? 'The header' : 'The message'
  return [
    {
      path: `${path}.${longest}`,
      message: `${part} is ${formatCount(length)} characters with the values in place: at most ${formatCount(max)}. Shorten a value.`,
    },
  ]
}

function coordinateIssue(value: string, limit: number, what: string): string | undefined {
  if (!value.trim()) return `Give the ${what}`
  const n = Number(value.trim())
  if (!Number.isFinite(n) || Math.abs(n) > limit) return `A ${what} is a number from -${limit} to ${limit}`
  return undefined
}

/**
 * The checks WhatsApp makes at send time, each at the value it is about (first problem of a value wins): every
 * variable needs a value without new lines, tabs or runs of spaces; the filled body and text header keep their
 * limits; a URL button's value must make a valid address; a media header needs its file, a location its place.
 */
export function checkValues(
  components: readonly TemplateComponent[],
  slots: TemplateSlots,
  values: TemplateValues,
): ValueIssue[] {
  const issues: ValueIssue[] = []
  const each = (part: 'header' | 'body' | 'buttons', list: readonly ValueSlot[]) =>
    list.forEach((_, index) => {
      // Checked as sent: templateParameters trims each value.
      const message = valueIssue((values[part][index] ?? '').trim())
      if (message) issues.push({ path: `${part}.${index}`, message })
    })
  each('header', slots.header)
  each('body', slots.body)
  each('buttons', slots.buttons)
  slots.buttons.forEach((slot, index) => {
    const value = (values.buttons[index] ?? '').trim()
    if (!value || issues.some((issue) => issue.path === `buttons.${index}`)) return
    if (/\s/.test(value) || !isWebAddress(fillText(slot.url, [slot], [value])))
      issues.push({ path: `buttons.${index}`, message: 'This value does not make a valid web address: no spaces' })
  })
  const text = (type: string) => components.find((component) => component.type === type)?.text ?? ''
  const unplaced = (list: ValueIssue[]) => list.filter((issue) => !issues.some((other) => other.path === issue.path))
  issues.push(...unplaced(lengthIssue('header', text('HEADER'), slots.header, values.header, HEADER_TEXT_MAX)))
  issues.push(...unplaced(lengthIssue('body', text('BODY'), slots.body, values.body, BODY_MAX)))
  if (slots.media) {
    const url = values.mediaUrl.trim()
    if (!url) issues.push({ path: 'mediaUrl', message: 'Give the address of the file the header shows' })
    else if (!isWebAddress(url))
      issues.push({ path: 'mediaUrl', message: 'A full web address, starting with https://' })
  }
  if (slots.location) {
    const { latitude, longitude, name, address } = values.location
    const lat = coordinateIssue(latitude, 90, 'latitude')
    const lng = coordinateIssue(longitude, 180, 'longitude')
    if (lat) issues.push({ path: 'location.latitude', message: lat })
    if (lng) issues.push({ path: 'location.longitude', message: lng })
    if (!name.trim()) issues.push({ path: 'location.name', message: 'Give the place a name' })
    if (!address.trim()) issues.push({ path: 'location.address', message: 'Give the address' })
  }
  return issues
}

/** What a send of one template needs, made once when it is chosen: its slots, the checks, the parameter fields. */
export interface ValuePlan {
  slots: TemplateSlots
  check(values: TemplateValues): ValueIssue[]
  parameters(values: TemplateValues): TemplateParameters
}

export function valuePlan(components: readonly TemplateComponent[]): ValuePlan {
  const slots = templateSlots(components)
  return {
    slots,
    check: (values) => checkValues(components, slots, values),
    parameters: (values) => templateParameters(slots, values),
  }
}
