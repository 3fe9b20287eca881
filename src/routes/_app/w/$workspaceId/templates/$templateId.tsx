import { createFileRoute, Link } from '@tanstack/react-router'
import { DetailError } from '@/components/detail-error'
import { buttonClasses } from '@/components/ui/button'
import { TemplateDetail } from '@/features/templates/components/template-detail'
import { templateQueries } from '@/features/templates/queries'

export const Route = createFileRoute('/_app/w/$workspaceId/templates/$templateId')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(templateQueries.detail(params.templateId)),
  component: function TemplateDetailRoute() {
    const { workspaceId, templateId } = Route.useParams()
    return <TemplateDetail workspaceId={workspaceId} templateId={templateId} />
  },
  errorComponent: function TemplateDetailError(props) {
    const { workspaceId, templateId } = Route.useParams()
    return (
      <DetailError
        {...props}
        noun="template"
        notFoundMessage={`The API has no template ${templateId}. The link may be incomplete, or the template may belong to another account.`}
        back={
          <Link to="/w/$workspaceId/templates" params={{ workspaceId }} className={buttonClasses()}>
            Back to WhatsApp templates
          </Link>
        }
      />
    )
  },
})
