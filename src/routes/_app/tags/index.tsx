import { createFileRoute } from '@tanstack/react-router'
import { ContactTagList } from '@/features/contact-tags/components/contact-tag-list'
import { contactTagQueries } from '@/features/contact-tags/queries'
import { listQuery, listSearchSchema } from '@/lib/list-search'

export const Route = createFileRoute('/_app/tags/')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => listQuery(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(contactTagQueries.list(deps))
  },
  component: function ContactTagsRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <ContactTagList search={search} onSearchChange={(next) => void navigate({ search: next })} />
  },
})
