import fc, { type Arbitrary } from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeParse } from 'zod/mini'
import type * as zc from 'zod/v4/core'
import { broadcastLogSchema, broadcastSchema } from '@/api/broadcasts'
import { contactTagSchema } from '@/api/contact-tags'
import { segmentSchema } from '@/api/segments'
import { staffSchema } from '@/api/staff'
import { templateSchema } from '@/api/templates'
import { webhookSchema } from '@/api/webhooks'
import { workspaceSchema } from '@/api/workspaces'
import { liveApi } from './api-arbitraries'

// The screens' tests trust these labels ("readable", "malformed"): this checks them against the API module's schemas.
const api = liveApi()
const resources: [string, { record: Arbitrary<object>; malformed: Arbitrary<unknown> }, zc.$ZodType][] = [
  ['template', api.template, templateSchema],
  ['broadcast', api.broadcast, broadcastSchema],
  ['broadcast log', api.broadcastLog, broadcastLogSchema],
  ['segment', api.segment, segmentSchema],
  ['contact tag', api.contactTag, contactTagSchema],
  ['staff member', api.staff, staffSchema],
  ['webhook', api.webhook, webhookSchema],
  ['workspace', api.workspace, workspaceSchema],
]

describe('the live API arbitraries', () => {
  it.each(resources)(
    'a generated %s survives JSON and is read, its own extra fields kept',
    (_name, { record }, schema) => {
      fc.assert(
        fc.property(record, (value) => {
          const sent: unknown = JSON.parse(JSON.stringify(value))
          const parsed = safeParse(schema, sent)
          expect(parsed.error?.issues).toBeUndefined()
          expect(Object.keys(parsed.data as object).sort()).toEqual(Object.keys(sent as object).sort())
        }),
        { numRuns: 150, seed: 42 },
      )
    },
  )

  it.each(resources)('a malformed %s is not read', (_name, { malformed }, schema) => {
    fc.assert(
      fc.property(malformed, (value) => {
        expect(safeParse(schema, JSON.parse(JSON.stringify(value))).success).toBe(false)
      }),
      { numRuns: 150, seed: 42 },
    )
  })

  it('stretches text to thousands of characters for the long run', () => {
    const [template] = fc.sample(liveApi({ long: true }).template.record, { numRuns: 1, seed: 42 })
    expect(JSON.stringify(template).length).toBeGreaterThan(2_000)
  })
})
