import { useFormContext, useWatch } from 'react-hook-form'
import { RadioOption } from '@/components/ui/radio-option'
import { isRepliedEngagement } from '@/domain/opt-out-consent'
import { AudienceRetargetFields } from './audience-retarget-fields'
import { AudienceSegmentsField } from './audience-segments-field'
import { AudienceSizeNote } from './audience-size-note'
import type { ComposerForm } from './composer-form'
import { RetargetOptOutsConsent } from './retarget-opt-outs-consent'

const KINDS = [
  { value: 'segments', label: 'Segments of this workspace' },
  { value: 'retarget', label: 'People of an earlier broadcast' },
] as const

/** Step 3: whom it goes to: segments of the workspace, or some of the people of an earlier broadcast. */
export function StepAudience({ workspaceId, editingId }: { workspaceId: string; editingId?: string }) {
  const { register } = useFormContext<ComposerForm>()
  const [audience, retarget] = useWatch<ComposerForm, ['audience', 'retarget']>({ name: ['audience', 'retarget'] })
  return (
    <div className="min-w-0 space-y-5">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-800">Send to</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {KINDS.map((kind) => (
            <RadioOption key={kind.value} value={kind.value} {...register('audience')}>
              {kind.label}
            </RadioOption>
          ))}
        </div>
      </fieldset>
      {audience === 'segments' ? (
        <AudienceSegmentsField workspaceId={workspaceId} />
      ) : (
        <AudienceRetargetFields workspaceId={workspaceId} editingId={editingId} />
      )}
      <AudienceSizeNote />
      {audience === 'retarget' && retarget.broadcastId && isRepliedEngagement(retarget.engagement) && (
        <RetargetOptOutsConsent
          workspaceId={workspaceId}
          broadcastId={retarget.broadcastId}
          engagement={retarget.engagement}
        />
      )}
    </div>
  )
}
