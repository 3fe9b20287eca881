import Braces from 'lucide-react/icons/braces'
import { useFormContext, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import type { TemplateForm } from '../template-form'
import { headerFormatLabels } from '@/domain/template-labels'
import { HEADER_TEXT_MAX } from '@/domain/template-limits'
import { extractVariables } from '@/domain/template-variables'
import { BuilderField } from './builder-field'
import { builderFieldIds } from './builder-field-ids'
import { BuilderSection } from './builder-section'
import { useFieldError } from './use-field-error'
import { useFocusAfterRender } from './use-focus-after-render'

const formats = ['NONE', 'TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const

export function BuilderHeader() {
  const { register, control, setValue, getValues } = useFormContext<TemplateForm>()
  const [format, text] = useWatch({ control, name: ['headerFormat', 'headerText'] })
  const hasVariable = extractVariables(text).length > 0
  const focusAfterRender = useFocusAfterRender()
  const mediaError = useFieldError(builderFieldIds.headerMedia, 'headerHandle')

  /** The example input appears, and this button is disabled, once the header has its variable: focus moves there. */
  const addVariable = () => {
    focusAfterRender(builderFieldIds.headerExample)
    setValue('headerText', `${getValues('headerText').trimEnd()} {{1}}`.trimStart(), { shouldDirty: true })
  }

  return (
    <BuilderSection title="Header">
      <Field
        id={builderFieldIds.headerFormat}
        label="Header type"
        hint="Optional: a title, or an image, video or document above the message."
      >
        <Select {...register('headerFormat')}>
          {formats.map((value) => (
            <option key={value} value={value}>
              {value === 'NONE' ? 'No header' : headerFormatLabels[value]}
            </option>
          ))}
        </Select>
      </Field>
      {format === 'TEXT' && (
        <>
          <BuilderField
            name="headerText"
            label="Header text"
            hint={`${text.length}/${HEADER_TEXT_MAX} characters, at most one variable, no emoji or formatting.`}
          >
            <Input autoComplete="off" dir="auto" {...register('headerText')} />
          </BuilderField>
          <Button
            variant="secondary"
            size="sm"
            onClick={addVariable}
            disabled={hasVariable}
            aria-describedby="header-variable-hint"
          >
            <Braces aria-hidden className="size-4" /> Add variable
          </Button>
          <p id="header-variable-hint" className="text-xs text-slate-500">
            {hasVariable ? 'A header can hold one variable, and it has one.' : 'Adds {{1}} at the end of the header.'}
          </p>
          {hasVariable && (
            <BuilderField
              name="headerExample"
              label="Example for header {{1}}"
              hint="WhatsApp reviews the template with this value."
            >
              <Input autoComplete="off" dir="auto" {...register('headerExample')} />
            </BuilderField>
          )}
        </>
      )}
      {format !== 'NONE' && format !== 'TEXT' && (
        <Field
          id={builderFieldIds.headerMedia}
          label={`Sample ${format.toLowerCase()} URL`}
          error={mediaError}
          hint={`WhatsApp reviews the template with this sample ${format.toLowerCase()}; the real one is chosen when sending.`}
        >
          <Input type="url" autoComplete="off" placeholder="https://" {...register('headerHandle')} />
        </Field>
      )}
    </BuilderSection>
  )
}
