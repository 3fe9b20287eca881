import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '@/components/not-found'

/** An address the workspace has no screen at: the 404 with this workspace's screens in the shell around it. */
export const Route = createFileRoute('/_app/w/$workspaceId/$')({
  staticData: { title: 'Page not found' },
  component: () => <NotFound />,
})
