import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { SetupServer } from 'msw/node'

/** Types a whole value at once (a paste) into an input, or the one with this label: much faster than key by key. */
export async function fill(user: UserEvent, input: HTMLElement | string, text: string) {
  await user.click(typeof input === 'string' ? screen.getByLabelText(input) : input)
  await user.paste(text)
}

/** The URLs of the requests that reach the demo server from now on, in order. */
export function requestedUrls(server: SetupServer): URL[] {
  const urls: URL[] = []
  server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url)))
  return urls
}

/** The JSON bodies of the requests with this method that reach the demo server from now on, as they were sent. */
export function sentBodies(server: SetupServer, method: 'POST' | 'PUT' = 'POST'): unknown[] {
  const bodies: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === method)
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body))
  })
  return bodies
}
