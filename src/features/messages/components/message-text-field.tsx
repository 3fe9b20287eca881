import { useFormContext } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/textarea'
import type { SendForm } from '../send-form'

export function MessageTextField() {
  const { register, formState } = useFormContext<SendForm>()
  return (
    <Field label="Message" error={formState.errors.textMessage?.message}>
      <Textarea rows={4} dir="auto" {...register('textMessage')} />
    </Field>
  )
}
