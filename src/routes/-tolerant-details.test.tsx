import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, it } from 'vitest'
import type { Broadcast } from '@/api/broadcasts'
import type { ContactTag } from '@/api/contact-tags'
import type { Segment } from '@/api/segments'
import type { Staff } from '@/api/staff'
import type { Template } from '@/api/templates'
import { engagementLabel } from '@/features/segments/engagement'
import { staffName } from '@/features/staff/staff-format'
import { liveApi } from '@/test/api-arbitraries'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { forEachRun, refusesMalformed, showsRecord, type DetailScreen } from '@/test/tolerant-reads'
import { codeInWords } from '@/lib/code-words'

// Every detail screen over records the live API might send (see api-arbitraries.ts). The "-" keeps this file out of the route tree.
const demo = withDemoServer()
beforeEach(() => connectAs())

const RUNS = 8
const api = liveApi()
const longApi = liveApi({ long: true })

const screens = {
  template: {
    path: (id) => `/w/ws_1/templates/${id}`,
    endpoint: '*/v1/whatsapp-templates/:id',
    ready: 'Template ID',
    name: (t) => t.template.name,
    shows: (t) => [t.id, t.workspace.title],
  },
  broadcast: {
    path: (id) => `/w/ws_1/broadcasts/${id}`,
    endpoint: '*/v1/broadcasts/:id',
    ready: 'Broadcast id',
    name: (b) => b.name,
    // The workspace shows by its name, read on its own: -known-names.test.tsx covers it.
    shows: (b) => [codeInWords(b.type)],
    handlers: [http.get('*/v1/broadcasts/:id/logs', () => HttpResponse.json([]))],
  },
  segment: {
    path: (id) => `/w/ws_1/segments/${id}`,
    endpoint: '*/v1/segments/:id',
    ready: 'Segment id',
    name: (s) => s.name,
    shows: (s) => [
      s.id,
      s.type ? codeInWords(s.type) : '—',
      s.status ? codeInWords(s.status) : '—',
      s.retargetEngagementType ? engagementLabel(s.retargetEngagementType) : '—',
    ],
  },
  contactTag: {
    path: (id) => `/tags/${id}`,
    endpoint: '*/v1/contactTags/:id',
    ready: 'Tag id',
    name: (t) => t.name,
    shows: (t) => [t.id, t.canonical],
  },
  staff: {
    path: (id) => `/w/ws_1/staff/${id}`,
    endpoint: '*/v1/staffs/:id',
    ready: 'Staff id',
    name: staffName,
    shows: (m) => [m.id, m.email],
  },
} satisfies {
  template: DetailScreen<Template>
  broadcast: DetailScreen<Broadcast>
  segment: DetailScreen<Segment>
  contactTag: DetailScreen<ContactTag>
  staff: DetailScreen<Staff>
}

/** The id the screen is opened at: the record's own, or (a broadcast need not carry one) any. */
function atItsId<Row extends { id?: string | null }>(record: fc.Arbitrary<Row>) {
  return fc.tuple(api.id, record).map(([fallback, row]) => ({ id: row.id ?? fallback, row }))
}

async function everyDetail<Row extends { id?: string | null }>(
  spec: DetailScreen<Row>,
  records: { record: fc.Arbitrary<Row>; malformed: fc.Arbitrary<unknown> },
  longRecords: { record: fc.Arbitrary<Row> },
) {
  await forEachRun(demo, atItsId(records.record), { numRuns: RUNS }, ({ id, row }) => showsRecord(demo, spec, id, row))
  await forEachRun(demo, atItsId(longRecords.record), { numRuns: 1 }, ({ id, row }) => showsRecord(demo, spec, id, row))
  await forEachRun(demo, fc.tuple(api.id, records.malformed), { numRuns: 3, logsErrors: true }, ([id, raw]) =>
    refusesMalformed(demo, spec, id, raw),
  )
}

describe(
  'every detail screen shows the record the live API sends, and says so when it is not one',
  { timeout: 120_000 },
  () => {
    it('template', () => everyDetail<Template>(screens.template, api.template, longApi.template))
    it('broadcast', () => everyDetail<Broadcast>(screens.broadcast, api.broadcast, longApi.broadcast))
    it('segment', () => everyDetail<Segment>(screens.segment, api.segment, longApi.segment))
    it('contact tag', () => everyDetail<ContactTag>(screens.contactTag, api.contactTag, longApi.contactTag))
    it('staff member', () => everyDetail<Staff>(screens.staff, api.staff, longApi.staff))
  },
)
