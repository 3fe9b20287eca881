import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { connectAs } from '@/test/connect-as'
import { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'
import { withResizeObserverStub } from '@/test/resize-observer-stub'
import { createCommands } from './palette-actions'

withDemoServer()
withResizeObserverStub()

beforeEach(() => connectAs())

const WORKSPACE = 'ws_1'

/**
 * Every screen of the route tree that is a list or a workspace page: no item id in its path, not a catch-all, and
 * not itself a page that makes something (`…/new`, `…/edit`).
 */
function screenPaths(routePaths: readonly string[]): string[] {
  return routePaths
    .filter((path) => path.startsWith('/') && !/\$(?!workspaceId)|\/new$|edit$/.test(path) && path !== '/connect')
    .map((path) => path.replace('$workspaceId', WORKSPACE).replace(/(.)\/$/, '$1'))
    .filter((path, index, all) => all.indexOf(path) === index && path !== '/')
}

/** The "New …" controls a screen shows in its main area, once its heading is there. */
async function createControls() {
  const main = screen.getByRole('main')
  await within(main).findByRole('heading', { level: 1 }, { timeout: 10_000 })
  const named = { name: /^New\b/ }
  return [...within(main).queryAllByRole('button', named), ...within(main).queryAllByRole('link', named)]
}

describe('the palette’s "New …" commands', () => {
  it('cover every screen’s own "New …" button and link, going where it goes', async () => {
    const { router } = renderApp(`/w/${WORKSPACE}`)
    const commands = createCommands(WORKSPACE).map((command) => ({
      label: command.label,
      href: command.action.kind === 'go' ? router.buildLocation(command.action.link).href : '',
    }))
    const paths = screenPaths(Object.keys(router.routesByPath))
    expect(paths).toEqual(expect.arrayContaining([`/w/${WORKSPACE}/templates`, '/webhooks', '/tags', '/workspaces']))

    const offered: string[] = []
    for (const path of paths) {
      await act(() => router.navigate({ href: path }))
      for (const control of await createControls()) {
        const label = `${path}: ${control.textContent?.trim()}`
        offered.push(label)
        // A link goes to a page that makes one; a button opens its create dialog, which `new=1` opens from the URL.
        const href = control.getAttribute('href') ?? `${path}?new=1`
        expect(
          commands.map((command) => command.href),
          `${label} has no "New …" in the palette`,
        ).toContain(href)
      }
    }
    // The scan saw the screens that make things: it would fail if it found no button at all.
    expect(offered.length).toBeGreaterThanOrEqual(5)
  }, 60_000)

  it('each opens what it promises: the create page, or the list with its create dialog open', async () => {
    const { router } = renderApp(`/w/${WORKSPACE}`)
    for (const command of createCommands(WORKSPACE)) {
      if (command.action.kind !== 'go') continue
      const { link } = command.action
      await act(() => router.navigate(link as Parameters<typeof router.navigate>[0]))
      await waitFor(() => expect(router.state.status).toBe('idle'))
      if ((link.search as { new?: number } | undefined)?.new === 1)
        expect(await screen.findByRole('dialog', { name: /^New / }, { timeout: 10_000 })).toBeInTheDocument()
      else
        expect(
          await within(screen.getByRole('main')).findByRole('heading', { level: 1 }, { timeout: 10_000 }),
        ).not.toHaveTextContent(/not found/i)
    }
  }, 60_000)
})
