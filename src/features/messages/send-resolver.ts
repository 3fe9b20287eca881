import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, Resolver } from 'react-hook-form'
import type { SendEndpoint } from './channels'
import { checkSend, type SendRequest } from './check-send'
import type { ChosenTemplate, SendForm } from './send-form'

export interface SendContext {
  endpoint: SendEndpoint
  workspaceId: string
  /** The WhatsApp template chosen, whose variables need values. */
  template?: ChosenTemplate | null
}

/** The form's resolver: checkSend, with each issue at its field. A valid form submits the checked request. */
export const sendResolver: Resolver<SendForm, SendContext, SendRequest> = (values, context, options) => {
  if (!context) throw new Error('sendResolver needs the endpoint and the workspace as the form context')
  const result = checkSend(context.endpoint, values, context.workspaceId, new Date(), context.template)
  if (result.ok) return { values: result.request, errors: {} }
  const errors: Record<string, FieldError> = Object.fromEntries(
    result.issues.map((issue) => [issue.path, { type: 'validate', message: issue.message }]),
  )
  return { values: {}, errors: toNestErrors(errors, options) }
}
