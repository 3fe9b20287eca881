import Braces from 'lucide-react/icons/braces'
import { Suspense, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { lazyComponent } from '@/components/lazy-component'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { insertAtCursor } from '../insert-at-cursor'
import type { TemplateForm } from '../template-form'
import { BODY_MAX } from '@/domain/template-limits'
import { distinctVariables, extractVariables, nextVariable } from '@/domain/template-variables'
import { BuilderField } from './builder-field'
import { builderFieldIds } from './builder-field-ids'
import { BuilderSection } from './builder-section'
import { useFieldError } from './use-field-error'

// Shown once the body has variables: fetched then.
const ADD_EXAMPLES_HINT_ID = 'add-examples-hint'
const AddExamplesButton = lazyComponent(() =>
  import('./add-examples-button').then((module) => module.AddExamplesButton),
)

function BodyExample({ variable }: { variable: number }) {
  const { register } = useFormContext<TemplateForm>()
  const id = builderFieldIds.bodyExample(variable)
  const error = useFieldError(id, `bodyExamples.${variable - 1}`)
  return (
    <Field id={id} label={`Example for {{${variable}}}`} error={error}>
      <Input autoComplete="off" dir="auto" {...register(`bodyExamples.${variable - 1}`)} />
    </Field>
  )
}

export function BuilderBody() {
  const { register, control, setValue, getValues } = useFormContext<TemplateForm>()
  const [examplesStatus, setExamplesStatus] = useState('')
  const [body, headerFormat, headerText, buttons] = useWatch({
    control,
    name: ['body', 'headerFormat', 'headerText', 'buttons'],
  })
  const textarea = useRef<HTMLTextAreaElement | null>(null)
  const { ref, ...bodyField } = register('body')
  const variables = distinctVariables(body)
  const hasExamples =
    variables.length > 0 ||
    (headerFormat === 'TEXT' && extractVariables(headerText).length > 0) ||
    buttons.some((button) => button.type === 'URL' && extractVariables(button.url).length > 0)

  const addVariable = () => {
    const element = textarea.current
    const current = getValues('body')
    const { text, caret } = insertAtCursor(
      current,
      `{{${nextVariable(current)}}}`,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    )
    setValue('body', text, { shouldDirty: true })
    element?.focus()
    element?.setSelectionRange(caret, caret)
  }

  return (
    <BuilderSection title="Body">
      <BuilderField
        name="body"
        label="Body text"
        hint={`${body.length}/${BODY_MAX} characters. Format with *bold*, _italic_, ~strikethrough~ and \`\`\`monospace\`\`\`.`}
      >
        <Textarea
          rows={6}
          dir="auto"
          {...bodyField}
          ref={(element) => {
            ref(element)
            textarea.current = element
          }}
        />
      </BuilderField>
      <Button variant="secondary" size="sm" onClick={addVariable} onMouseDown={(event) => event.preventDefault()}>
        <Braces aria-hidden className="size-4" /> Add variable
      </Button>
      {hasExamples && (
        <div className="space-y-3 rounded-md bg-slate-50 p-3">
          <p className="text-sm text-slate-700">Example values: WhatsApp reviews the template with these.</p>
          {variables.map((variable) => (
            <BodyExample key={variable} variable={variable} />
          ))}
          <div className="space-y-1">
            {/* The button's height is kept while its code loads, so nothing under it moves. */}
            <Suspense fallback={<span className="inline-block h-8" />}>
              <AddExamplesButton hintId={ADD_EXAMPLES_HINT_ID} onStatus={setExamplesStatus} />
            </Suspense>
            <p id={ADD_EXAMPLES_HINT_ID} className="text-xs text-slate-500">
              Fills every empty example, in the header, body and buttons, with a value guessed from the words around it.
            </p>
            <p role="status" className="text-sm text-slate-700">
              {examplesStatus}
            </p>
          </div>
        </div>
      )}
    </BuilderSection>
  )
}
