import { Controller } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { ENGAGEMENT_CHOICES } from '../engagement'
import type { SegmentFieldProps } from '../segment-form'

/** The recipients to gather, by their log's status; a value the choices lack is offered as it came, and kept. */
export function RetargetEngagementField({ control }: Pick<SegmentFieldProps, 'control'>) {
  return (
    <Controller
      control={control}
      name="retargetEngagementType"
      render={({ field, fieldState }) => {
        const other = field.value !== '' && !ENGAGEMENT_CHOICES.some((choice) => choice.value === field.value)
        return (
          <Field
            label="Retarget engagement"
            hint="Which recipients of the retarget broadcast, by the status of their log. The API does not list its values."
            error={fieldState.error?.message}
          >
            <Select {...field}>
              <option value="">None</option>
              {other && <option value={field.value}>{field.value} (from the API)</option>}
              {ENGAGEMENT_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </Field>
        )
      }}
    />
  )
}
