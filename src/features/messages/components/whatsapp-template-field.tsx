import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { Template } from '@/api/templates'
import { Combobox } from '@/components/combobox'
import { FieldMessages, useFieldIds } from '@/components/ui/field'
import { messageTemplateQueries, TEMPLATE_PICK_LIMIT } from '@/resources/templates'
import { isApproved } from '../is-approved'
import type { SendForm } from '../send-form'
import { TemplateText } from './template-text'

interface WhatsappTemplateFieldProps {
  workspaceId: string
  /** The chosen template, kept by the form's owner so it outlives a switch to another kind. */
  chosen: Template | null
  onChoose(template: Template): void
}

const hint = (
  <>
    Only approved templates can be sent. The console sends the template’s name: the spec leaves open what this string
    identifies. The request has no field for variable values, so variables such as {'{{1}}'} cannot be filled in here:
    do not expect your own values in the message.
  </>
)

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
    return `Approved ones among the first ${TEMPLATE_PICK_LIMIT} templates found: type to narrow.`
  return undefined
}

/** A searchable pick of the workspace's approved templates; the API searches by name, the status is filtered here. */
export function WhatsappTemplateField({ workspaceId, chosen, onChoose }: WhatsappTemplateFieldProps) {
  const { control, register, setValue, formState } = useFormContext<SendForm>()
  const name = useWatch({ control, name: 'template' })
  // Registered for its ref alone, so a missing template takes the focus on submit; the value is set on choosing.
  const { ref } = register('template')
  const [searchText, setSearchText] = useState('')
  const query = useQuery({
    ...messageTemplateQueries.search(workspaceId, searchText),
    placeholderData: keepPreviousData,
  })
  const approved = (query.data ?? []).filter(isApproved)
  const {
    hint: shownHint,
    error,
    hintId,
    errorId,
    describedBy,
  } = useFieldIds({ hint, error: formState.errors.template?.message })

  return (
    <div className="min-w-0 space-y-1.5">
      <Combobox
        label="Template"
        labelClassName="w-full font-medium"
        className="flex-wrap"
        listLabel="Approved templates"
        options={approved}
        optionKey={(template) => template.id}
        optionLabel={(template) => `${template.template.name} (${template.template.language})`}
        value={name}
        selectedKey={chosen?.id}
        placeholder="Search approved templates by name"
        onSelect={(template) => {
          onChoose(template)
          setValue('template', template.template.name, { shouldValidate: formState.isSubmitted })
        }}
        onSearch={setSearchText}
        message={listMessage(query, approved.length, searchText)}
        describedBy={describedBy}
        invalid={!!error}
        inputRef={ref}
      />
      <FieldMessages hint={shownHint} hintId={hintId} error={error} errorId={errorId} />
      {chosen && chosen.template.name === name && <TemplateText template={chosen} />}
    </div>
  )
}
