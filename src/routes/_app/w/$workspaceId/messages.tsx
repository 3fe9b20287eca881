import { createFileRoute } from '@tanstack/react-router'
import { MessageConsole } from '@/features/messages/components/message-console'
import { messageSearchSchema } from '@/features/messages/message-search'
import { messageTemplateQueries } from '@/features/messages/queries'

export const Route = createFileRoute('/_app/w/$workspaceId/messages')({
  validateSearch: messageSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    if (deps.channel === 'whatsapp' && deps.kind === 'template')
      void context.queryClient.prefetchQuery(messageTemplateQueries.search(params.workspaceId, ''))
  },
  component: function MessagesRoute() {
    const { workspaceId } = Route.useParams()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    // One form per workspace: a contact or template of another workspace must not carry over.
    return (
      <MessageConsole
        key={workspaceId}
        workspaceId={workspaceId}
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    )
  },
})
