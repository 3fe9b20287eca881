import { createFileRoute } from '@tanstack/react-router'
import { ContactTagDetail } from '@/features/contact-tags/components/contact-tag-detail'
import { contactTagQueries } from '@/features/contact-tags/queries'

export const Route = createFileRoute('/_app/tags/$contactTagId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(contactTagQueries.detail(params.contactTagId)),
  component: function ContactTagDetailRoute() {
    const { contactTagId } = Route.useParams()
    return <ContactTagDetail contactTagId={contactTagId} />
  },
})
