import CircleCheck from 'lucide-react/icons/circle-check'
import { useFormContext, useWatch } from 'react-hook-form'
import { templateCategories } from '@/api/template-enums'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import type { TemplateForm } from '../template-form'
import { categoryLabels } from '@/domain/template-labels'
import type { NameAvailability } from '../use-name-availability'
import { isWhatsappLanguage, languageName, whatsappLanguages, type WhatsappLanguage } from '@/domain/whatsapp-languages'
import { BuilderField } from './builder-field'
import { builderFieldIds } from './builder-field-ids'
import { BuilderSection } from './builder-section'
import { useFieldError } from './use-field-error'

const categoryHints = {
  UTILITY: 'Updates about an order, account or booking the customer asked for.',
  MARKETING: 'Offers, news and invitations. Needs an opt-out.',
  AUTHENTICATION: 'One-time passcodes.',
} as const

const availabilityText: Record<NameAvailability, string> = {
  idle: '',
  checking: 'Checking the name…',
  available: 'This name is free in this workspace.',
  'new-language': 'This name has versions in other languages here: this one adds a language.',
  taken: 'A template with this name already exists in this workspace in this language.',
  error: 'Could not check the name; it is checked again when you submit.',
}

interface BuilderBasicsProps {
  nameAvailability: NameAvailability
  /** Offered while the name can be made valid in one click. */
  onMakeNameValid?: () => void
  /** Only these languages, in a select: when adding a language to a template, those it has no version in yet. */
  languages?: readonly WhatsappLanguage[]
}

export function BuilderBasics({ nameAvailability, onMakeNameValid, languages }: BuilderBasicsProps) {
  const { register, formState, control } = useFormContext<TemplateForm>()
  const [category, language] = useWatch({ control, name: ['category', 'language'] })
  const nameRuleError = useFieldError(builderFieldIds.name, 'name')
  const nameError = formState.errors.name?.message ?? nameRuleError
  const code = language.trim()
  // Once the error under the field says the name is taken, the hint need not say it too.
  const availability = nameError && nameAvailability === 'taken' ? '' : availabilityText[nameAvailability]
  return (
    <BuilderSection title="Basics">
      <Field
        id={builderFieldIds.name}
        label="Name"
        error={nameError}
        hint={
          <>
            Lowercase letters, numbers and underscores, e.g. order_shipped.{' '}
            <span aria-live="polite" className={nameAvailability === 'taken' ? 'font-medium text-red-700' : undefined}>
              {availability}
            </span>
          </>
        }
      >
        <Input autoComplete="off" spellCheck={false} {...register('name')} />
      </Field>
      {onMakeNameValid && (
        <Button variant="secondary" size="sm" onClick={onMakeNameValid}>
          <CircleCheck aria-hidden className="size-4" /> Make it valid
        </Button>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={builderFieldIds.category} label="Category" hint={categoryHints[category]}>
          <Select {...register('category')}>
            {templateCategories.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </Select>
        </Field>
        {languages ? (
          <BuilderField name="language" label="Language" hint="The languages this template has no version in yet.">
            <Select {...register('language')}>
              {languages.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          </BuilderField>
        ) : (
          <BuilderField
            name="language"
            label="Language"
            hint={isWhatsappLanguage(code) ? languageName(code) : 'Type to search, e.g. “English” or “pt_BR”.'}
          >
            <Input list="whatsapp-languages" autoComplete="off" spellCheck={false} {...register('language')} />
          </BuilderField>
        )}
        <datalist id="whatsapp-languages">
          {whatsappLanguages.map(({ code, name }) => (
            <option key={code} value={code} label={`${code} · ${name}`} />
          ))}
        </datalist>
      </div>
    </BuilderSection>
  )
}
