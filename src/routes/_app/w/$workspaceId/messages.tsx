import { createFileRoute } from '@tanstack/react-router'
import { MessageConsole } from '@/features/messages/components/message-console'
import { messageSearchSchema } from '@/features/messages/message-search'
import { messageTemplateQueries } from '@/resources/templates'
import { prefetch } from '@/routes/-shared/prefetch'
import { useSearchNavigation } from '@/routes/-shared/use-search-navigation'

export const Route = createFileRoute('/_app/w/$workspaceId/messages')({
  staticData: { title: 'Messages' },
  validateSearch: messageSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    if (deps.channel === 'whatsapp' && deps.kind === 'template')
      prefetch(context, messageTemplateQueries.search(params.workspaceId, ''))
  },
  component: function MessagesRoute() {
    const { workspaceId } = Route.useParams()
    const searchNavigation = useSearchNavigation(Route, { replace: true })
    // One form per workspace: a contact or template of another workspace must not carry over.
    return <MessageConsole key={workspaceId} workspaceId={workspaceId} {...searchNavigation} />
  },
})
