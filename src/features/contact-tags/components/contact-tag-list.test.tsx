import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { formatDateTime } from '@/lib/format'
import { fill, sentBodies } from '@/test/app-test-helpers'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { bodyRows } from '@/test/table-test-kit'
import { textsByRole } from '@/test/texts-by-role'

const { db, server } = withDemoServer()
// Whole flows through the app, on a machine that may be busy: every wait allows for a slow answer.
configure({ asyncUtilTimeout: 5000 })

beforeEach(() => connectAs())

async function openList(path = '/tags') {
  const view = renderApp(path)
  const table = await screen.findByRole('table', { name: 'Contact tags' })
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'))
  return { ...view, table, user: userEvent.setup({ delay: null }) }
}

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New tag' }))
  return screen.findByRole('dialog', { name: 'New contact tag' })
}

const tagNamed = (name: string) => db.data.contactTags.filter((tag) => tag.name === name)

describe('contact tags', { timeout: 30_000 }, () => {
  it('lists tags newest first with their canonical names, each linking to its detail', async () => {
    const { table } = await openList()
    expect(textsByRole(table, 'columnheader')).toEqual(['Name', 'Canonical name', 'Created', 'Actions'])
    const newest = [...db.data.contactTags].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 10)
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10))
    for (const [index, tag] of newest.entries()) {
      const row = bodyRows(table)[index] as HTMLElement
      expect(within(row).getByRole('link', { name: tag.name })).toHaveAttribute('href', `/tags/${tag.id}`)
      expect(row).toHaveTextContent(tag.canonical)
    }
  })

  it('narrows the list by the search text, which also matches canonical names', async () => {
    const { user, table, router } = await openList()
    await fill(user, screen.getByRole('searchbox', { name: 'Search tags by name' }), 'loyalty_')
    const names = () => bodyRows(table).map((row) => within(row).getByRole('link').textContent)
    await waitFor(() => expect(names().sort()).toEqual(['Loyalty: Bronze', 'Loyalty: Gold', 'Loyalty: Silver']))
    expect(router.state.location.search).toMatchObject({ searchText: 'loyalty_' })
  })

  it('creates a tag and shows the canonical name the API gave it, in the toast and in the list', async () => {
    const posted = sentBodies(server)
    const { user, table } = await openList()
    const dialog = await openCreate(user)
    await fill(user, within(dialog).getByLabelText('Name'), '  Summer 2027: early birds ')
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      /Expected canonical name: summer_2027_early_birds\./,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted).toEqual([{ name: 'Summer 2027: early birds' }])
    expect(
      await screen.findByText('Created “Summer 2027: early birds” (canonical name summer_2027_early_birds)'),
    ).toBeInTheDocument()
    const row = await within(table).findByRole('row', { name: (name) => name.includes('Summer 2027: early birds') })
    expect(row).toHaveTextContent('summer_2027_early_birds')
    expect(bodyRows(table)[0]).toBe(row)
  })

  it('warns as the user types that a tag already exists, and the first submit only asks to confirm', async () => {
    const posted = sentBodies(server)
    const { user } = await openList()
    const dialog = await openCreate(user)
    await fill(user, within(dialog).getByLabelText('Name'), 'vip-CUSTOMER')
    expect(await within(dialog).findByText('A tag “VIP customer” already exists')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))
    const again = await within(dialog).findByRole('button', { name: 'Create anyway' })
    expect(posted).toEqual([])
    expect(within(dialog).getByLabelText('Name')).toHaveValue('vip-CUSTOMER')

    // The demo API refuses a canonical name it already has: its answer shows by the button.
    await user.click(again)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A tag with canonical name "vip_customer" already exists',
    )
    expect(posted).toEqual([{ name: 'vip-CUSTOMER' }])
    expect(screen.getByRole('dialog', { name: 'New contact tag' })).toBeInTheDocument()
  })

  it('blocks a submit made before the check has answered, and asks again once the name changes', async () => {
    const posted = sentBodies(server)
    const { user } = await openList()
    const dialog = await openCreate(user)
    const name = within(dialog).getByLabelText('Name')
    await fill(user, name, 'spain')
    await user.keyboard('{Enter}')
    expect(await within(dialog).findByRole('button', { name: 'Create anyway' })).toBeInTheDocument()
    expect(within(dialog).getByText('A tag “Spain” already exists')).toBeInTheDocument()
    expect(posted).toEqual([])

    await fill(user, name, ' BRAZIL')
    expect(within(dialog).getByRole('button', { name: 'Create tag' })).toBeInTheDocument()
    await user.clear(name)
    await fill(user, name, 'Portugal')
    await waitFor(() => expect(within(dialog).queryByText(/already exists/)).not.toBeInTheDocument())
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted).toEqual([{ name: 'Portugal' }])
    expect(tagNamed('Portugal')).toHaveLength(1)
  })

  it('shows a tag’s detail and deletes it from there, back to the list', async () => {
    const tag = db.data.contactTags.find((t) => t.id === 'tag_2')
    if (!tag) throw new Error('the seed has no tag_2')
    renderApp(`/tags/${tag.id}`)
    const user = userEvent.setup({ delay: null })
    expect(await screen.findByRole('heading', { level: 1, name: tag.name })).toBeInTheDocument()
    expect(screen.getByText(tag.canonical)).toBeInTheDocument()
    expect(screen.getByText(formatDateTime(tag.createdAt))).toHaveAttribute('datetime', tag.createdAt)
    expect(screen.getByText(formatDateTime(tag.updatedAt))).toHaveAttribute('datetime', tag.updatedAt)

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: `Delete “${tag.name}”?` })
    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }))
    const table = await screen.findByRole('table', { name: 'Contact tags' })
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0))
    expect(within(table).queryByRole('link', { name: tag.name })).not.toBeInTheDocument()
    expect(db.data.contactTags.some((t) => t.id === tag.id)).toBe(false)
  })

  it('deletes a tag from the list after confirming', async () => {
    const { user, table } = await openList()
    const first = bodyRows(table)[0]
    const link = first && within(first).getByRole('link')
    const name = link?.textContent ?? ''
    await user.click(within(table).getByRole('button', { name: `Delete ${name}` }))
    const dialog = await screen.findByRole('dialog', { name: `Delete “${name}”?` })
    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }))
    await waitFor(() => expect(within(table).queryByRole('link', { name })).not.toBeInTheDocument())
    expect(tagNamed(name)).toHaveLength(0)
    expect(await screen.findByText(`Deleted “${name}”`)).toBeInTheDocument()
  })
})
