import { useQuery } from '@tanstack/react-query'
import type { UseFormReturn } from 'react-hook-form'
import type { SegmentRequest } from '@/api/segments'
import { FormDialog } from '@/components/form-dialog'
import { saveResource } from '@/components/save-resource'
import { SuggestedTextField } from '@/components/suggested-text-field'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { segmentQueries, useCreateSegment } from '@/resources/segments'
import { userTimeZone } from '@/lib/locale'
import { emptySegmentForm, segmentFormSchema, type SegmentFormValues, type SegmentPrefill } from '../segment-form'
import { LinkedSegmentsField } from './linked-segments-field'
import { RetargetBroadcastField } from './retarget-broadcast-field'
import { RetargetEngagementField } from './retarget-engagement-field'
import { RetargetOptOutsField } from './retarget-opt-outs-field'

interface SegmentFormDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  workspaceId: string
  /** Values to start from, e.g. from the URL. */
  prefill?: SegmentPrefill
}

const distinct = (values: readonly (string | null | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
]

/** Free-text fields the spec leaves open: the workspace's own values are suggested. */
const openTextFields = [
  {
    name: 'type',
    label: 'Type',
    hint: 'What kind of segment this is. Optional; the types this workspace uses are suggested.',
  },
  {
    name: 'status',
    label: 'Status',
    hint: 'Where the segment stands. Optional; the statuses this workspace uses are suggested.',
  },
] as const

function SegmentFields({
  form,
  workspaceId,
}: {
  form: UseFormReturn<SegmentFormValues, unknown, SegmentRequest>
  workspaceId: string
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form
  // The values the workspace's segments already use are the best suggestions for values the spec leaves open.
  const known = useQuery(segmentQueries.choices(workspaceId)).data ?? []
  const timeZone = userTimeZone()
  return (
    <>
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {openTextFields.map(({ name, label, hint }) => (
          <SuggestedTextField
            key={name}
            label={label}
            hint={hint}
            error={errors[name]?.message}
            suggestions={distinct(known.map((segment) => segment[name]))}
            {...register(name)}
          />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <RetargetBroadcastField control={control} workspaceId={workspaceId} />
        <RetargetEngagementField control={control} />
      </div>
      <RetargetOptOutsField control={control} workspaceId={workspaceId} />
      <Field
        label="Schedule"
        hint={`Optional. In your time zone (${timeZone}); sent to the API in UTC.`}
        error={errors.scheduleDateTime?.message}
      >
        <Input type="datetime-local" {...register('scheduleDateTime')} />
      </Field>
      <LinkedSegmentsField control={control} workspaceId={workspaceId} />
    </>
  )
}

/** Creates a segment (the API cannot change one afterwards). Fields left empty are not sent. */
export function SegmentFormDialog({ open, onOpenChange, workspaceId, prefill }: SegmentFormDialogProps) {
  const submit = saveResource({ create: useCreateSegment(workspaceId).mutateAsync })
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New segment"
      description="A group of contacts in this workspace. Only the name is required; a segment cannot be edited once created."
      size="lg"
      schema={segmentFormSchema}
      defaultValues={{ ...emptySegmentForm, ...prefill }}
      onSubmit={submit}
      submitLabel="Create segment"
      pendingLabel="Creating…"
    >
      {(form) => <SegmentFields form={form} workspaceId={workspaceId} />}
    </FormDialog>
  )
}
