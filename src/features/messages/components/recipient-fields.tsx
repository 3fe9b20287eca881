import { useFormContext, useWatch } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { type SendEndpoint } from '../channels'
import { acceptsPhoneNumber } from '../endpoint-fields'
import type { SendForm } from '../send-form'
import { ChoiceGroup } from './choice-group'

const recipientOptions = [
  { value: 'contact', label: 'Contact id' },
  { value: 'phone', label: 'Phone number' },
] as const

/** The contact id, or on WhatsApp one of a contact id and a phone number: only the chosen input is shown and sent. */
export function RecipientFields({ endpoint }: { endpoint: SendEndpoint }) {
  const { register, control, setValue, formState } = useFormContext<SendForm>()
  const recipientBy = useWatch({ control, name: 'recipientBy' })
  const phoneAllowed = acceptsPhoneNumber(endpoint)
  const byPhone = phoneAllowed && recipientBy === 'phone'

  return (
    <div className="space-y-3">
      {phoneAllowed && (
        <ChoiceGroup
          legend="Send to"
          options={recipientOptions}
          value={recipientBy}
          onChange={(value) => setValue('recipientBy', value)}
        />
      )}
      {byPhone ? (
        <div key="phone" className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Phone number"
            hint="With the country code, e.g. +44 7700 900123. Spaces and dashes are left out."
            error={formState.errors.phoneNumber?.message}
          >
            <Input type="tel" autoComplete="off" {...register('phoneNumber')} />
          </Field>
          <Field label="Their name (optional)" hint="Files a number the service does not know yet under this name.">
            <Input autoComplete="off" dir="auto" {...register('recipientName')} />
          </Field>
        </div>
      ) : (
        <Field
          key="contact"
          label="Contact id"
          hint="The id of a contact of this workspace."
          error={formState.errors.contactId?.message}
        >
          <Input autoComplete="off" spellCheck={false} {...register('contactId')} />
        </Field>
      )}
    </div>
  )
}
