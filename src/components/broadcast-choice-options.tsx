import { useQuery } from '@tanstack/react-query'
import { retargetQueries } from '@/resources/broadcasts'

/** A broadcast the list did not offer (a link's, an older one): named once it is read, else said to be not found. */
function UnlistedBroadcastOption({ broadcastId }: { broadcastId: string }) {
  const { data, isPending } = useQuery(retargetQueries.broadcast(broadcastId))
  return (
    <option value={broadcastId}>
      {data?.name ?? (isPending ? 'Loading the broadcast…' : 'A broadcast that was not found')}
    </option>
  )
}

/** The options of a broadcast select: the chosen one first when the list does not hold it, then the choices. */
export function BroadcastChoiceOptions({
  value,
  choices,
}: {
  value: string
  choices: readonly { id: string; name: string }[]
}) {
  return (
    <>
      {value && !choices.some((choice) => choice.id === value) && <UnlistedBroadcastOption broadcastId={value} />}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </>
  )
}
