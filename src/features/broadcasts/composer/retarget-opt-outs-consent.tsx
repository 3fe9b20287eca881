import { useQuery } from '@tanstack/react-query'
import { useController, useFormContext } from 'react-hook-form'
import { OptOutConsent } from '@/components/opt-out-consent'
import { retargetQueries } from '@/resources/broadcasts'
import type { ComposerForm } from './composer-form'
import { useRetargetOptOuts } from './use-retarget-opt-outs'

interface RetargetOptOutsConsentProps {
  workspaceId: string
  broadcastId: string
  engagement: string
}

/**
 * A retarget to replied: how many of its people asked for no more messages, and the box to include them, which the
 * launch needs once there are any (see composerIssues); while the logs are read, it says so.
 */
export function RetargetOptOutsConsent({ workspaceId, broadcastId, engagement }: RetargetOptOutsConsentProps) {
  const source = useQuery(retargetQueries.broadcast(broadcastId))
  const { check, partial, checking, retry } = useRetargetOptOuts(broadcastId, engagement)
  const { trigger } = useFormContext<ComposerForm>()
  const { field, fieldState } = useController<ComposerForm, 'includeOptOuts'>({ name: 'includeOptOuts' })
  const { value, onChange, ...input } = field
  return (
    <OptOutConsent
      workspaceId={workspaceId}
      broadcastId={broadcastId}
      engagement={engagement}
      broadcastName={source.data?.name}
      count={check.toConfirm}
      partial={partial}
      checking={checking}
      onRetry={retry}
      checkbox={{
        ...input,
        checked: value,
        onChange: (event) => {
          onChange(event.target.checked)
          // A refusal shown at the box goes as soon as it is ticked.
          if (fieldState.error) void trigger('includeOptOuts')
        },
        error: fieldState.error?.message,
      }}
    />
  )
}
