import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form'
import type { ReactNode } from 'react'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import { Input } from '@/components/ui/input'

interface ValueFieldProps {
  /** The value's path in the form, e.g. 'templateValues.body.0'. */
  name: string
  label: ReactNode
  placeholder?: string
  hint?: ReactNode
  /** Text the user may paste with a line break: a one-line box that grows, so WhatsApp's refusal can be shown. */
  multiline?: boolean
  inputMode?: 'decimal' | 'url'
  dir?: 'auto'
}

/** One labelled value of the template values part, with its own error from the form it sits in. */
export function ValueField({ name, label, placeholder, hint, multiline = false, inputMode, dir }: ValueFieldProps) {
  const { register } = useFormContext()
  const { errors } = useFormState({ name })
  const error = (get(errors, name) as FieldError | undefined)?.message
  const common = { placeholder, autoComplete: 'off', spellCheck: false, ...register(name) }
  return (
    <Field label={label} hint={hint} error={error}>
      {multiline ? (
        <Textarea rows={1} dir={dir} className="field-sizing-content min-h-9 resize-none py-1.5" {...common} />
      ) : (
        <Input inputMode={inputMode} type={inputMode === 'url' ? 'url' : 'text'} dir={dir} {...common} />
      )}
    </Field>
  )
}
