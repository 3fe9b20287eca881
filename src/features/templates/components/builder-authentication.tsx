import { useFormContext, useWatch } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import {
  authenticationBody,
  COPY_CODE_TEXT,
  EXPIRY_MAX,
  EXPIRY_MIN,
  securityNotice,
} from '@/domain/authentication-template'
import { BUTTON_TEXT_MAX } from '@/domain/template-limits'
import type { TemplateForm } from '../template-form'
import { builderFieldIds } from './builder-field-ids'
import { BuilderSection } from './builder-section'
import { useFieldError } from './use-field-error'

const EXPIRY_ERROR = `Enter whole minutes from ${EXPIRY_MIN} to ${EXPIRY_MAX}, or leave it empty.`

function validExpiry(value: string): true | string {
  const text = value.trim()
  if (!text) return true
  const minutes = Number(text)
  return /^\d+$/.test(text) && minutes >= EXPIRY_MIN && minutes <= EXPIRY_MAX ? true : EXPIRY_ERROR
}

function validButtonText(value: string): true | string {
  if (!value.trim()) return 'Enter the button’s text, e.g. “Copy code”.'
  const length = [...value].length
  return length <= BUTTON_TEXT_MAX
    ? true
    : `Shorten the button text to ${BUTTON_TEXT_MAX} characters: it has ${length}.`
}

/**
 * What an Authentication template may hold, in place of the header, body, footer and buttons: WhatsApp writes the
 * message itself, so there is no free text to type.
 */
export function BuilderAuthentication() {
  const { register, control, formState } = useFormContext<TemplateForm>()
  const [language, withNotice, buttonText] = useWatch({
    control,
    name: ['language', 'authSecurityNotice', 'authButtonText'],
  })
  const buttonId = builderFieldIds.buttonText(0)
  const buttonRuleError = useFieldError(buttonId, 'authButtonText')
  return (
    <BuilderSection title="Code message">
      <Field
        label="Message WhatsApp sends"
        hint={
          <>
            WhatsApp’s fixed wording in the template’s language; {'{{1}}'} is the code you send. Authentication
            templates cannot carry text of their own, links or media.
          </>
        }
      >
        <Textarea
          readOnly
          rows={2}
          dir="auto"
          value={authenticationBody(language, withNotice)}
          className="bg-slate-50"
        />
      </Field>
      <Checkbox
        label="Add the security notice"
        hint={`Adds “${securityNotice(language)}” after the code.`}
        {...register('authSecurityNotice')}
      />
      <Field
        label="Code expires after (minutes)"
        hint={`Optional, ${EXPIRY_MIN} to ${EXPIRY_MAX}. Adds an expiry line as the footer.`}
        error={formState.errors.authExpiryMinutes?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={EXPIRY_MIN}
          max={EXPIRY_MAX}
          step={1}
          className="max-w-48"
          {...register('authExpiryMinutes', { validate: validExpiry })}
        />
      </Field>
      <Field
        id={buttonId}
        label="Copy-code button text"
        hint={`${[...buttonText].length}/${BUTTON_TEXT_MAX} characters, e.g. “${COPY_CODE_TEXT}”. The button copies the code.`}
        error={formState.errors.authButtonText?.message ?? buttonRuleError}
      >
        <Input autoComplete="off" dir="auto" {...register('authButtonText', { validate: validButtonText })} />
      </Field>
    </BuilderSection>
  )
}
