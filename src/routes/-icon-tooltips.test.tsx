// Every icon-only button and link has a tooltip (src/components/tooltips.ts). The "-" keeps this file out of the route tree.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { missingTooltips } from '@/test/icon-controls'
import { renderApp } from '@/test/render-app'
import { openBuilder } from '@/test/builder-test-kit'

const { db } = withDemoServer()
const workspaceId = db.data.workspaces[0]?.id ?? 'ws_1'

beforeEach(() => connectAs())

describe('icon-only buttons and links', { timeout: 15_000 }, () => {
  it('each carry a tooltip: the header, the phone menu and a table’s actions', async () => {
    const user = userEvent.setup()
    renderApp('/tags')
    const [remove] = await screen.findAllByRole('button', { name: /^Delete / }, { timeout: 5000 })
    expect(remove).toHaveAttribute('data-tooltip')
    expect(missingTooltips()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    expect(await screen.findByRole('button', { name: 'Close menu' }, { timeout: 5000 })).toHaveAttribute('data-tooltip')
    expect(missingTooltips()).toEqual([])
  })

  it("each carry a tooltip in the builder's button list", async () => {
    const { user } = await openBuilder(workspaceId)
    await user.click(screen.getByRole('button', { name: 'Add quick reply button' }))
    await user.click(screen.getByRole('button', { name: 'Add quick reply button' }))
    expect(screen.getByRole('button', { name: 'Move button 2 up' })).toHaveAttribute('data-tooltip')
    expect(missingTooltips()).toEqual([])
  })

  it('show their tooltip on keyboard focus in the signed-in layout', async () => {
    renderApp('/tags')
    const [remove] = await screen.findAllByRole('button', { name: /^Delete / }, { timeout: 5000 })
    act(() => remove?.focus())
    expect(await screen.findByRole('tooltip')).toHaveTextContent(remove?.getAttribute('aria-label') ?? 'no button')
  })
})

describe('missingTooltips', () => {
  it('names each icon-only control without a tooltip, and only those', () => {
    document.body.innerHTML = `
      <button aria-label="Delete"><svg aria-hidden="true"></svg></button>
      <button data-tooltip="true" aria-label="Copy"><svg aria-hidden="true"></svg></button>
      <a href="/x"><span class="sr-only md:not-sr-only">Sign out</span></a>
      <button aria-label="Edit" data-tooltip=""><svg aria-hidden="true"></svg></button>
      <button><svg aria-hidden="true"></svg> Save</button>
      <label for="s">Active</label><button id="s" role="switch"></button>`
    const missing = missingTooltips()
    expect(missing).toHaveLength(3)
    expect(within(document.body).getByRole('button', { name: 'Delete' }).outerHTML).toBe(missing[0])
  })
})
