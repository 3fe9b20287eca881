import { useFormContext, useWatch } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { TemplateForm } from '../template-form'
import { FOOTER_MAX } from '@/domain/template-limits'
import { builderFieldIds } from './builder-field-ids'
import { useFieldError } from './use-field-error'

export function BuilderFooter() {
  const { register, control } = useFormContext<TemplateForm>()
  const footer = useWatch({ control, name: 'footer' })
  const error = useFieldError(builderFieldIds.footer, 'footer')
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">Footer</legend>
      <Field
        id={builderFieldIds.footer}
        label="Footer text"
        error={error}
        hint={`Optional small print, ${footer.length}/${FOOTER_MAX} characters, no variables or emoji. Marketing templates put their opt-out here.`}
      >
        <Input autoComplete="off" {...register('footer')} />
      </Field>
    </fieldset>
  )
}
