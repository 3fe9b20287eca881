import { useCallback } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { Template } from '@/api/templates'
import { TemplateCombobox } from '@/components/template-combobox'
import { TemplateValuesFields } from '@/components/template-values/template-values-fields'
import { FieldMessages, useFieldIds } from '@/components/ui/field'
import { categoryLabel } from '@/domain/template-labels'
import { emptyValues, valuePlan } from '@/domain/template-values'
import { languageName } from '@/domain/whatsapp-languages'
import { templateTitle } from '@/domain/template-display'
import type { ChosenTemplate, SendForm } from '../send-form'
import { useRechosenTemplate } from '@/components/use-rechosen-template'

interface WhatsappTemplateFieldProps {
  workspaceId: string
  /** The chosen template, kept by the form's owner so it outlives a switch to another kind. */
  chosen: ChosenTemplate | null
  onChoose(chosen: ChosenTemplate): void
}

const hint = 'Only approved templates can be sent: the others are listed with their status.'

/**
 * A searchable pick of the workspace's templates by name and language (the API searches by name; only approved ones
 * can be chosen), then the chosen template's values and the message as the customer will read it.
 */
export function WhatsappTemplateField({ workspaceId, chosen, onChoose }: WhatsappTemplateFieldProps) {
  const { control, register, setValue, formState } = useFormContext<SendForm>()
  const [name, language] = useWatch({ control, name: ['template', 'templateLanguage'] })
  // Registered for its ref alone, so a missing template takes the focus on submit; the value is set on choosing.
  const { ref } = register('template')
  const picked = chosen?.template
  const shown = picked && picked.template.name === name && picked.template.language === language ? picked : null
  const rechoose = useCallback(
    (template: Template) => onChoose({ template, plan: valuePlan(template.template.components) }),
    [onChoose],
  )
  const unavailable = useRechosenTemplate({ workspaceId, name, language, chosen: !!shown, onChoose: rechoose })
  const {
    hint: shownHint,
    error,
    hintId,
    errorId,
    describedBy,
  } = useFieldIds({ hint, error: unavailable ?? formState.errors.template?.message })

  return (
    <div className="min-w-0 space-y-4">
      <div className="min-w-0 space-y-1.5">
        <TemplateCombobox
          workspaceId={workspaceId}
          value={shown ? templateTitle(shown) : name}
          selectedKey={shown?.id}
          onSelect={(template) => {
            const validate = { shouldValidate: formState.isSubmitted }
            const plan = valuePlan(template.template.components)
            const named = template.template.name === name && template.template.language === language
            if (!named) setValue('templateValues', emptyValues(plan.slots), validate)
            onChoose({ template, plan })
            setValue('template', template.template.name, validate)
            setValue('templateLanguage', template.template.language, validate)
          }}
          describedBy={describedBy}
          invalid={!!error}
          inputRef={ref}
        />
        <FieldMessages hint={shownHint} hintId={hintId} error={error} errorId={errorId} />
      </div>
      {shown && (
        <>
          <p className="text-xs text-slate-600">
            {categoryLabel(shown.template.category)} · {languageName(shown.template.language)}
          </p>
          <TemplateValuesFields
            key={shown.id}
            components={shown.template.components}
            language={shown.template.language}
            name="templateValues"
          />
        </>
      )}
    </div>
  )
}
