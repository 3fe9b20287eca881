import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '@/components/not-found'

/** An address no screen has: the 404 inside the shell when signed in; signed out, the layout sends it to connect first. */
export const Route = createFileRoute('/_app/$')({
  staticData: { title: 'Page not found' },
  component: () => <NotFound />,
})
