import { createFileRoute, Link } from '@tanstack/react-router'
import { DetailError } from '@/components/detail-error'
import { buttonClasses } from '@/components/ui/button'
import { ContactTagDetail } from '@/features/contact-tags/components/contact-tag-detail'
import { contactTagQueries } from '@/features/contact-tags/queries'

export const Route = createFileRoute('/_app/tags/$contactTagId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(contactTagQueries.detail(params.contactTagId)),
  component: function ContactTagDetailRoute() {
    const { contactTagId } = Route.useParams()
    return <ContactTagDetail contactTagId={contactTagId} />
  },
  errorComponent: function ContactTagDetailError(props) {
    return (
      <DetailError
        {...props}
        noun="contact tag"
        back={
          <Link to="/tags" className={buttonClasses()}>
            Back to contact tags
          </Link>
        }
      />
    )
  },
})
