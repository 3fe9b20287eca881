import { createFileRoute } from '@tanstack/react-router'
import { ContactTagList } from '@/features/contact-tags/components/contact-tag-list'
import { contactTagQueries } from '@/resources/contact-tags'
import { contactTagSearchSchema } from '@/features/contact-tags/contact-tag-search'
import { listQuery } from '@/lib/list-search'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/tags/')({
  staticData: { title: 'Contact tags' },
  validateSearch: contactTagSearchSchema,
  loaderDeps: ({ search }) => listQuery(search),
  loader: ({ context, deps }) => prefetch(context, contactTagQueries.list(deps)),
  component: () => <SearchScreen route={Route} screen={ContactTagList} />,
})
