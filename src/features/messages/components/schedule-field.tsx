import { useFormContext, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { idleValue } from '@/lib/idle-value'
import { isoToLocalDateTimeInput } from '@/lib/local-time'
import { userTimeZone } from '@/lib/locale'
import type { SendForm } from '../send-form'

const timeZone = idleValue(userTimeZone)

/** An optional send time, picked in local time; the body carries it in UTC (see buildSendBody). */
export function ScheduleField() {
  const { register, control, setValue, setFocus, formState } = useFormContext<SendForm>()
  const scheduleAt = useWatch({ control, name: 'scheduleAt' })
  const sendNow = () => {
    setValue('scheduleAt', '', { shouldValidate: formState.isSubmitted })
    setFocus('scheduleAt')
  }
  return (
    <div className="space-y-1">
      <Field
        label="Send at (optional)"
        hint={`Your time zone (${timeZone()}); sent in UTC. Leave it empty to send now.`}
        error={formState.errors.scheduleAt?.message}
      >
        <Input
          type="datetime-local"
          className="max-w-64"
          min={isoToLocalDateTimeInput(new Date().toISOString())}
          {...register('scheduleAt')}
        />
      </Field>
      {scheduleAt && (
        <Button variant="ghost" size="sm" onClick={sendNow}>
          Send now instead
        </Button>
      )}
    </div>
  )
}
