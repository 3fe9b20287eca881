import type { Control } from 'react-hook-form'
import { z } from 'zod/mini'
import { segmentRequestSchema, type SegmentRequest } from '@/api/segments'
import { optOutsRefusal } from '@/domain/opt-out-consent'
import { localDateTimeToIso } from '@/lib/local-time'

/** What the form edits: plain strings and ids, as its inputs hold them. */
const segmentFormFields = z
  .object({
    name: segmentRequestSchema.shape.name,
    type: z.string(),
    status: z.string(),
    /** Ids of other segments of the workspace. */
    segments: z.array(z.string()),
    /** A broadcast id, or '' for none. */
    retargetBroadcast: z.string(),
    retargetEngagementType: z.string(),
    /** A datetime-local value, in the user's time zone. */
    scheduleDateTime: z
      .string()
      .check(
        z.refine((value) => value === '' || localDateTimeToIso(value) !== undefined, 'Enter a whole date and time'),
      ),
    /**
     * Not sent: how many of the people the retarget gathers asked for no more messages, as the broadcast's logs read
     * so far say (0: none, or nothing to check; null: not known yet). See domain/retarget-opt-outs.ts.
     */
    retargetOptOuts: z.nullable(z.number()),
    /** Not sent: the user chose to gather those people anyway, as the API cannot leave them out. */
    includeOptOuts: z.boolean(),
  })
  .check((ctx) => {
    const { retargetOptOuts, includeOptOuts } = ctx.value
    if (retargetOptOuts === 0 || includeOptOuts) return
    ctx.issues.push({
      code: 'custom',
      input: includeOptOuts,
      path: ['includeOptOuts'],
      message: optOutsRefusal(retargetOptOuts),
    })
  })
export type SegmentFormValues = z.input<typeof segmentFormFields>
/** What the segment form's own field components are given. */
export interface SegmentFieldProps {
  control: Control<SegmentFormValues, unknown, SegmentRequest>
  workspaceId: string
}

export type SegmentPrefill = Partial<Pick<SegmentFormValues, 'name' | 'retargetBroadcast' | 'retargetEngagementType'>>

export const emptySegmentForm: SegmentFormValues = {
  name: '',
  type: '',
  status: '',
  segments: [],
  retargetBroadcast: '',
  retargetEngagementType: '',
  scheduleDateTime: '',
  retargetOptOuts: 0,
  includeOptOuts: false,
}

/** The request body: fields left empty are left out, the schedule goes as UTC ISO 8601. */
function toSegmentRequest(values: z.output<typeof segmentFormFields>): SegmentRequest {
  const type = values.type.trim()
  const status = values.status.trim()
  const engagement = values.retargetEngagementType.trim()
  const schedule = localDateTimeToIso(values.scheduleDateTime)
  return {
    name: values.name,
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    ...(values.segments.length > 0 ? { segments: values.segments.map((id) => ({ id })) } : {}),
    ...(values.retargetBroadcast ? { retargetBroadcast: { id: values.retargetBroadcast } } : {}),
    ...(engagement ? { retargetEngagementType: engagement } : {}),
    ...(schedule ? { scheduleDateTime: schedule } : {}),
  }
}

/** The create form's schema: the form's fields, turned into a body that the API's own segmentRequestSchema then checks. */
export const segmentFormSchema = z.pipe(z.pipe(segmentFormFields, z.transform(toSegmentRequest)), segmentRequestSchema)
