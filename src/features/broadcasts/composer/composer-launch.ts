import type { QueryClient } from '@tanstack/react-query'
import type { BroadcastRequest } from '@/api/broadcasts'
import { readableRows } from '@/api/list-rows'
import type { Template } from '@/api/templates'
import { retargetQueries } from '@/resources/broadcasts'
import type { ComposerForm } from './composer-form'
import { composerRequest, editChanges } from './composer-request'
import { effectiveType } from './derived-type'
import { scheduleText } from './schedule-text'
import { readSchedule } from './schedule-time'

interface Launch {
  /** The create's body, or an edit's changes to lay over the record. */
  body: BroadcastRequest
  /** What the toast says once it is saved. */
  done: string
}

/**
 * What a launch sends, made when the user launches (this module comes with the first launch, not with the page):
 * the request, with the audience's type unless the user typed one, and the words for its success.
 */
export async function prepareLaunch(
  client: QueryClient,
  values: ComposerForm,
  { workspaceId, template, editing }: { workspaceId: string; template: Template; editing: boolean },
): Promise<Launch> {
  // The review read them; a launch from elsewhere reads them now, or goes without (the defaults).
  const broadcasts = values.typeEdited
    ? []
    : await client
        .fetchQuery(retargetQueries.choices(workspaceId))
        .then(readableRows)
        .catch(() => [])
  const reading = values.when === 'schedule' ? readSchedule(values.schedule) : undefined
  const scheduledAt = reading?.kind === 'at' ? reading.instant : undefined
  const request = composerRequest(values, {
    workspaceId,
    template,
    type: effectiveType(values, broadcasts),
    scheduledAt,
  })
  return {
    body: editing ? editChanges(request) : request,
    done: scheduledAt
      ? `“${request.name}” scheduled for ${scheduleText(scheduledAt, values.schedule.timeZone)}`
      : `“${request.name}” is sending`,
  }
}
