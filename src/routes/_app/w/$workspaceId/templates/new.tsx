import { createFileRoute } from '@tanstack/react-router'
import { TemplateBuilder } from '@/features/templates/components/template-builder'
import { templateQueries } from '@/resources/templates'
import { templateBuilderSearchSchema } from '@/features/templates/builder-search'

export const Route = createFileRoute('/_app/w/$workspaceId/templates/new')({
  validateSearch: templateBuilderSearchSchema,
  loaderDeps: ({ search }) => ({ from: search.from }),
  loader: ({ context, deps }) =>
    deps.from ? context.queryClient.ensureQueryData(templateQueries.detail(deps.from)) : undefined,
  component: function NewTemplateRoute() {
    const { workspaceId } = Route.useParams()
    const source = Route.useLoaderData()
    // A new key per source, so "Duplicate as new" from another template starts a fresh form.
    return <TemplateBuilder key={source?.id ?? 'new'} workspaceId={workspaceId} source={source} />
  },
})
