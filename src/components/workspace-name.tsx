import { useQuery } from '@tanstack/react-query'
import { workspaceTitleQueries } from '@/resources/workspaces'
import { RecordName } from './record-name'

/** A workspace by its title, from the cache the header and the workspace's screens fill: rarely a request of its own. */
export function WorkspaceName({ workspaceId }: { workspaceId: string }) {
  const { data, isPending, error } = useQuery(workspaceTitleQueries.detail(workspaceId))
  return <RecordName id={workspaceId} name={data?.title} pending={isPending} error={error} noun="workspace" />
}
