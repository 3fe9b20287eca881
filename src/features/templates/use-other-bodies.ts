import { useQuery } from '@tanstack/react-query'
import { bodyTextOf } from '@/domain/template-rules/rule-kit'
import type { NamedBody } from '@/domain/template-rules/rule-types'
import { templateQueries } from '@/resources/templates'

/**
 * The bodies of the workspace's templates (its newest few hundred, see templateQueries.recent), leaving out
 * `exceptId`, with their languages, for the duplicate-body warning. Undefined until they are read, or when they cannot be.
 */
export function useOtherBodies(
  workspaceId: string,
  { exceptId, enabled = true }: { exceptId?: string; enabled?: boolean } = {},
): NamedBody[] | undefined {
  const { data } = useQuery({ ...templateQueries.recent(workspaceId), enabled })
  return data
    ?.filter((t) => t.id !== exceptId)
    .map((t) => ({ name: t.template.name, body: bodyTextOf(t.template), language: t.template.language }))
}
