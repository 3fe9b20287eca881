import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { Template } from '@/api/templates'
import { Combobox } from '@/components/combobox'
import { TemplateValuesFields } from '@/components/template-values/template-values-fields'
import { FieldMessages, useFieldIds } from '@/components/ui/field'
import { categoryLabel } from '@/domain/template-labels'
import { statusLabel } from '@/domain/template-statuses'
import { emptyValues, valuePlan } from '@/domain/template-values'
import { languageName } from '@/domain/whatsapp-languages'
import { templateTitle, unsendableReason } from '@/domain/template-display'
import { messageTemplateQueries, TEMPLATE_PICK_LIMIT } from '@/resources/templates'
import { isApproved } from '../is-approved'
import type { ChosenTemplate, SendForm } from '../send-form'
import { useRechosenTemplate } from './use-rechosen-template'

interface WhatsappTemplateFieldProps {
  workspaceId: string
  /** The chosen template, kept by the form's owner so it outlives a switch to another kind. */
  chosen: ChosenTemplate | null
  onChoose(chosen: ChosenTemplate): void
}

const hint = 'Only approved templates can be sent: the others are listed with their status.'

/** A message names its template by name and language: an approved template without either cannot be chosen. */
const canChoose = (template: Template) => isApproved(template) && !unsendableReason(template)

function optionLabel(template: Template) {
  if (!isApproved(template)) return `${templateTitle(template)}: ${statusLabel(template.template.status)}`
  const unsendable = unsendableReason(template)
  return unsendable ? `${templateTitle(template)}: ${unsendable}` : templateTitle(template)
}

function listMessage(
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; data?: Template[] },
  approved: number,
  searchText: string,
) {
  if (query.isError) return 'Could not load templates'
  if (query.isPending) return 'Loading templates…'
  if (query.isPlaceholderData) return 'Searching…'
  if (approved === 0)
    return searchText ? `No approved template matches “${searchText}”` : 'No approved templates in this workspace'
  if (query.data?.length === TEMPLATE_PICK_LIMIT)
    return `The first ${TEMPLATE_PICK_LIMIT} templates found: type to narrow.`
  return undefined
}

/** Approved templates first, each group in the API's order. */
const approvedFirst = (templates: readonly Template[]) => [
  ...templates.filter(isApproved),
  ...templates.filter((template) => !isApproved(template)),
]

/**
 * A searchable pick of the workspace's templates by name and language (the API searches by name; only approved ones
 * can be chosen), then the chosen template's values and the message as the customer will read it.
 */
export function WhatsappTemplateField({ workspaceId, chosen, onChoose }: WhatsappTemplateFieldProps) {
  const { control, register, setValue, formState } = useFormContext<SendForm>()
  const [name, language] = useWatch({ control, name: ['template', 'templateLanguage'] })
  // Registered for its ref alone, so a missing template takes the focus on submit; the value is set on choosing.
  const { ref } = register('template')
  const [searchText, setSearchText] = useState('')
  const query = useQuery({
    ...messageTemplateQueries.search(workspaceId, searchText),
    placeholderData: keepPreviousData,
  })
  const options = approvedFirst(query.data ?? [])
  const approved = options.filter(isApproved).length
  const picked = chosen?.template
  const shown = picked && picked.template.name === name && picked.template.language === language ? picked : null
  const unavailable = useRechosenTemplate({ workspaceId, name, language, chosen: !!shown, onChoose })
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
        <Combobox
          label="Template"
          labelClassName="w-full font-medium"
          className="flex-wrap"
          listLabel="Templates"
          options={options}
          optionKey={(template) => template.id}
          optionLabel={optionLabel}
          optionDisabled={(template) => !canChoose(template)}
          value={shown ? templateTitle(shown) : name}
          selectedKey={shown?.id}
          placeholder="Search templates by name"
          onSelect={(template) => {
            const validate = { shouldValidate: formState.isSubmitted }
            const plan = valuePlan(template.template.components)
            const named = template.template.name === name && template.template.language === language
            if (!named) setValue('templateValues', emptyValues(plan.slots), validate)
            onChoose({ template, plan })
            setValue('template', template.template.name, validate)
            setValue('templateLanguage', template.template.language, validate)
          }}
          onSearch={setSearchText}
          message={listMessage(query, approved, searchText)}
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
