import type { QueryClient } from '@tanstack/react-query'
import type { Template } from '@/api/templates'
import { templateQueries } from '@/resources/templates'
import { versionsOf } from './versions-of'

/** Adding a language to a template: the languages its name has a version in already. */
export interface Translation {
  takenLanguages: string[]
}

/**
 * The template to translate and the languages its name is in. When the name search fails, only the template's own
 * language counts as taken: the API still refuses a language that is, and says so.
 */
export async function readTranslation(
  queryClient: QueryClient,
  workspaceId: string,
  templateId: string,
): Promise<{ source: Template; translation: Translation }> {
  const source = await queryClient.ensureQueryData(templateQueries.detail(templateId))
  const { name, language } = source.template
  // A template without a name has no versions to look for: a search for '' would find every template.
  const named = name ? await queryClient.fetchQuery(templateQueries.named(workspaceId, name)).catch(() => []) : []
  const takenLanguages = [...new Set([language, ...versionsOf(named, name).map((t) => t.template.language)])]
  return { source, translation: { takenLanguages } }
}
