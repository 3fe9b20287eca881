import { createFileRoute } from '@tanstack/react-router'
import { TemplateBuilder } from '@/features/templates/components/template-builder'
import { templateQueries } from '@/resources/templates'
import { templateBuilderSearchSchema } from '@/features/templates/builder-search'
import type { Translation } from '@/features/templates/read-translation'
import type { Template } from '@/api/templates'

export const Route = createFileRoute('/_app/w/$workspaceId/templates/new')({
  staticData: { title: 'New template' },
  validateSearch: templateBuilderSearchSchema,
  loaderDeps: ({ search }) => ({ from: search.from, translate: search.translate }),
  loader: async ({
    context: { queryClient },
    deps,
    params,
  }): Promise<{ source?: Template; translation?: Translation }> => {
    if (deps.translate) {
      // Only adding a language reads the name's versions: its code stays out of the builder's first load.
      const { readTranslation } = await import('@/features/templates/read-translation')
      return readTranslation(queryClient, params.workspaceId, deps.translate)
    }
    return deps.from ? { source: await queryClient.ensureQueryData(templateQueries.detail(deps.from)) } : {}
  },
  component: function NewTemplateRoute() {
    const { workspaceId } = Route.useParams()
    const { source, translation } = Route.useLoaderData()
    // A new key per source, so "Duplicate as new" from another template starts a fresh form.
    return (
      <TemplateBuilder
        key={`${translation ? 'translate' : 'from'}-${source?.id ?? 'new'}`}
        workspaceId={workspaceId}
        source={source}
        translation={translation}
      />
    )
  },
})
