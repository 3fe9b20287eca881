import { type ComponentProps } from 'react'
import { Field } from '@/components/ui/field'
import { builderFieldIds } from './builder-field-ids'
import { ToTranslateMark } from './to-translate'
import { useFieldError } from './use-field-error'

/** The builder's inputs whose fixed id is named like their form value. */
type NamedField = 'language' | 'headerText' | 'headerExample' | 'body' | 'footer'

/** A builder input under its fixed id, showing the rule problem about it once the user has left it. */
export function BuilderField({
  name,
  ...field
}: Omit<ComponentProps<typeof Field>, 'id' | 'error'> & { name: NamedField }) {
  const id = builderFieldIds[name]
  const error = useFieldError(id, name)
  const label =
    name === 'language' || name === 'headerExample' ? (
      field.label
    ) : (
      <>
        {field.label}
        <ToTranslateMark name={name} />
      </>
    )
  return <Field id={id} error={error} {...field} label={label} />
}
