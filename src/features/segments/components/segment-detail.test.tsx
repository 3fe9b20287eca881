import { codeInWords } from '@/lib/code-words'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/format'
import { fill } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

const { db, server } = withDemoServer()
// Whole flows through the app, on a machine that may be busy: every wait allows for a slow answer.
configure({ asyncUtilTimeout: 5000 })
const workspaceId = 'ws_1'

beforeEach(() => connectAs())

function seededSegment(id: string) {
  const segment = db.data.segments.find((s) => s.id === id)
  if (!segment) throw new Error(`the seed has no ${id}`)
  return segment
}

async function openDetail(segmentId: string) {
  const view = renderApp(`/w/${workspaceId}/segments/${segmentId}`)
  const segment = db.data.segments.find((s) => s.id === segmentId)
  await screen.findByRole('heading', { level: 1, name: segment?.name })
  return { ...view, user: userEvent.setup({ delay: null }) }
}

/** Each detail's value, by its label. */
function detail(label: string) {
  const term = screen.getByText(label, { selector: 'dt' })
  const value = term.nextElementSibling
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`)
  return value
}

describe('segment detail', { timeout: 30_000 }, () => {
  it('links the included segments and the retarget broadcast by name, and shows its times in local time', async () => {
    const segment = seededSegment('seg_3')
    const included = seededSegment('seg_1')
    const broadcast = db.data.broadcasts.find((b) => b.id === segment.retargetBroadcast?.id)
    await openDetail(segment.id)

    expect(detail('Type')).toHaveTextContent(codeInWords(segment.type ?? ''))
    expect(detail('Status')).toHaveTextContent(codeInWords(segment.status ?? ''))
    // The seed's READ, in words.
    expect(segment.retargetEngagementType).toBe('READ')
    expect(detail('Retarget engagement')).toHaveTextContent(/^Read$/)
    expect(await within(detail('Included segments')).findByRole('link', { name: included.name })).toHaveAttribute(
      'href',
      `/w/${workspaceId}/segments/${included.id}`,
    )
    expect(await within(detail('Retarget broadcast')).findByRole('link', { name: broadcast?.name })).toHaveAttribute(
      'href',
      `/w/${workspaceId}/broadcasts/${broadcast?.id}`,
    )
    const scheduled = within(detail('Scheduled for')).getByText(formatDateTime(segment.scheduleDateTime))
    expect(scheduled).toHaveAttribute('datetime', segment.scheduleDateTime)
    expect(detail('Started')).toHaveTextContent(formatDateTime(segment.startedAt))
    expect(screen.queryByText('Completed', { selector: 'dt' })).not.toBeInTheDocument()
  })

  it('names a broadcast it cannot read by its id, and an included segment that is gone too, each saying so', async () => {
    db.data.segments.push({
      ...seededSegment('seg_3'),
      id: 'seg_orphan',
      name: 'Orphaned retarget',
      segments: [{ id: 'seg_gone' }],
      retargetBroadcast: { id: 'bc_gone' },
      scheduleDateTime: '2026-11-21T18:00:00.000Z',
      startedAt: null,
    })
    await openDetail('seg_orphan')
    expect(
      await within(detail('Retarget broadcast')).findByRole('link', { name: 'Broadcast (not found)' }),
    ).toHaveAttribute('href', `/w/${workspaceId}/broadcasts/bc_gone`)
    expect(
      await within(detail('Included segments')).findByRole('link', { name: 'Segment (not found)' }),
    ).toHaveAttribute('href', `/w/${workspaceId}/segments/seg_gone`)
    expect(detail('Scheduled for')).toHaveTextContent(formatDateTime('2026-11-21T18:00:00.000Z'))
    expect(screen.queryByText('Started', { selector: 'dt' })).not.toBeInTheDocument()
  })

  it('opens an included segment from its link', async () => {
    const { user, router } = await openDetail('seg_6')
    await user.click(await screen.findByRole('link', { name: seededSegment('seg_2').name }))
    expect(await screen.findByRole('heading', { level: 1, name: seededSegment('seg_2').name })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/w/${workspaceId}/segments/seg_2`)
  })

  it('deletes from the detail, returns to the list, and does not ask for the deleted segment again, even on Back', async () => {
    const segment = seededSegment('seg_2')
    const { user, router } = await openDetail(segment.id)
    const requests: string[] = []
    server.events.on('request:start', ({ request }) =>
      requests.push(`${request.method} ${new URL(request.url).pathname}`),
    )

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: `Delete “${segment.name}”?` })
    await user.click(within(dialog).getByRole('button', { name: 'Delete segment' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Segments' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/w/${workspaceId}/segments`)
    const table = await screen.findByRole('table', { name: 'Segments' })
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
    expect(within(table).queryByRole('link', { name: segment.name })).not.toBeInTheDocument()

    router.history.back()
    // The route's error renders again as its load settles: what counts is the page it settles on.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'This segment was deleted' })).toBeInTheDocument(),
    )
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to segments' })).toHaveAttribute(
        'href',
        `/w/${workspaceId}/segments`,
      ),
    )
    expect(router.state.location.pathname).toBe(`/w/${workspaceId}/segments/${segment.id}`)
    expect(screen.queryByRole('heading', { level: 1, name: segment.name })).not.toBeInTheDocument()
    expect(requests).toContain(`DELETE /v1/segments/${segment.id}`)
    expect(requests).not.toContain(`GET /v1/segments/${segment.id}`)
  })

  it("keeps the overview's segment count in step with a new segment", async () => {
    const { user } = await openDetail('seg_1')
    const before = db.data.segments.filter((s) => s.workspaceId === workspaceId).length
    await user.click(screen.getByRole('link', { name: 'Overview' }))
    const counts = () => within(screen.getByRole('region', { name: 'In this workspace' }))
    const card = () => counts().getByRole('link', { name: 'Segments' }).parentElement as HTMLElement
    await waitFor(() => expect(card()).toHaveTextContent(`Segments${before}`))

    await user.click(counts().getByRole('link', { name: 'Segments' }))
    await user.click(await screen.findByRole('button', { name: 'New segment' }))
    const dialog = await screen.findByRole('dialog', { name: 'New segment' })
    await fill(user, within(dialog).getByLabelText('Name'), 'Counted')
    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('link', { name: 'Overview' }))
    await waitFor(() => expect(card()).toHaveTextContent(`Segments${before + 1}`))
  })
})
