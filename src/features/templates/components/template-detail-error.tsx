import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'
import { RouteError } from '@/components/route-error'
import { buttonClasses } from '@/components/ui/button'

/** The template page's error: a missing template leads back to the workspace's list; anything else offers a retry. */
export function TemplateDetailError({ workspaceId, templateId, ...props }: ErrorComponentProps & { workspaceId: string; templateId: string }) {
  if (!isApiError(props.error) || props.error.status !== 404) return <RouteError {...props} />
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 tabIndex={-1} className="mt-2 text-2xl font-semibold text-slate-900 focus:outline-none">
        Template not found
      </h1>
      <p className="mt-2 break-words text-slate-600">
        The API has no template {templateId}. The link may be incomplete, or the template may belong to another account.
      </p>
      <Link to="/w/$workspaceId/templates" params={{ workspaceId }} className={`${buttonClasses()} mt-6`}>
        Back to WhatsApp templates
      </Link>
    </div>
  )
}
