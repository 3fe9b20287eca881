import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { QueryErrorState } from '@/components/query-error-state'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
import { Skeleton } from '@/components/ui/skeleton'
import { SEGMENT_CHOICES_LIMIT, segmentQueries } from '@/resources/segments'
import type { SegmentFieldProps } from '../segment-form'

const LEGEND = 'Include segments'

/** Ticks other segments of the workspace (the newest SEGMENT_CHOICES_LIMIT) to include in this one. */
export function LinkedSegmentsField({ control, workspaceId }: SegmentFieldProps) {
  const query = useQuery(segmentQueries.choices(workspaceId))

  if (query.isPending) {
    return (
      <div role="status" className="space-y-2">
        <p className="text-sm font-medium text-slate-800">{LEGEND}</p>
        <span className="sr-only">Loading the segments…</span>
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-40" />
      </div>
    )
  }
  if (query.isError) {
    return <QueryErrorState title="Could not load the segments to include" query={query} />
  }
  if (query.data.length === 0) {
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-800">{LEGEND}</p>
        <p className="text-sm text-slate-600">This workspace has no other segments yet.</p>
      </div>
    )
  }
  const options = query.data.map((segment) => ({ value: segment.id, label: segment.name }))
  return (
    <Controller
      control={control}
      name="segments"
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={LEGEND}
          hint={
            options.length >= SEGMENT_CHOICES_LIMIT
              ? `The newest ${SEGMENT_CHOICES_LIMIT} segments of this workspace.`
              : 'Segments of this workspace.'
          }
          groups={[{ label: 'Segments', options }]}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
