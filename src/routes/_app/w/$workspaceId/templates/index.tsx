import { createFileRoute } from '@tanstack/react-router'
import { templateQueries } from '@/features/templates/queries'
import { TemplateList } from '@/features/templates/components/template-list'
import { readsEveryTemplate, templateListSearchSchema } from '@/features/templates/template-list-search'
import { listQuery } from '@/lib/list-search'

export const Route = createFileRoute('/_app/w/$workspaceId/templates/')({
  validateSearch: templateListSearchSchema,
  // Filters and orders work on every template, whatever they are: changing one reads nothing new.
  loaderDeps: ({ search }) => (readsEveryTemplate(search) ? { everyTemplate: true } : listQuery(search)),
  loader: ({ context, params, deps }) => {
    if ('everyTemplate' in deps)
      void context.queryClient.prefetchQuery(templateQueries.everyTemplate(params.workspaceId))
    else void context.queryClient.prefetchQuery(templateQueries.list({ workspaceId: params.workspaceId, ...deps }))
  },
  component: function TemplatesRoute() {
    const { workspaceId } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <TemplateList
        workspaceId={workspaceId}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    )
  },
})
