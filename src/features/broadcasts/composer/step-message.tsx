import { useMemo } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { Template } from '@/api/templates'
import { TemplateCombobox } from '@/components/template-combobox'
import { TemplatePreview } from '@/components/template-preview/template-preview'
import { Field, FieldMessages, useFieldIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { templateTitle, unsendableReason } from '@/domain/template-display'
import { categoryLabel } from '@/domain/template-labels'
import { statusLabel } from '@/domain/template-statuses'
import { languageName } from '@/domain/whatsapp-languages'
import { emptyTemplateValues, type ComposerForm } from './composer-form'
import type { ChosenTemplate } from './use-chosen-template'

interface StepMessageProps {
  workspaceId: string
  /** The template the form names, once found. */
  template: Template | null
  /** The same with its values' plan, once the rules are in. */
  ready: ChosenTemplate | null
  /** Why the template the form names cannot be sent. */
  problem?: string
  onPick(template: Template): void
}

const hint = 'Only approved templates can be sent: the others are listed with their status.'

/** "order_confirmation (English (UK)) · Utility · Approved", and why it cannot be sent when it cannot. */
function optionLabel(template: Template) {
  const { category, status } = template.template
  const reason = unsendableReason(template)
  return `${templateTitle(template)} · ${categoryLabel(category)} · ${statusLabel(status)}${reason ? `: ${reason}` : ''}`
}

/** The message as the customer reads it, with the values given so far. */
function Preview({ chosen }: { chosen: ChosenTemplate }) {
  const values = useWatch<ComposerForm, 'templateValues'>({ name: 'templateValues' })
  const { template, plan, rules } = chosen
  const { components, language } = template.template
  const filled = useMemo(
    () => rules.filledComponents(components, plan.slots, values),
    [rules, components, plan, values],
  )
  return (
    <section aria-labelledby="composer-preview-heading" className="min-w-0 space-y-2">
      <h3 id="composer-preview-heading" className="text-sm font-semibold text-slate-900">
        Preview
      </h3>
      <TemplatePreview components={filled} language={language} />
    </section>
  )
}

/** Step 1: the broadcast's name and its approved template, with the template's preview. */
export function StepMessage({ workspaceId, template, ready, problem, onPick }: StepMessageProps) {
  const { register, setValue, formState } = useFormContext<ComposerForm>()
  const named = useWatch<ComposerForm, 'template'>({ name: 'template' })
  // Registered for its ref alone, so a missing template takes the focus; the value is set on choosing.
  const { ref } = register('template.name')
  const picker = useFieldIds({ hint, error: problem ?? formState.errors.template?.name?.message })

  const choose = (chosen: Template) => {
    const { name, language } = chosen.template
    const same = name === named.name && language === named.language
    onPick(chosen)
    setValue('template', { name, language }, { shouldDirty: true, shouldValidate: !!formState.errors.template })
    // Another template's values start empty, fitted to its variables once its plan is in.
    if (!same) setValue('templateValues', emptyTemplateValues(), { shouldDirty: true })
  }

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <div className="min-w-0 space-y-5">
        <Field
          label="Name"
          hint="How the broadcast is listed here. The people it is sent to never see it."
          error={formState.errors.name?.message}
        >
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <div className="min-w-0 space-y-1.5">
          <TemplateCombobox
            workspaceId={workspaceId}
            value={template ? templateTitle(template) : named.name}
            selectedKey={template?.id}
            onSelect={choose}
            optionLabel={optionLabel}
            describedBy={picker.describedBy}
            invalid={!!picker.error}
            inputRef={ref}
          />
          <FieldMessages hint={picker.hint} hintId={picker.hintId} error={picker.error} errorId={picker.errorId} />
        </div>
        {template && (
          <p className="text-sm text-slate-600">
            {categoryLabel(template.template.category)} · {languageName(template.template.language)} ·{' '}
            {statusLabel(template.template.status)}
          </p>
        )}
      </div>
      {ready && <Preview chosen={ready} />}
    </div>
  )
}
