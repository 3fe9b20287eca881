import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/format'
import { fill, sentBodies } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { expectRowLinks } from '@/test/row-links'
import { bodyRows } from '@/test/table-test-kit'
import { textsByRole } from '@/test/texts-by-role'

const { db, server } = withDemoServer()
// Whole flows through the app, on a machine that may be busy: every wait allows for a slow answer.
configure({ asyncUtilTimeout: 5000 })
const workspaceId = 'ws_1'

beforeEach(() => connectAs())

/** The workspace's seeded segments, newest first, as the list shows them. */
function seeded() {
  return db.data.segments
    .filter((s) => s.workspaceId === workspaceId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

async function openList(path = `/w/${workspaceId}/segments`) {
  const view = renderApp(path)
  const table = await screen.findByRole('table', { name: 'Segments' })
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'))
  return { ...view, table, user: userEvent.setup({ delay: null }) }
}

describe('segment list', { timeout: 30_000 }, () => {
  it("lists the workspace's segments, newest first, each linking to its detail", async () => {
    const { table } = await openList()
    const expected = seeded()
    expect(textsByRole(table, 'columnheader')).toEqual(['Name', 'Type', 'Status', 'Scheduled', 'Actions'])
    await expectRowLinks(
      () => bodyRows(table),
      expected,
      (segment) => `/w/${workspaceId}/segments/${segment.id}`,
    )
    const elsewhere = db.data.segments.find((s) => s.workspaceId !== workspaceId)
    expect(screen.queryByText(elsewhere?.name ?? '')).not.toBeInTheDocument()
  })

  it('narrows the list by the search text, kept in the URL', async () => {
    const { user, table, router } = await openList()
    await fill(user, screen.getByRole('searchbox', { name: 'Search segments by name' }), 'lapsed')
    await waitFor(() =>
      expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
        'Lapsed buyers (90 days)',
      ]),
    )
    expect(router.state.location.search).toMatchObject({ searchText: 'lapsed' })

    await fill(user, screen.getByRole('searchbox', { name: 'Search segments by name' }), ' nothing like it')
    expect(await screen.findByText('No segment matches “lapsed nothing like it”')).toBeInTheDocument()
  })

  it('creates a segment from every field: the body has the picked ids and the schedule in UTC, and the new row appears', async () => {
    const posted = sentBodies(server)
    const { user, table } = await openList()
    await user.click(screen.getByRole('button', { name: 'New segment' }))
    const dialog = await screen.findByRole('dialog', { name: 'New segment' })
    await fill(user, within(dialog).getByLabelText('Name'), '  Read the winter launch ')
    await fill(user, within(dialog).getByLabelText('Type'), 'RETARGET')
    const broadcast = db.data.broadcasts.find((b) => b.id === 'bc_2')
    // The choices arrive with the workspace's broadcasts: wait for the one to pick.
    await within(dialog).findByRole('option', { name: broadcast?.name ?? '' }, { timeout: 5000 })
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Retarget broadcast' }),
      broadcast?.name ?? '',
    )
    const engagement = within(dialog).getByRole('combobox', { name: 'Retarget engagement' })
    expect(
      within(engagement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Sent', 'Delivered', 'Read', 'Replied', 'Failed'])
    await user.selectOptions(engagement, 'Read')
    await fill(user, within(dialog).getByLabelText('Schedule'), '2026-12-01T09:30')
    await user.click(await within(dialog).findByRole('checkbox', { name: 'VIP customers — EU' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const scheduleDateTime = new Date(2026, 11, 1, 9, 30).toISOString()
    expect(posted).toEqual([
      {
        name: 'Read the winter launch',
        type: 'RETARGET',
        segments: [{ id: 'seg_1' }],
        retargetBroadcast: { id: 'bc_2' },
        retargetEngagementType: 'read',
        scheduleDateTime,
      },
    ])
    const row = await within(table).findByRole('row', { name: (name) => name.includes('Read the winter launch') })
    expect(row).toHaveTextContent(formatDateTime(scheduleDateTime))
    expect(await screen.findByText('Created “Read the winter launch”')).toBeInTheDocument()
    expect(db.data.segments.find((s) => s.name === 'Read the winter launch')?.workspaceId).toBe(workspaceId)
  })

  it('leaves empty fields out of the body and asks for a name first', async () => {
    const posted = sentBodies(server)
    const { user } = await openList()
    await user.click(screen.getByRole('button', { name: 'New segment' }))
    const dialog = await screen.findByRole('dialog', { name: 'New segment' })
    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required')

    await fill(user, within(dialog).getByLabelText('Name'), 'Just a name')
    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted).toEqual([{ name: 'Just a name' }])
  })

  it('opens the create dialog prefilled from the URL, and closing it takes the request out of the URL', async () => {
    const { router } = renderApp(
      `/w/${workspaceId}/segments?new=1&name=Black%20Friday%20%E2%80%94%20read&retargetBroadcast=bc_1&retargetEngagementType=read&page=1`,
    )
    const user = userEvent.setup({ delay: null })
    const dialog = await screen.findByRole('dialog', { name: 'New segment' })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Black Friday — read')
    expect(within(dialog).getByLabelText('Retarget engagement')).toHaveValue('read')
    const broadcast = db.data.broadcasts.find((b) => b.id === 'bc_1')
    const select = within(dialog).getByRole('combobox', { name: 'Retarget broadcast' })
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: broadcast?.name, selected: true })).toBeInTheDocument(),
    )

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.search).toEqual({ page: 1 })
    expect(router.history.length).toBe(1)
  })

  it('ignores bad prefill values, and a broadcast it does not list is still offered, said to be not found', async () => {
    renderApp(`/w/${workspaceId}/segments?new=1&name=%7B%22a%22%3A1%7D&retargetBroadcast=bc_unknown`)
    const dialog = await screen.findByRole('dialog', { name: 'New segment' })
    expect(within(dialog).getByLabelText('Name')).toHaveValue('')
    const select = within(dialog).getByRole('combobox', { name: 'Retarget broadcast' })
    await waitFor(() =>
      expect(
        within(select).getByRole('option', { name: 'A broadcast that was not found', selected: true }),
      ).toBeInTheDocument(),
    )
  })

  it('offers an engagement it does not know as it came, and sends it back unchanged', async () => {
    const posted = sentBodies(server)
    const user = userEvent.setup({ delay: null })
    renderApp(`/w/${workspaceId}/segments?new=1&name=Queued&retargetEngagementType=QUEUED_LATER`)
    const dialog = await screen.findByRole('dialog', { name: 'New segment' })
    const engagement = within(dialog).getByRole('combobox', { name: 'Retarget engagement' })
    expect(
      within(engagement).getByRole('option', { name: 'QUEUED_LATER (from the API)', selected: true }),
    ).toBeVisible()
    // Every hint says what its field is for, never just "any text".
    expect(within(dialog).queryByText(/any text/i)).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Type')).toHaveAccessibleDescription(/^What kind of segment this is\./)
    await user.click(within(dialog).getByRole('button', { name: 'Create segment' }))
    await waitFor(() => expect(posted).toEqual([{ name: 'Queued', retargetEngagementType: 'QUEUED_LATER' }]))
  })

  it('deletes a segment after confirming, and the row goes', async () => {
    const { user, table } = await openList()
    const target = seeded()[0]
    if (!target) throw new Error('no seeded segment')
    await user.click(within(table).getByRole('button', { name: `Delete ${target.name}` }))
    const dialog = await screen.findByRole('dialog', { name: `Delete “${target.name}”?` })
    await user.click(within(dialog).getByRole('button', { name: 'Delete segment' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(within(table).queryByRole('link', { name: target.name })).not.toBeInTheDocument())
    expect(db.data.segments.some((s) => s.id === target.id)).toBe(false)
    expect(await screen.findByText(`Deleted “${target.name}”`)).toBeInTheDocument()
  })
})
