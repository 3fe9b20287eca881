import type { UserEvent } from '@testing-library/user-event'
import type { SetupServer } from 'msw/node'

/** Types a whole value at once (a paste): all a form needs, and much faster than key by key. */
export async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input)
  await user.paste(text)
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
