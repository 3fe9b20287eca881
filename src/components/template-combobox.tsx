import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type Ref } from 'react'
import type { Template } from '@/api/templates'
import { templateTitle, unsendableReason } from '@/domain/template-display'
import { isApproved, statusLabel } from '@/domain/template-statuses'
import { messageTemplateQueries, TEMPLATE_PICK_LIMIT } from '@/resources/templates'
import { Combobox } from './combobox'

/** A message names its template by name and language: an approved template without either cannot be chosen. */
export const canChooseTemplate = (template: Template) => isApproved(template) && !unsendableReason(template)

/** "order_confirmation (English (UK))", and why it cannot be chosen when it cannot. */
export function templateOptionLabel(template: Template): string {
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

interface TemplateComboboxProps {
  workspaceId: string
  /** The chosen template's text, shown while the user is not typing. */
  value: string
  selectedKey?: string | null
  onSelect(template: Template): void
  /** Each option's words; by default its name and language, and why it cannot be chosen. */
  optionLabel?(template: Template): string
  describedBy?: string
  invalid?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The one pick of a workspace's WhatsApp templates (the send console's, the campaign composer's): a search by name
 * (the API's only filter), approved templates first, the others listed disabled with their status.
 */
export function TemplateCombobox({ workspaceId, optionLabel = templateOptionLabel, ...field }: TemplateComboboxProps) {
  const [searchText, setSearchText] = useState('')
  const query = useQuery({
    ...messageTemplateQueries.search(workspaceId, searchText),
    placeholderData: keepPreviousData,
  })
  const options = approvedFirst(query.data ?? [])
  return (
    <Combobox
      label="Template"
      labelClassName="w-full font-medium"
      className="flex-wrap"
      listLabel="Templates"
      options={options}
      optionKey={(template) => template.id}
      optionLabel={optionLabel}
      optionDisabled={(template) => !canChooseTemplate(template)}
      placeholder="Search templates by name"
      onSearch={setSearchText}
      message={listMessage(query, options.filter(isApproved).length, searchText)}
      {...field}
    />
  )
}
