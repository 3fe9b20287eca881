import { useId, type ComponentProps, type ReactNode } from 'react'
import { Field } from './ui/field'
import { Input } from './ui/input'

interface SuggestedTextFieldProps extends Omit<ComponentProps<'input'>, 'list'> {
  label: string
  hint?: ReactNode
  error?: string
  /** Offered as the user types (a datalist); any other text is accepted. */
  suggestions: readonly string[]
}

/** A free-text field for a value the spec leaves open, with the usual values suggested. */
export function SuggestedTextField({ label, hint, error, suggestions, ...input }: SuggestedTextFieldProps) {
  const listId = useId()
  return (
    <>
      <Field label={label} hint={hint} error={error}>
        <Input autoComplete="off" list={listId} {...input} />
      </Field>
      <datalist id={listId}>
        {suggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </>
  )
}
