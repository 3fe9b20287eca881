import { useQuery } from '@tanstack/react-query'
import { useController, useFormContext } from 'react-hook-form'
import { ENGAGEMENT_TYPES } from '@/api/broadcasts'
import { Field, FieldMessages, useFieldIds } from '@/components/ui/field'
import { RadioOption } from '@/components/ui/radio-option'
import { Select } from '@/components/ui/select'
import { BroadcastChoiceOptions } from '@/components/broadcast-choice-options'
import { engagementWords } from '@/domain/retarget-engagement'
import { BROADCAST_CHOICES_LIMIT, retargetQueries } from '@/resources/broadcasts'
import type { ComposerForm } from './composer-form'

/** Who each engagement takes: a log keeps the furthest status it reached. */
const MEANINGS: Readonly<Record<(typeof ENGAGEMENT_TYPES)[number], string>> = {
  sent: 'They were sent it, and it was not delivered.',
  delivered: 'It was delivered, and they did not read it.',
  read: 'They read it, and did not reply.',
  replied: 'They replied to it.',
  failed: 'It failed for them.',
}

/** A choice to include the people who opted out was made for one broadcast and engagement, not for another. */
function useForgetOptOutsChoice() {
  const { setValue } = useFormContext<ComposerForm>()
  return () => setValue('includeOptOuts', false)
}

function SourceField({ workspaceId, editingId }: { workspaceId: string; editingId?: string }) {
  const query = useQuery(retargetQueries.choices(workspaceId))
  const { field, fieldState } = useController<ComposerForm, 'retarget.broadcastId'>({ name: 'retarget.broadcastId' })
  const forgetChoice = useForgetOptOutsChoice()
  const choices = (query.data ?? []).flatMap((broadcast) =>
    broadcast.id && broadcast.id !== editingId ? [{ id: broadcast.id, name: broadcast.name }] : [],
  )
  const hint = query.isError
    ? `Could not load the broadcasts: ${query.error.message}`
    : query.isPending
      ? 'Loading the broadcasts…'
      : (query.data?.length ?? 0) >= BROADCAST_CHOICES_LIMIT
        ? `The newest ${BROADCAST_CHOICES_LIMIT} are listed.`
        : undefined
  return (
    <Field label="Which broadcast" hint={hint} error={fieldState.error?.message}>
      <Select
        {...field}
        onChange={(event) => {
          field.onChange(event)
          forgetChoice()
        }}
      >
        <option value="">Choose a broadcast</option>
        <BroadcastChoiceOptions value={field.value} choices={choices} />
      </Select>
    </Field>
  )
}

function EngagementField() {
  const { field, fieldState } = useController<ComposerForm, 'retarget.engagement'>({ name: 'retarget.engagement' })
  const forgetChoice = useForgetOptOutsChoice()
  const ids = useFieldIds({ error: fieldState.error?.message })
  const known = ENGAGEMENT_TYPES.some((type) => type === field.value)
  const options = [
    ...ENGAGEMENT_TYPES.map((type) => ({ value: type, label: engagementWords(type), meaning: MEANINGS[type] })),
    ...(field.value && !known
      ? [{ value: field.value, label: field.value, meaning: 'A group the API named: kept as it came.' }]
      : []),
  ]
  return (
    <fieldset id={ids.id} aria-describedby={ids.describedBy} className="min-w-0 space-y-2" onBlur={field.onBlur}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Which of its people</legend>
      {options.map((option, index) => (
        <RadioOption
          key={option.value}
          ref={index === 0 ? field.ref : undefined}
          name={field.name}
          value={option.value}
          checked={field.value === option.value}
          onChange={() => {
            field.onChange(option.value)
            forgetChoice()
          }}
        >
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-medium">{option.label}</span>
            <span className="block text-xs text-slate-600">{option.meaning}</span>
          </span>
        </RadioOption>
      ))}
      <FieldMessages error={ids.error} errorId={ids.errorId} />
    </fieldset>
  )
}

/** The people of an earlier broadcast of the workspace, by how far its message got with them. */
export function AudienceRetargetFields({ workspaceId, editingId }: { workspaceId: string; editingId?: string }) {
  return (
    <div className="min-w-0 space-y-4">
      <SourceField workspaceId={workspaceId} editingId={editingId} />
      <EngagementField />
    </div>
  )
}
