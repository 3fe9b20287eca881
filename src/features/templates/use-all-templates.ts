import { useQuery } from '@tanstack/react-query'
import { templateQueries } from '@/resources/templates'

/**
 * Every template of the workspace: the cached set at once (refreshed in the background once stale), and while
 * the first read runs, how many templates it has so far.
 */
export function useAllTemplates(workspaceId: string) {
  const query = useQuery(templateQueries.everyTemplate(workspaceId))
  const { data: templatesRead = 0 } = useQuery(templateQueries.everyTemplateProgress(workspaceId))
  return { query, templatesRead }
}
