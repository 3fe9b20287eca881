import type { BroadcastRequest } from '@/api/broadcasts'
import { templateParameterFields } from '@/api/template-parameters'
import type { Template } from '@/api/templates'
import { valuePlan } from '@/domain/template-values'
import type { ComposerForm } from './composer-form'

interface RequestContext {
  workspaceId: string
  /** The chosen template: its variables say which parameter fields the request carries. */
  template: Template
  type: string
  /** When it is sent; absent to send now. */
  scheduledAt?: Date
}

/** The create (or the changes of an edit) the composer sends: what, to whom, when. */
export function composerRequest(form: ComposerForm, context: RequestContext): BroadcastRequest {
  const { workspaceId, template, type, scheduledAt } = context
  return {
    workspace: { id: workspaceId },
    name: form.name.trim(),
    type: type.trim(),
    template: { name: template.template.name, language: template.template.language },
    ...valuePlan(template.template.components).parameters(form.templateValues),
    ...(form.audience === 'segments'
      ? { segments: form.segmentIds.map((id) => ({ id })) }
      : {
          retargetBroadcast: { id: form.retarget.broadcastId },
          retargetEngagementType: form.retarget.engagement,
        }),
    ...(scheduledAt && { scheduleDateTime: scheduledAt.toISOString() }),
  }
}

/** The campaign fields the composer owns: an edit that leaves one out removes it from the record. */
const COMPOSED_FIELDS = [
  ...Object.keys(templateParameterFields),
  'segments',
  'retargetBroadcast',
  'retargetEngagementType',
  'scheduleDateTime',
] as const

/**
 * An edit's changes, laid over the record as it was read (see useUpdateBroadcast): every campaign field the
 * composer owns is given, those the request leaves out as undefined so the record's old value goes (JSON drops it);
 * the record's other fields, the API's own included, travel back unchanged.
 */
export function editChanges(request: BroadcastRequest): BroadcastRequest {
  const cleared = Object.fromEntries(COMPOSED_FIELDS.map((field) => [field, undefined]))
  return { ...cleared, ...request }
}
