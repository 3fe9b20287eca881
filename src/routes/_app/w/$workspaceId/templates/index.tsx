import { createFileRoute } from '@tanstack/react-router'
import { templateQueries } from '@/resources/templates'
import { TemplateList } from '@/features/templates/components/template-list'
import { readsEveryTemplate, templateListSearchSchema } from '@/features/templates/template-list-search'
import { listQuery } from '@/lib/list-search'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/templates/')({
  staticData: { title: 'Templates' },
  validateSearch: templateListSearchSchema,
  // Filters and orders work on every template, whatever they are: changing one reads nothing new.
  loaderDeps: ({ search }) => (readsEveryTemplate(search) ? { everyTemplate: true } : listQuery(search)),
  loader: ({ context, params: { workspaceId }, deps }) => {
    if ('everyTemplate' in deps) prefetch(context, templateQueries.everyTemplate(workspaceId))
    else prefetch(context, templateQueries.list({ workspaceId, ...deps }))
  },
  component: () => <SearchScreen route={Route} screen={TemplateList} />,
})
