import { createFileRoute } from '@tanstack/react-router'
import { ContactTagDetail } from '@/features/contact-tags/components/contact-tag-detail'
import { contactTagQueries } from '@/resources/contact-tags'
import { detailErrorRoute } from '@/routes/-shared/detail-error-route'
import { ParamsScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/tags/$contactTagId')({
  staticData: { title: 'Contact tags' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(contactTagQueries.detail(params.contactTagId)),
  component: () => <ParamsScreen route={Route} screen={ContactTagDetail} />,
  errorComponent: detailErrorRoute('contact tag', { to: '/tags', label: 'Back to contact tags' }),
})
