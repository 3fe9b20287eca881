import { useFormContext, useWatch } from 'react-hook-form'
import { templateCategories } from '@/api/templates'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import type { TemplateForm } from '../template-form'
import type { NameAvailability } from '../use-name-availability'
import { isWhatsappLanguage, languageName, whatsappLanguages } from '../whatsapp-languages'
import { builderFieldIds } from './builder-field-ids'

const categories = {
  UTILITY: { label: 'Utility', hint: 'Updates about an order, account or booking the customer asked for.' },
  MARKETING: { label: 'Marketing', hint: 'Offers, news and invitations. Needs an opt-out.' },
  AUTHENTICATION: { label: 'Authentication', hint: 'One-time passcodes.' },
} as const

const availabilityText: Record<NameAvailability, string> = {
  idle: '',
  checking: 'Checking the name…',
  available: 'This name is free in this workspace.',
  taken: 'A template with this name already exists in this workspace.',
  error: 'Could not check the name; it is checked again when you submit.',
}

export function BuilderBasics({ nameAvailability }: { nameAvailability: NameAvailability }) {
  const { register, formState, control } = useFormContext<TemplateForm>()
  const [category, language] = useWatch({ control, name: ['category', 'language'] })
  const code = language.trim()
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">Basics</legend>
      <Field
        id={builderFieldIds.name}
        label="Name"
        error={formState.errors.name?.message}
        hint={
          <>
            Lowercase letters, numbers and underscores, e.g. order_shipped.{' '}
            <span aria-live="polite" className={nameAvailability === 'taken' ? 'font-medium text-red-700' : undefined}>
              {availabilityText[nameAvailability]}
            </span>
          </>
        }
      >
        <Input autoComplete="off" spellCheck={false} {...register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={builderFieldIds.category} label="Category" hint={categories[category].hint}>
          <Select {...register('category')}>
            {templateCategories.map((category) => (
              <option key={category} value={category}>
                {categories[category].label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={builderFieldIds.language}
          label="Language"
          hint={isWhatsappLanguage(code) ? languageName(code) : 'Type to search, e.g. “English” or “pt_BR”.'}
        >
          <Input list="whatsapp-languages" autoComplete="off" spellCheck={false} {...register('language')} />
        </Field>
        <datalist id="whatsapp-languages">
          {whatsappLanguages.map(({ code, name }) => (
            <option key={code} value={code} label={`${code} · ${name}`} />
          ))}
        </datalist>
      </div>
    </fieldset>
  )
}
