import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useController } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, FieldMessages, useFieldIds } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { SEGMENT_CHOICES_LIMIT, segmentQueries } from '@/resources/segments'
import type { ComposerForm } from './composer-form'
import { UnlistedSegmentName } from './unlisted-segment-name'

const matches = (name: string, filter: string) => name.toLowerCase().includes(filter.trim().toLowerCase())

/** The workspace's segments to send to, several at once, with a filter by name; chosen ones stay chosen when hidden. */
export function AudienceSegmentsField({ workspaceId }: { workspaceId: string }) {
  const query = useQuery(segmentQueries.choices(workspaceId))
  const [filter, setFilter] = useState('')
  const { field, fieldState } = useController<ComposerForm, 'segmentIds'>({ name: 'segmentIds' })
  const chosen = new Set(field.value)
  const segments = query.data ?? []
  const unlisted = field.value.filter((id) => !segments.some((segment) => segment.id === id))
  const shown = segments.filter((segment) => matches(segment.name, filter))
  const hint = query.isError
    ? `Could not load the segments: ${query.error.message}`
    : query.isPending
      ? 'Loading the segments…'
      : [
          `${chosen.size} chosen.`,
          segments.length >= SEGMENT_CHOICES_LIMIT && `The newest ${SEGMENT_CHOICES_LIMIT} are listed.`,
        ]
          .filter(Boolean)
          .join(' ')
  const ids = useFieldIds({ hint, error: fieldState.error?.message })
  const toggle = (id: string, on: boolean) => {
    field.onChange(on ? [...field.value, id] : field.value.filter((value) => value !== id))
  }

  return (
    <div className="min-w-0 space-y-3">
      {segments.length > 0 && (
        <Field label="Filter segments">
          <Input type="search" autoComplete="off" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </Field>
      )}
      <fieldset id={ids.id} aria-describedby={ids.describedBy} className="min-w-0 space-y-2" onBlur={field.onBlur}>
        <legend className="mb-1 text-sm font-medium text-slate-800">Segments</legend>
        <div className="max-h-80 min-w-0 space-y-2 overflow-y-auto rounded-md border border-slate-200 p-3">
          {unlisted.map((id, index) => (
            <Checkbox
              key={id}
              ref={index === 0 ? field.ref : undefined}
              label={<UnlistedSegmentName segmentId={id} />}
              checked
              onChange={(event) => toggle(id, event.currentTarget.checked)}
            />
          ))}
          {shown.map((segment, index) => (
            <Checkbox
              key={segment.id}
              ref={unlisted.length === 0 && index === 0 ? field.ref : undefined}
              label={segment.name}
              checked={chosen.has(segment.id)}
              onChange={(event) => toggle(segment.id, event.currentTarget.checked)}
            />
          ))}
          {!query.isPending && shown.length === 0 && (
            <p className="text-sm text-slate-600">
              {filter ? `No segment matches “${filter}”` : 'This workspace has no segments yet'}
            </p>
          )}
        </div>
        <FieldMessages hint={ids.hint} hintId={ids.hintId} error={ids.error} errorId={ids.errorId} />
      </fieldset>
    </div>
  )
}
