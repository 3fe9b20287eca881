import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { templateTitle } from '@/domain/template-display'
import { isApproved } from '@/domain/template-statuses'
import { messageTemplateQueries } from '@/resources/templates'
import type { Template } from '@/api/templates'

interface RechosenTemplate {
  workspaceId: string
  /** The template the form names (e.g. a restored draft's), and whether it is the one chosen. */
  name: string
  language: string
  chosen: boolean
  onChoose(template: Template): void
}

/**
 * A form that names a template it has not chosen (a restored draft) chooses it again from a search for its name,
 * keeping the values it has. Gives why it cannot, for the field: the template is gone or no longer approved.
 */
export function useRechosenTemplate({ workspaceId, name, language, chosen, onChoose }: RechosenTemplate) {
  const rechoosing = name !== '' && !chosen
  const query = useQuery({ ...messageTemplateQueries.search(workspaceId, name), enabled: rechoosing })
  const found = rechoosing
    ? query.data?.find((template) => template.template.name === name && template.template.language === language)
    : undefined
  const approved = found && isApproved(found) ? found : undefined

  useEffect(() => {
    if (approved) onChoose(approved)
  }, [approved, onChoose])

  if (!rechoosing || approved || query.isPending) return undefined
  const label = templateTitle({ template: { name, language } })
  if (query.isError) return `${label} could not be loaded: choose it again`
  return found
    ? `${label} is no longer approved: choose another`
    : `${label} is no longer in this workspace: choose another`
}
