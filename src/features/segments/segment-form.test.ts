import { describe, expect, it } from 'vitest'
import { parse, safeParse } from 'zod/mini'
import { segmentRequestSchema } from '@/api/segments'
import { emptySegmentForm, segmentFormSchema, type SegmentFormValues } from './segment-form'

const form = (values: Partial<SegmentFormValues>): SegmentFormValues => ({ ...emptySegmentForm, ...values })

function issues(values: SegmentFormValues) {
  const result = safeParse(segmentFormSchema, values)
  expect(result.success).toBe(false)
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

describe('segmentFormSchema', () => {
  it('sends only the name when nothing else is filled in, and the API schema accepts the body as it is', () => {
    const body = parse(segmentFormSchema, form({ name: '  VIP customers  ', type: '   ', status: '' }))
    expect(body).toStrictEqual({ name: 'VIP customers' })
    expect(parse(segmentRequestSchema, body)).toStrictEqual(body)
  })

  it('turns every filled field into the API’s shape, the schedule as UTC ISO 8601 of the local time', () => {
    const body = parse(
      segmentFormSchema,
      form({
        name: 'Read Black Friday',
        type: ' RETARGET ',
        status: 'DRAFT',
        segments: ['seg_1', 'seg_2'],
        retargetBroadcast: 'bc_1',
        retargetEngagementType: ' read ',
        scheduleDateTime: '2026-11-21T18:30',
      }),
    )
    expect(body).toStrictEqual({
      name: 'Read Black Friday',
      type: 'RETARGET',
      status: 'DRAFT',
      segments: [{ id: 'seg_1' }, { id: 'seg_2' }],
      retargetBroadcast: { id: 'bc_1' },
      retargetEngagementType: 'read',
      scheduleDateTime: new Date(2026, 10, 21, 18, 30).toISOString(),
    })
    expect(body.scheduleDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/)
    expect(parse(segmentRequestSchema, body)).toStrictEqual(body)
  })

  it('accepts any text for the values the spec leaves open', () => {
    const body = parse(
      segmentFormSchema,
      form({ name: 'x', type: 'anything at all', status: '<b>live</b>', retargetEngagementType: 'NOT_READ' }),
    )
    expect(body).toMatchObject({ type: 'anything at all', status: '<b>live</b>', retargetEngagementType: 'NOT_READ' })
  })

  it('refuses a blank name with the API’s own message', () => {
    expect(issues(form({ name: '   ' }))).toEqual([{ path: 'name', message: 'Name is required' }])
  })

  it('refuses a schedule that is not a whole date and time, together with the other errors', () => {
    expect(issues(form({ name: '', scheduleDateTime: '2026-02-30T10:00' }))).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'scheduleDateTime', message: 'Enter a whole date and time' },
    ])
    for (const scheduleDateTime of ['2026-11-21', '2026-11-21T25:00', 'tomorrow']) {
      expect(issues(form({ name: 'x', scheduleDateTime })), scheduleDateTime).toEqual([
        { path: 'scheduleDateTime', message: 'Enter a whole date and time' },
      ])
    }
  })

  it('refuses a retarget with opt-outs among its people until the user includes them, and sends no such field', () => {
    const values = form({ name: 'Replied', retargetBroadcast: 'bc_1', retargetEngagementType: 'replied' })
    expect(issues({ ...values, retargetOptOuts: 3 })).toEqual([
      {
        path: 'includeOptOuts',
        message: 'Tick this to include the 3 who opted out, or show the replies without opt-outs instead.',
      },
    ])
    expect(issues({ ...values, name: '', retargetOptOuts: null })).toEqual([
      { path: 'name', message: 'Name is required' },
      {
        path: 'includeOptOuts',
        message:
          'The replies are not all checked for opt-outs: tick this to include anyone who opted out, or show the replies without opt-outs instead.',
      },
    ])
    const expected = { name: 'Replied', retargetBroadcast: { id: 'bc_1' }, retargetEngagementType: 'replied' }
    expect(parse(segmentFormSchema, { ...values, retargetOptOuts: 3, includeOptOuts: true })).toStrictEqual(expected)
    expect(parse(segmentFormSchema, { ...values, retargetOptOuts: 0 })).toStrictEqual(expected)
  })
})
