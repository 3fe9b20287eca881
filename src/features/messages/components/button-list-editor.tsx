import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash'
import { useId, useRef } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { UrlInput } from '@/components/ui/url-input'
import { cn } from '@/lib/cn'
import { BUTTON_TEXT_MAX, MAX_BUTTONS } from '@/domain/template-limits'
import { errorAt } from '../error-at'
import { emptyButton, type SendForm } from '../send-form'

type ButtonsPath = 'buttons' | `elements.${number}.buttons`

interface ButtonListEditorProps {
  name: ButtonsPath
  /** Said after each control's name when several lists share the form, e.g. "(element 2)". */
  owner?: string
}

/** The owner after a control's visible name, for screen readers: "Button 1 text (element 2)". */
function suffixOf(owner: string | undefined) {
  if (!owner) return null
  return (
    <>
      {' '}
      <span className="sr-only">{owner}</span>
    </>
  )
}

function ButtonItem({
  name,
  index,
  owner,
  onRemove,
}: {
  name: ButtonsPath
  index: number
  owner?: string
  onRemove(index: number): void
}) {
  const { register, control, formState } = useFormContext<SendForm>()
  const text = useWatch({ control, name: `${name}.${index}.text` }) ?? ''
  const number = index + 1
  const suffix = suffixOf(owner)
  return (
    <li className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
      <Field
        label={
          <>
            Button {number} text{suffix}
          </>
        }
        hint={`${[...text].length}/${BUTTON_TEXT_MAX} characters`}
        error={errorAt(formState.errors, `${name}.${index}.text`)}
      >
        <Input autoComplete="off" dir="auto" {...register(`${name}.${index}.text`)} />
      </Field>
      <Field
        label={
          <>
            Button {number} link{suffix}
          </>
        }
        hint="Optional. Without a link, the button sends its text back."
        error={errorAt(formState.errors, `${name}.${index}.url`)}
      >
        <UrlInput {...register(`${name}.${index}.url`)} />
      </Field>
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-end sm:mt-7"
        aria-label={`Remove button ${number}${owner ? ` ${owner}` : ''}`}
        data-tooltip=""
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </li>
  )
}

/**
 * The buttons of a Telegram message or of one Messenger/Instagram element. The spec gives no limits: the
 * template limits apply (at most MAX_BUTTONS, BUTTON_TEXT_MAX characters each).
 */
export function ButtonListEditor({ name, owner }: ButtonListEditorProps) {
  const { control, formState, setFocus } = useFormContext<SendForm>()
  const { fields, append, remove } = useFieldArray({ control, name })
  const addRef = useRef<HTMLButtonElement>(null)
  const reasonId = useId()
  const listErrorId = useId()
  const full = fields.length >= MAX_BUTTONS
  const listError = errorAt(formState.errors, `${name}.root`)

  /** Focus goes to the next button, else the previous one, else the control that adds one. */
  const onRemove = (index: number) => {
    remove(index)
    const remaining = fields.length - 1
    if (remaining === 0) addRef.current?.focus()
    else setFocus(`${name}.${Math.min(index, remaining - 1)}.text`)
  }

  return (
    <div className="min-w-0 space-y-3">
      {fields.length > 0 && (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <ButtonItem key={field.id} name={name} index={index} owner={owner} onRemove={onRemove} />
          ))}
        </ol>
      )}
      {listError && (
        <p id={listErrorId} data-field-error className="text-xs font-medium text-red-700">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {/* aria-disabled, not disabled: the button keeps the focus it gets after a removal. */}
        <Button
          ref={addRef}
          variant="secondary"
          size="sm"
          aria-disabled={full || undefined}
          aria-describedby={[full && reasonId, listError && listErrorId].filter(Boolean).join(' ') || undefined}
          className={cn(full && 'cursor-not-allowed opacity-60')}
          onClick={() => {
            if (!full) append(emptyButton())
          }}
        >
          <Plus aria-hidden className="size-4" /> Add button{suffixOf(owner)}
        </Button>
        <span id={reasonId} className="text-xs text-slate-600">
          {full ? `At most ${MAX_BUTTONS} buttons.` : `Up to ${MAX_BUTTONS} buttons.`}
        </span>
      </div>
    </div>
  )
}
