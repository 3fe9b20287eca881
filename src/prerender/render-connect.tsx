import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createApp } from '@/create-app'

/**
 * The connect screen as HTML, for dist/connect.html (scripts/build/prerender-connect.mjs): the page a new visitor
 * lands on paints before its script has loaded. Rendered with no session, no storage and no hint, so it
 * holds no user data.
 */
export async function renderConnect(): Promise<string> {
  const { App, router } = createApp(createMemoryHistory({ initialEntries: ['/connect'] }))
  await router.load()
  return renderToString(<App />)
}
