import { createFileRoute } from '@tanstack/react-router'
import { templateQueries } from '@/resources/templates'
import { TemplateList } from '@/features/templates/components/template-list'
import { templateListSearchSchema } from '@/features/templates/template-list-search'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/templates/')({
  staticData: { title: 'Templates' },
  validateSearch: templateListSearchSchema,
  // A row per name needs every template (the API pages by template): search, filters, order and page read nothing new.
  loader: ({ context, params: { workspaceId } }) => prefetch(context, templateQueries.everyTemplate(workspaceId)),
  component: () => <SearchScreen route={Route} screen={TemplateList} />,
})
