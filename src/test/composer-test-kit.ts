import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type { withDemoServer } from '@/test/demo-harness'
import { renderApp } from '@/test/render-app'

type User = ReturnType<typeof userEvent.setup>
type Demo = ReturnType<typeof withDemoServer>

/** Opens the composer at `path` in the real app and waits for its first step. */
export async function openComposer(path: string, heading: string | RegExp = 'New broadcast') {
  const view = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 })
  return { ...view, user: userEvent.setup({ delay: null }) }
}

/** The step's heading, which names the composer's form (the shell has headings of its own). */
export const stepHeading = () => within(screen.getByRole('form')).getByRole('heading', { level: 2 })
export const progress = () => within(screen.getByRole('navigation', { name: 'Steps' }))

/** The progress header's link of a step, e.g. "Step 2: Values, done". */
export const stepLink = (title: string) => progress().getByRole('link', { name: new RegExp(`: ${title},`) })

export async function next(user: User, to: string) {
  await user.click(screen.getByRole('button', { name: `Next: ${to}` }))
  await waitFor(() => expect(stepHeading()).toHaveTextContent(to), { timeout: 5000 })
}

export async function chooseTemplate(user: User, name: string) {
  const picker = screen.getByRole('combobox', { name: 'Template' })
  await user.type(picker, name)
  const listbox = screen.getByRole('listbox', { name: 'Templates' })
  const option = await within(listbox).findByRole('option', { name: new RegExp(`^${name} \\(`) }, { timeout: 5000 })
  await user.click(option)
  await waitFor(() => expect(screen.getByRole('figure', { name: 'Message preview' })).toBeInTheDocument())
}

/** Sets a date or time input as the browser's picker does. */
export function setInput(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

/** The bodies the demo API receives for `method` on paths matching `path`. */
export function captureBodies(demo: Demo, method: string, path: RegExp) {
  const bodies: Promise<unknown>[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) bodies.push(request.clone().json())
  }
  demo.server.events.on('request:start', listener)
  return () => Promise.all(bodies)
}
