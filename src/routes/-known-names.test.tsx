import { configure, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

// Screens that refer to other records: each shows their names, never their raw ids. The "-" keeps this file out of
// the route tree.
const { db } = withDemoServer()
configure({ asyncUtilTimeout: 10_000 })
beforeEach(() => connectAs())

const workspaceTitle = (id: string) => db.data.workspaces.find((workspace) => workspace.id === id)?.title ?? id
const segmentName = (id: string) => db.data.segments.find((segment) => segment.id === id)?.name ?? id
const broadcastName = (id: string) => db.data.broadcasts.find((broadcast) => broadcast.id === id)?.name ?? id

interface Refers {
  screen: string
  path: () => string
  /** The ids the screen refers to, each with the name it must show instead. */
  known: () => { id: string; name: string }[]
}

const screens: Refers[] = [
  {
    screen: 'broadcast detail',
    path: () => '/w/ws_1/broadcasts/bc_1',
    known: () => [{ id: 'ws_1', name: workspaceTitle('ws_1') }],
  },
  {
    screen: 'broadcast detail of another workspace’s broadcast',
    path: () => {
      const broadcast = db.data.broadcasts.find((b) => b.id === 'bc_1')
      if (broadcast) broadcast.workspace = { id: 'ws_2' }
      return '/w/ws_1/broadcasts/bc_1'
    },
    known: () => [{ id: 'ws_2', name: workspaceTitle('ws_2') }],
  },
  {
    screen: 'segment detail',
    path: () => '/w/ws_1/segments/seg_3',
    known: () => [
      { id: 'seg_1', name: segmentName('seg_1') },
      { id: 'bc_1', name: broadcastName('bc_1') },
    ],
  },
  {
    screen: 'staff detail',
    path: () => {
      const member = db.data.staff.find((m) => m.workspaces.length > 1)
      if (!member) throw new Error('the seed has no member of several workspaces')
      return `/w/${member.workspaces[0]}/staff/${member.id}`
    },
    known: () => {
      const member = db.data.staff.find((m) => m.workspaces.length > 1)
      return (member?.workspaces ?? []).map((id) => ({ id, name: workspaceTitle(id) }))
    },
  },
]

/**
 * What the user reads in the main area, text by text: an id shown as the point of a field labelled "… id", and what
 * is folded away under Technical details, are left out.
 */
function mainText(): string {
  const main = document.querySelector('main')?.cloneNode(true)
  if (!(main instanceof HTMLElement)) return ''
  for (const details of main.querySelectorAll('details')) {
    if (details.querySelector('summary')?.textContent === 'Technical details') details.remove()
  }
  for (const term of main.querySelectorAll('dt')) {
    if (/\bid$/i.test(term.textContent ?? '')) term.nextElementSibling?.remove()
  }
  const texts: string[] = []
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '')
  return texts.join(' | ')
}

const asWord = (id: string) => new RegExp(`(^|[^\\w])${id}([^\\w]|$)`)

describe('screens name what they refer to', { timeout: 30_000 }, () => {
  it.each(screens)('$screen shows names, not ids', async ({ path, known }) => {
    renderApp(path())
    const expected = known()
    expect(expected.every(({ id, name }) => name !== id)).toBe(true)
    await waitFor(() => {
      for (const { name } of expected) expect(mainText()).toContain(name)
    })
    for (const { id } of expected) expect(mainText()).not.toMatch(asWord(id))
    expect(screen.queryAllByRole('alert')).toEqual([])
  })

  it('shows a workspace it cannot find as a workspace, muted and saying so, never by its id', async () => {
    const broadcast = db.data.broadcasts.find((b) => b.id === 'bc_1')
    if (broadcast) broadcast.workspace = { id: 'ws_gone' }
    renderApp('/w/ws_1/broadcasts/bc_1')
    const workspace = (await screen.findByText('Workspace', { selector: 'dt' })).nextElementSibling
    await waitFor(() => expect(workspace).toHaveTextContent(/^Workspace \(not found\)$/))
  })
})
