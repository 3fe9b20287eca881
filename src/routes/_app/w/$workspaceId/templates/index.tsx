import { createFileRoute } from '@tanstack/react-router'
import { templateQueries } from '@/features/templates/queries'
import { TemplateList } from '@/features/templates/components/template-list'
import { listQuery, listSearchSchema } from '@/lib/list-search'

export const Route = createFileRoute('/_app/w/$workspaceId/templates/')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => listQuery(search),
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(templateQueries.list({ workspaceId: params.workspaceId, ...deps }))
  },
  component: function TemplatesRoute() {
    const { workspaceId } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <TemplateList workspaceId={workspaceId} search={search} onSearchChange={(next) => void navigate({ search: next })} />
  },
})
