import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createApp } from '@/create-app'

/** Renders the real app (routes, query client, error policy) at a path, with a fresh QueryClient. */
export function renderApp(path: string) {
  const app = createApp(createMemoryHistory({ initialEntries: [path] }))
  const view = render(<app.App />)
  return { ...app, ...view }
}
