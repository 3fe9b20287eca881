import { createFileRoute } from '@tanstack/react-router'
import { TemplateDetail } from '@/features/templates/components/template-detail'
import { TemplateDetailError } from '@/features/templates/components/template-detail-error'
import { templateQueries } from '@/features/templates/queries'

export const Route = createFileRoute('/_app/w/$workspaceId/templates/$templateId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(templateQueries.detail(params.templateId)),
  component: function TemplateDetailRoute() {
    const { workspaceId, templateId } = Route.useParams()
    return <TemplateDetail workspaceId={workspaceId} templateId={templateId} />
  },
  errorComponent: function TemplateDetailErrorRoute(props) {
    const { workspaceId, templateId } = Route.useParams()
    return <TemplateDetailError {...props} workspaceId={workspaceId} templateId={templateId} />
  },
})
