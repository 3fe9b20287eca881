import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash'
import { useId } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { emptyElement, type SendForm } from '../send-form'
import { ButtonListEditor } from './button-list-editor'

/** The elements of a Messenger or Instagram template: each a title and its buttons. There is always at least one. */
export function ElementsEditor() {
  const { control, register, formState, setFocus } = useFormContext<SendForm>()
  const { fields, append, remove } = useFieldArray({ control, name: 'elements' })
  const errors = formState.errors.elements
  const listErrorId = useId()

  /** Focus goes to the next element's title, else the previous one's. */
  const onRemove = (index: number) => {
    remove(index)
    setFocus(`elements.${Math.min(index, fields.length - 2)}.title`)
  }

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium text-slate-800">Elements</legend>
      <p className="text-sm text-slate-600">Each element is a card with a title and its buttons.</p>
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const number = index + 1
          return (
            <li key={field.id} className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-slate-900">Element {number}</h3>
                {fields.length > 1 && (
                  <Button variant="ghost" size="sm" onClick={() => onRemove(index)}>
                    <Trash2 aria-hidden className="size-4" /> Remove <span className="sr-only">element {number}</span>
                  </Button>
                )}
              </div>
              <Field
                label={
                  <>
                    Title <span className="sr-only">of element {number}</span>
                  </>
                }
                error={errors?.[index]?.title?.message}
              >
                <Input autoComplete="off" dir="auto" {...register(`elements.${index}.title`)} />
              </Field>
              <ButtonListEditor name={`elements.${index}.buttons`} owner={`(element ${number})`} />
            </li>
          )
        })}
      </ol>
      {errors?.root?.message && (
        <p id={listErrorId} data-field-error className="text-xs font-medium text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={errors?.root?.message ? listErrorId : undefined}
        onClick={() => append(emptyElement())}
      >
        <Plus aria-hidden className="size-4" /> Add element
      </Button>
    </fieldset>
  )
}
