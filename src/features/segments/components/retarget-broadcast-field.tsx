import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { BroadcastChoiceOptions } from '@/components/broadcast-choice-options'
import { BROADCAST_CHOICES_LIMIT, retargetQueries } from '@/resources/broadcasts'
import type { SegmentFieldProps } from '../segment-form'

/** Picks one of the workspace's broadcasts; broadcasts that came back without an id cannot be picked. */
export function RetargetBroadcastField({ control, workspaceId }: SegmentFieldProps) {
  const query = useQuery(retargetQueries.choices(workspaceId))
  const rows = query.data ?? []
  const choices = rows.flatMap((broadcast) => (broadcast.id ? [{ id: broadcast.id, name: broadcast.name }] : []))
  const withoutId = rows.length - choices.length

  const hint = query.isError ? (
    <span className="flex flex-wrap items-center gap-2">
      Could not load the broadcasts: {query.error.message}
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        Try again
      </Button>
    </span>
  ) : query.isPending ? (
    'Loading the broadcasts…'
  ) : (
    [
      'The segment gathers the recipients of this broadcast.',
      rows.length >= BROADCAST_CHOICES_LIMIT && `The newest ${BROADCAST_CHOICES_LIMIT} are listed.`,
      withoutId > 0 && `${withoutId} without an id cannot be picked.`,
    ]
      .filter(Boolean)
      .join(' ')
  )

  return (
    <Controller
      control={control}
      name="retargetBroadcast"
      render={({ field, fieldState }) => (
        <Field label="Retarget broadcast" hint={hint} error={fieldState.error?.message}>
          <Select {...field}>
            <option value="">None</option>
            <BroadcastChoiceOptions value={field.value} choices={choices} />
          </Select>
        </Field>
      )}
    />
  )
}
