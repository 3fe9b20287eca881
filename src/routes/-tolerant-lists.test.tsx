import { screen, within } from '@testing-library/react'
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Broadcast, BroadcastLog } from '@/api/broadcasts'
import type { ContactTag } from '@/api/contact-tags'
import type { Segment } from '@/api/segments'
import type { Staff } from '@/api/staff'
import type { Webhook } from '@/api/webhooks'
import type { Workspace } from '@/api/workspaces'
import { staffName } from '@/features/staff/staff-format'
import { liveApi, wire, type SentRow } from '@/test/api-arbitraries'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { alerts, forEachRun, settled, showsEveryRow, type ListScreen } from '@/test/tolerant-reads'
import { bodyRows } from '@/test/table-test-kit'

// Every list screen over lists the live API might send (see api-arbitraries.ts). The "-" keeps this file out of the route tree.
const demo = withDemoServer()
beforeEach(() => connectAs())

const RUNS = 8
const api = liveApi()
const longApi = liveApi({ long: true })

const broadcastOfTheLogs: Broadcast = {
  workspace: { id: 'ws_1' },
  id: 'bc_logs',
  name: 'Logs of this broadcast',
  type: 'whatsapp',
}

// The templates screen reads every template and sets unreadable rows apart: its own test is further down.
const screens = {
  broadcasts: {
    path: '/w/ws_1/broadcasts',
    table: 'Broadcasts',
    empty: 'No broadcasts yet',
    endpoint: '*/v1/broadcasts',
    name: (b) => b.name,
  },
  segments: {
    path: '/w/ws_1/segments',
    table: 'Segments',
    empty: 'No segments yet',
    endpoint: '*/v1/segments',
    name: (s) => s.name,
  },
  contactTags: {
    path: '/tags',
    table: 'Contact tags',
    empty: 'No contact tags yet',
    endpoint: '*/v1/contactTags',
    name: (t) => t.name,
  },
  staff: {
    path: '/w/ws_1/staff',
    table: 'Staff',
    empty: 'No staff in this workspace yet',
    endpoint: '*/v1/staffs',
    name: staffName,
  },
  webhooks: {
    path: '/webhooks',
    table: 'Webhooks',
    empty: 'No webhooks yet',
    endpoint: '*/v1/webhooks',
    name: (w) => w.name,
  },
  // The header's switcher reads the same list: it gets the generated workspaces too, and the shell must cope.
  workspaces: {
    path: '/workspaces',
    table: 'Workspaces',
    empty: 'No workspaces yet',
    endpoint: '*/v1/workspaces',
    name: (w) => w.title,
  },
  logs: {
    path: `/w/ws_1/broadcasts/${broadcastOfTheLogs.id}`,
    table: 'Broadcast logs',
    empty: 'No logs yet',
    endpoint: '*/v1/broadcasts/:broadcastId/logs',
    name: (log) => log.recepientName,
    handlers: [http.get('*/v1/broadcasts/:broadcastId', () => HttpResponse.json(broadcastOfTheLogs))],
  },
} satisfies {
  broadcasts: ListScreen<Broadcast>
  segments: ListScreen<Segment>
  contactTags: ListScreen<ContactTag>
  staff: ListScreen<Staff>
  webhooks: ListScreen<Webhook>
  workspaces: ListScreen<Workspace>
  logs: ListScreen<BroadcastLog>
}

/** jsdom has no layout, and a virtualized table in a 0 px high box shows no row: give it a browser's box. */
function layOut() {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(640)
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1024)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48)
}

async function everyList<Row>(
  spec: ListScreen<Row>,
  rows: fc.Arbitrary<SentRow<Row>[]>,
  longRows: fc.Arbitrary<SentRow<Row>[]>,
) {
  await forEachRun(demo, rows, { numRuns: RUNS }, (sent) => showsEveryRow(demo, spec, sent))
  await forEachRun(
    demo,
    longRows.filter((sent) => sent.length > 0),
    { numRuns: 1 },
    (sent) => showsEveryRow(demo, spec, sent),
  )
}

describe('every list screen shows every row the live API sends', { timeout: 120_000 }, () => {
  it('broadcasts', () => everyList(screens.broadcasts, api.broadcast.rows, longApi.broadcast.rows))
  it('segments', () => everyList(screens.segments, api.segment.rows, longApi.segment.rows))
  it('contact tags', () => everyList(screens.contactTags, api.contactTag.rows, longApi.contactTag.rows))
  it('staff', () => everyList(screens.staff, api.staff.rows, longApi.staff.rows))
  it('webhooks', () => everyList(screens.webhooks, api.webhook.rows, longApi.webhook.rows))
  it('workspaces', () => everyList(screens.workspaces, api.workspace.rows, longApi.workspace.rows))
  it('a broadcast’s logs', async () => {
    layOut()
    await everyList(screens.logs, api.broadcastLog.rows, longApi.broadcastLog.rows)
  })

  // Logs carry no id: two logs of one recipient at one moment, and a country code and phone that run together
  // alike ('+1' '555' and '+15' '55'), must still be rows of their own (distinct React keys, no console error).
  it('a broadcast’s logs with one recipient twice at one moment', async () => {
    layOut()
    const log: BroadcastLog = {
      broadcast: { id: 'bc_logs', name: 'B' },
      recepientName: 'Ana',
      countryCode: '+1',
      phone: '555',
      status: 'sent',
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
    }
    const twice: SentRow<BroadcastLog>[] = [
      log,
      { ...log, status: 'failed' },
      { ...log, countryCode: '+15', phone: '55' },
    ].map((record) => ({ readable: true, record }))
    await forEachRun(demo, fc.constant(twice), { numRuns: 1 }, (sent) => showsEveryRow(demo, screens.logs, sent))
  })
})

describe('the templates screen, which reads every template', { timeout: 120_000 }, () => {
  it.each(['?limit=100', '?sort=name-asc&limit=100'])(
    '%s lists every readable template once and counts the others in a note',
    async (query) => {
      await forEachRun(demo, api.template.rows, { numRuns: RUNS }, async (rows) => {
        demo.server.use(
          http.get('*/v1/whatsapp-templates', ({ request }) =>
            HttpResponse.json(new URL(request.url).searchParams.get('page') === '1' ? wire(rows) : []),
          ),
        )
        renderApp(`/w/ws_1/templates${query}`)
        const readable = rows.flatMap((row) => (row.readable ? [row.record.template.name] : []))
        const unreadable = rows.length - readable.length
        const table = () => screen.queryByRole('table', { name: 'Templates' })
        const empty = () =>
          screen.queryAllByText(/^(No template could be read|No templates yet)$/).map((title) => title.textContent)
        await settled(() => empty().length > 0 || table()?.getAttribute('aria-busy') === 'false')
        expect(alerts()).toEqual([])
        if (readable.length === 0)
          expect(empty()).toEqual([unreadable > 0 ? 'No template could be read' : 'No templates yet'])
        const shown = table()
        const names = shown ? bodyRows(shown).map((row) => within(row).getAllByRole('link')[0]?.textContent) : []
        expect(names.sort()).toEqual([...readable].sort())
        const note = screen.queryByRole('note')
        if (unreadable === 0) expect(note).toBeNull()
        else
          expect(note).toHaveTextContent(
            `${unreadable} ${unreadable === 1 ? 'template' : 'templates'} could not be read`,
          )
      })
    },
  )
})

describe('the workspace overview, which counts six lists and shows the team', { timeout: 120_000 }, () => {
  const lists = fc.record({
    templates: api.template.rows,
    broadcasts: api.broadcast.rows,
    segments: api.segment.rows,
    staff: api.staff.rows,
    contactTags: api.contactTag.rows,
    webhooks: api.webhook.rows,
  })

  it('counts every row the API sent, readable or not, and lists the first members', async () => {
    await forEachRun(demo, lists, { numRuns: RUNS }, async (sent) => {
      demo.server.use(
        http.get('*/v1/whatsapp-templates', () => HttpResponse.json(wire(sent.templates))),
        http.get('*/v1/broadcasts', () => HttpResponse.json(wire(sent.broadcasts))),
        http.get('*/v1/segments', () => HttpResponse.json(wire(sent.segments))),
        http.get('*/v1/staffs', () => HttpResponse.json(wire(sent.staff))),
        http.get('*/v1/contactTags', () => HttpResponse.json(wire(sent.contactTags))),
        http.get('*/v1/webhooks', () => HttpResponse.json(wire(sent.webhooks))),
      )
      renderApp('/w/ws_1')
      const cards = [
        ['WhatsApp templates', sent.templates.length],
        ['Broadcasts', sent.broadcasts.length],
        ['Segments', sent.segments.length],
        ['Staff members', sent.staff.length],
        ['Contact tags', sent.contactTags.length],
        ['Webhooks', sent.webhooks.length],
      ] as const
      const main = () => screen.queryByRole('main')
      const card = (label: string) =>
        main() ? within(main() as HTMLElement).queryByRole('link', { name: label })?.parentElement : undefined
      const team = () => screen.queryByRole('table', { name: 'Team in this workspace' })
      // A card shows only its label while its count loads.
      await settled(
        () =>
          cards.every(([label]) => (card(label)?.textContent ?? label) !== label) &&
          (screen.queryAllByText('No staff members in this workspace.').length > 0 ||
            team()?.getAttribute('aria-busy') === 'false'),
      )
      expect(alerts()).toEqual([])
      expect(cards.map(([label]) => card(label)?.textContent)).toEqual(
        cards.map(([label, count]) => `${label}${count}`),
      )
      const members = sent.staff.slice(0, 10)
      const rows = team() ? bodyRows(team() as HTMLElement).map((row) => row.textContent ?? '') : []
      expect(rows).toHaveLength(members.length)
      members.forEach((member, index) => {
        if (member.readable) expect(rows[index]).toContain(`${member.record.firstName} ${member.record.lastName}`)
        else expect(rows[index]).toMatch(new RegExp(`^Row ${index + 1} could not be read: `))
      })
    })
  })
})
