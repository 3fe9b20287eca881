import Sparkles from 'lucide-react/icons/sparkles'
import { useMemo, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { TemplateComponent } from '@/api/templates'
import { TemplatePreview } from '@/components/template-preview/template-preview'
import { Button } from '@/components/ui/button'
import { kindName } from '@/domain/newer-kinds'
import {
  filledComponents,
  needsNoValues,
  partsWithoutFields,
  templateSlots,
  withExamples,
  type TemplateSlots,
  type TemplateValues,
  type ValueSlot,
} from '@/domain/template-values'
import { ValueField } from './value-field'

interface TemplateValuesFieldsProps {
  components: readonly TemplateComponent[]
  language: string
  /** Where the values sit in the form (a TemplateValues), e.g. 'templateValues'. */
  name: string
}

const mediaWords: Readonly<Record<string, string>> = { IMAGE: 'image', VIDEO: 'video', DOCUMENT: 'document' }

function Group({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** `{{1}}` for a numbered variable, its name for a named one; the part's name is read out before it. */
function SlotLabel({ part, slot }: { part: string; slot: ValueSlot }) {
  return (
    <>
      <span className="sr-only">{part}</span> {/^\d+$/.test(slot.variable) ? `{{${slot.variable}}}` : slot.variable}
    </>
  )
}

function TextSlots({ part, path, slots }: { part: string; path: string; slots: readonly ValueSlot[] }) {
  return slots.map((slot, index) => (
    <ValueField
      key={`${path}.${index}`}
      name={`${path}.${index}`}
      label={<SlotLabel part={part} slot={slot} />}
      placeholder={slot.example}
      multiline
      dir="auto"
    />
  ))
}

function HeaderFields({ name, slots }: { name: string; slots: TemplateSlots }) {
  if (slots.media) {
    const what = mediaWords[slots.media] ?? slots.media.toLowerCase()
    return (
      <Group legend="Header">
        <ValueField
          name={`${name}.mediaUrl`}
          label={`The ${what}’s address`}
          hint={`A public https address: WhatsApp fetches the ${what} from it.`}
          placeholder="https://"
          inputMode="url"
        />
      </Group>
    )
  }
  if (slots.location) {
    const field = (key: keyof TemplateValues['location'], label: string, decimal = false) => (
      <ValueField
        name={`${name}.location.${key}`}
        label={label}
        inputMode={decimal ? 'decimal' : undefined}
        dir={decimal ? undefined : 'auto'}
      />
    )
    return (
      <Group legend="Header: a location">
        <div className="grid gap-3 sm:grid-cols-2">
          {field('latitude', 'Latitude', true)}
          {field('longitude', 'Longitude', true)}
          {field('name', 'Place name')}
          {field('address', 'Address')}
        </div>
      </Group>
    )
  }
  if (!slots.header.length) return null
  return (
    <Group legend="Header">
      <TextSlots part="Header" path={`${name}.header`} slots={slots.header} />
    </Group>
  )
}

function ButtonFields({ name, slots }: { name: string; slots: TemplateSlots }) {
  return slots.buttons.map((slot, index) => {
    const prefix = slot.url.slice(0, slot.url.indexOf('{{'))
    const title = slot.text ? `Button “${slot.text}”` : `Button ${slot.buttonIndex + 1}`
    return (
      <Group key={slot.buttonIndex} legend={title}>
        <ValueField
          name={`${name}.buttons.${index}`}
          label={<SlotLabel part={title} slot={slot} />}
          hint={
            <>
              The end of the address: <span className="font-mono [overflow-wrap:anywhere]">{prefix}</span>…
            </>
          }
          placeholder={slot.example}
        />
      </Group>
    )
  })
}

function FilledPreview({ components, language, name, slots }: TemplateValuesFieldsProps & { slots: TemplateSlots }) {
  const values = useWatch({ name }) as TemplateValues | undefined
  const filled = useMemo(
    () => (values ? filledComponents(components, slots, values) : [...components]),
    [components, slots, values],
  )
  return (
    <section aria-label="As the customer reads it" className="min-w-0 space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">As the customer reads it</h3>
      <TemplatePreview components={filled} language={language} />
    </section>
  )
}

const listed = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '')

/** What the send cannot give a value for, said once, so nobody expects their own code or expiry in the message. */
function WithoutFields({ components }: { components: readonly TemplateComponent[] }) {
  const kinds = partsWithoutFields(components)
  if (!kinds.length) return null
  return (
    <p className="text-xs text-slate-600">
      {listed(kinds.map(kindName))}: the send has no field for {kinds.length === 1 ? 'this part' : 'these parts'}, so{' '}
      {kinds.length === 1 ? 'it goes' : 'they go'} as the service fills {kinds.length === 1 ? 'it' : 'them'}.
    </p>
  )
}

const hasExamples = (slots: TemplateSlots) =>
  [...slots.header, ...slots.body, ...slots.buttons].some((slot) => slot.example !== undefined) ||
  /^https?:\/\//.test(slots.mediaExample ?? '')

/**
 * The values a template send gives: one labelled field per variable, grouped by where it appears (header, body,
 * each URL button), the header's file or place, the template's examples as placeholders and one click away, and
 * the message as the customer will read it. Used inside any react-hook-form form; its checks are checkValues'.
 */
export function TemplateValuesFields(props: TemplateValuesFieldsProps) {
  const { components, name } = props
  const slots = useMemo(() => templateSlots(components), [components])
  const { getValues, setValue, formState } = useFormContext()

  if (needsNoValues(slots)) {
    return (
      <div className="min-w-0 space-y-3">
        <p className="text-sm text-slate-600">This template has no variables: it is sent as it is.</p>
        <WithoutFields components={components} />
        <FilledPreview {...props} slots={slots} />
      </div>
    )
  }

  const useExamples = () =>
    setValue(name, withExamples(slots, getValues(name) as TemplateValues), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    })

  // Side by side where the part has room (the test send's dialog), one column in the console and on phones.
  return (
    <div className="@container min-w-0">
      <div className="grid gap-4 @xl:grid-cols-[minmax(0,1fr)_minmax(0,17rem)] @xl:items-start">
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-900">Values</h3>
            {hasExamples(slots) && (
              <Button variant="secondary" size="sm" onClick={useExamples}>
                <Sparkles aria-hidden className="size-4" />
                Use the examples
              </Button>
            )}
          </div>
          <HeaderFields name={name} slots={slots} />
          {slots.body.length > 0 && (
            <Group legend="Body">
              <TextSlots part="Body" path={`${name}.body`} slots={slots.body} />
            </Group>
          )}
          <ButtonFields name={name} slots={slots} />
          <WithoutFields components={components} />
        </div>
        <FilledPreview {...props} slots={slots} />
      </div>
    </div>
  )
}
