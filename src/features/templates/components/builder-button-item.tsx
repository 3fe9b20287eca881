import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowUp from 'lucide-react/icons/arrow-up'
import Trash2 from 'lucide-react/icons/trash'
import { useFormContext, useWatch } from 'react-hook-form'
import type { KnownButtonType } from '@/api/templates'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { TemplateForm } from '../template-form'
import { BUTTON_TEXT_MAX } from '@/domain/template-limits'
import { extractVariables } from '@/domain/template-variables'
import { buttonKinds } from '@/components/template-preview/button-kinds'
import { builderFieldIds } from './builder-field-ids'
import { useFieldError } from './use-field-error'

interface BuilderButtonItemProps {
  index: number
  /** How many buttons there are, so the last one cannot move down. */
  count: number
  /** The type it was added with, until the form's value says otherwise. */
  addedAs: KnownButtonType
  onMove(from: number, to: number): void
  onRemove(index: number): void
}

/** One button of the builder: its type, the move and remove controls, and its fields. */
export function BuilderButtonItem({ index, count, addedAs, onMove, onRemove }: BuilderButtonItemProps) {
  const { register, control } = useFormContext<TemplateForm>()
  const button = useWatch({ control, name: `buttons.${index}` }) as TemplateForm['buttons'][number] | undefined
  const type = button?.type ?? addedAs
  const Icon = buttonKinds[type].icon
  const number = index + 1
  const urlHasVariable = extractVariables(button?.url).length > 0
  const textError = useFieldError(builderFieldIds.buttonText(index), `buttons.${index}.text`)
  const targetError = useFieldError(
    builderFieldIds.buttonTarget(index),
    type === 'URL' ? `buttons.${index}.url` : `buttons.${index}.phoneNumber`,
  )
  const exampleError = useFieldError(builderFieldIds.buttonExample(index), `buttons.${index}.urlExample`)
  const moves = [
    { direction: 'up', icon: ArrowUp, to: index - 1, blockedAt: 0 },
    { direction: 'down', icon: ArrowDown, to: index + 1, blockedAt: count - 1 },
  ] as const

  return (
    <li className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-800">
          <Icon aria-hidden className="size-4 shrink-0" /> Button {number}: {buttonKinds[type].label}
        </p>
        <div className="flex gap-1">
          {moves.map(({ direction, icon: MoveIcon, to, blockedAt }) => (
            <Button
              key={direction}
              id={builderFieldIds.moveButton(index, direction)}
              variant="ghost"
              size="sm"
              aria-label={`Move button ${number} ${direction}`}
              data-tooltip=""
              disabled={index === blockedAt}
              onClick={() => onMove(index, to)}
            >
              <MoveIcon aria-hidden className="size-4" />
            </Button>
          ))}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove button ${number}`}
            data-tooltip=""
            onClick={() => onRemove(index)}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <Field
        id={builderFieldIds.buttonText(index)}
        label={`Button ${number} text`}
        error={textError}
        hint={`${button?.text.length ?? 0}/${BUTTON_TEXT_MAX} characters`}
      >
        <Input autoComplete="off" dir="auto" {...register(`buttons.${index}.text`)} />
      </Field>
      {type === 'URL' && (
        <>
          <Field
            id={builderFieldIds.buttonTarget(index)}
            label={`Button ${number} URL`}
            error={targetError}
            hint="May end with one variable, e.g. https://shop.example/track/{{1}}"
          >
            <Input type="url" autoComplete="off" placeholder="https://" {...register(`buttons.${index}.url`)} />
          </Field>
          {urlHasVariable && (
            <Field
              id={builderFieldIds.buttonExample(index)}
              label={`Example for button ${number} URL {{1}}`}
              error={exampleError}
            >
              <Input autoComplete="off" dir="auto" {...register(`buttons.${index}.urlExample`)} />
            </Field>
          )}
        </>
      )}
      {type === 'PHONE_NUMBER' && (
        <Field
          id={builderFieldIds.buttonTarget(index)}
          label={`Button ${number} phone number`}
          error={targetError}
          hint="With the country code, e.g. +44 20 7946 0000"
        >
          <Input type="tel" autoComplete="off" {...register(`buttons.${index}.phoneNumber`)} />
        </Field>
      )}
    </li>
  )
}
