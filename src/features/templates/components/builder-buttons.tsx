import { ArrowDown, ArrowUp, ExternalLink, Phone, Reply, Trash2 } from 'lucide-react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import type { ButtonType } from '@/api/templates'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { emptyButton, type TemplateForm } from '../template-form'
import { BUTTON_TEXT_MAX, MAX_BUTTONS, MAX_PHONE_BUTTONS, MAX_URL_BUTTONS } from '../template-limits'
import { extractVariables } from '../template-variables'
import { builderFieldIds } from './builder-field-ids'

const kinds = {
  QUICK_REPLY: { label: 'Quick reply', icon: Reply, max: MAX_BUTTONS, maxReason: '' },
  URL: { label: 'Visit website', icon: ExternalLink, max: MAX_URL_BUTTONS, maxReason: `at most ${MAX_URL_BUTTONS} website buttons` },
  PHONE_NUMBER: { label: 'Call phone number', icon: Phone, max: MAX_PHONE_BUTTONS, maxReason: `at most ${MAX_PHONE_BUTTONS} phone button` },
} as const satisfies Record<ButtonType, unknown>

const FULL_REASON_ID = 'add-button-full-reason'

/** Why no more buttons of this type can be added, or null when one can. */
function typeReason(type: ButtonType, buttons: { type: ButtonType }[]): string | null {
  const count = buttons.filter((button) => button.type === type).length
  return count >= kinds[type].max ? `A template can have ${kinds[type].maxReason}.` : null
}

export function BuilderButtons() {
  const { register, control } = useFormContext<TemplateForm>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'buttons' })
  const buttons = useWatch({ control, name: 'buttons' })
  const full = buttons.length >= MAX_BUTTONS

  return (
    <fieldset className="space-y-4" id={builderFieldIds.buttons} tabIndex={-1}>
      <legend className="mb-2 text-base font-semibold text-slate-900">Buttons</legend>
      <p className="text-sm text-slate-600">
        Optional, up to {MAX_BUTTONS}. Keep quick replies together, before or after website and phone buttons.
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const type = buttons[index]?.type ?? field.type
          const Icon = kinds[type].icon
          const number = index + 1
          const urlHasVariable = extractVariables(buttons[index]?.url).length > 0
          return (
            <li key={field.id} className="space-y-3 rounded-md border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <Icon aria-hidden className="size-4" /> Button {number}: {kinds[type].label}
                </p>
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" aria-label={`Move button ${number} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    <ArrowUp aria-hidden className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move button ${number} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Remove button ${number}`} onClick={() => remove(index)}>
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              </div>
              <Field
                id={builderFieldIds.buttonText(index)}
                label={`Button ${number} text`}
                hint={`${buttons[index]?.text.length ?? 0}/${BUTTON_TEXT_MAX} characters`}
              >
                <Input autoComplete="off" {...register(`buttons.${index}.text`)} />
              </Field>
              {type === 'URL' && (
                <>
                  <Field label={`Button ${number} URL`} hint="May end with one variable, e.g. https://shop.example/track/{{1}}">
                    <Input type="url" autoComplete="off" placeholder="https://" {...register(`buttons.${index}.url`)} />
                  </Field>
                  {urlHasVariable && (
                    <Field id={builderFieldIds.buttonExample(index)} label={`Example for button ${number} URL {{1}}`}>
                      <Input autoComplete="off" {...register(`buttons.${index}.urlExample`)} />
                    </Field>
                  )}
                </>
              )}
              {type === 'PHONE_NUMBER' && (
                <Field label={`Button ${number} phone number`} hint="With the country code, e.g. +44 20 7946 0000">
                  <Input type="tel" autoComplete="off" {...register(`buttons.${index}.phoneNumber`)} />
                </Field>
              )}
            </li>
          )
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(kinds) as ButtonType[]).map((type) => {
          const reason = full ? null : typeReason(type, buttons)
          const Icon = kinds[type].icon
          const reasonId = full ? FULL_REASON_ID : `add-${type.toLowerCase()}-reason`
          return (
            <div key={type} className="flex flex-col">
              <Button
                variant="secondary"
                size="sm"
                disabled={full || !!reason}
                aria-describedby={full || reason ? reasonId : undefined}
                onClick={() => append(emptyButton(type))}
              >
                <Icon aria-hidden className="size-4" /> Add {kinds[type].label.toLowerCase()} button
              </Button>
              {reason && (
                <span id={reasonId} className="mt-1 max-w-48 text-xs text-slate-600">
                  {reason}
                </span>
              )}
            </div>
          )
        })}
      </div>
      {full && (
        <p id={FULL_REASON_ID} className="text-sm text-slate-600">
          A template can have at most {MAX_BUTTONS} buttons. Remove one to add another.
        </p>
      )}
    </fieldset>
  )
}
