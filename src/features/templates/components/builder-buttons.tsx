import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import type { KnownButtonType } from '@/api/templates'
import { Button } from '@/components/ui/button'
import { emptyButton, type TemplateForm } from '../template-form'
import { MAX_BUTTONS } from '@/domain/template-limits'
import { buttonKinds } from '@/components/template-preview/button-kinds'
import { BuilderButtonItem } from './builder-button-item'
import { builderFieldIds } from './builder-field-ids'
import { BuilderSection } from './builder-section'
import { useFocusAfterRender } from './use-focus-after-render'

const FULL_REASON_ID = 'add-button-full-reason'

/** Why no more buttons of this type can be added, or null when one can. */
function typeReason(type: KnownButtonType, buttons: { type: KnownButtonType }[]): string | null {
  const count = buttons.filter((button) => button.type === type).length
  return count >= buttonKinds[type].max ? `A template can have ${buttonKinds[type].maxReason}.` : null
}

export function BuilderButtons() {
  const { control } = useFormContext<TemplateForm>()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'buttons' })
  const buttons = useWatch({ control, name: 'buttons' })
  const full = buttons.length >= MAX_BUTTONS
  const focusAfterRender = useFocusAfterRender()

  const add = (type: KnownButtonType) => {
    focusAfterRender(builderFieldIds.buttonText(fields.length))
    append(emptyButton(type), { shouldFocus: false })
  }

  /** Focus stays on the moved button: on the same arrow, or on the other one when it reached the end. */
  const onMove = (from: number, to: number) => {
    const direction = to < from ? 'up' : 'down'
    const atEnd = direction === 'up' ? to === 0 : to === fields.length - 1
    const other = direction === 'up' ? 'down' : 'up'
    focusAfterRender(builderFieldIds.moveButton(to, atEnd ? other : direction))
    move(from, to)
  }

  /** Focus goes to the next button, else the previous one, else the control that adds one of this type. */
  const onRemove = (index: number) => {
    const type = buttons[index]?.type ?? fields[index]?.type ?? 'QUICK_REPLY'
    const remaining = fields.length - 1
    if (index < remaining) focusAfterRender(builderFieldIds.buttonText(index))
    else if (index > 0) focusAfterRender(builderFieldIds.buttonText(index - 1))
    else focusAfterRender(builderFieldIds.addButton(type))
    remove(index)
  }

  return (
    <BuilderSection title="Buttons" className="min-w-0" id={builderFieldIds.buttons} tabIndex={-1}>
      <p className="text-sm text-slate-600">
        Optional, up to {MAX_BUTTONS}. Keep quick replies together, before or after website and phone buttons.
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <BuilderButtonItem
            key={field.id}
            index={index}
            count={fields.length}
            addedAs={field.type}
            onMove={onMove}
            onRemove={onRemove}
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(buttonKinds) as KnownButtonType[]).map((type) => {
          const reason = full ? null : typeReason(type, buttons)
          const Icon = buttonKinds[type].icon
          const reasonId = full ? FULL_REASON_ID : `add-${type.toLowerCase()}-reason`
          return (
            <div key={type} className="flex flex-col">
              <Button
                id={builderFieldIds.addButton(type)}
                variant="secondary"
                size="sm"
                disabled={full || !!reason}
                aria-describedby={full || reason ? reasonId : undefined}
                onClick={() => add(type)}
              >
                <Icon aria-hidden className="size-4" /> Add {buttonKinds[type].label.toLowerCase()} button
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
    </BuilderSection>
  )
}
