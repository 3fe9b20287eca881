import { createFileRoute } from '@tanstack/react-router'
import { ContactTagList } from '@/features/contact-tags/components/contact-tag-list'
import { contactTagQueries } from '@/resources/contact-tags'
import { contactTagSearchSchema } from '@/features/contact-tags/contact-tag-search'
import { listQuery } from '@/lib/list-search'
import { listRoute } from '@/routes/-shared/list-route'
import { prefetch } from '@/routes/-shared/prefetch'
import { SearchScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/tags/')({
  ...listRoute('Contact tags', contactTagSearchSchema, listQuery),
  loader: ({ context, deps }) => prefetch(context, contactTagQueries.list(deps)),
  component: () => <SearchScreen route={Route} screen={ContactTagList} />,
})
