import { createFileRoute } from '@tanstack/react-router'
import { TemplateDetail } from '@/features/templates/components/template-detail'
import { templateQueries } from '@/resources/templates'
import { detailErrorRoute } from '@/routes/-shared/detail-error-route'
import { ParamsScreen } from '@/routes/-shared/route-screen'

export const Route = createFileRoute('/_app/w/$workspaceId/templates/$templateId')({
  staticData: { title: 'Templates' },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(templateQueries.detail(params.templateId)),
  component: () => <ParamsScreen route={Route} screen={TemplateDetail} />,
  errorComponent: detailErrorRoute(
    'template',
    { to: '/w/$workspaceId/templates', label: 'Back to WhatsApp templates' },
    ({ templateId }) =>
      `The API has no template ${templateId}. The link may be incomplete, or the template may belong to another account.`,
  ),
})
