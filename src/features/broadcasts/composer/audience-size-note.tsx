import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { audienceSize } from '@/domain/audience-size'
import { retargetQueries } from '@/resources/broadcasts'
import { formatCount, formatCountOf } from '@/lib/format'
import type { ComposerForm } from './composer-form'
import { LogsReadStatus } from './logs-read-status'
import { useSourceLogs } from './use-source-logs'

const people = (n: number) => formatCountOf(n, 'person', 'people')

/**
 * How many people a retarget takes: from the source's figures, else counted from its logs. The logs are read once
 * the source is picked, whatever its figures: the review counts the replies that asked to stop in them.
 */
function RetargetSize({ broadcastId, engagement }: { broadcastId: string; engagement: string }) {
  const source = useQuery(retargetQueries.broadcast(broadcastId))
  const countable = audienceSize({ kind: 'retarget', source: source.data, engagement, logs: [] }).kind === 'known'
  const logs = useSourceLogs(broadcastId, true)
  const size = audienceSize({ kind: 'retarget', source: source.data, engagement, logs: logs.done?.logs })
  const name = source.data ? `“${source.data.name}”` : 'the broadcast'

  if (source.isError)
    return (
      <>
        Could not read {name}: {source.error.message}
      </>
    )
  if (size.kind === 'known')
    return size.from === 'figures' ? (
      <>
        {people(size.count)}, from the figures of {name}.
      </>
    ) : (
      <>
        {people(size.count)}, counted from {formatCount(logs.done?.logs.length ?? 0)} logs of {name}.{' '}
        <LogsReadStatus state={logs.state} onRetry={logs.retry} />
      </>
    )
  if (source.isPending) return <>Looking up the broadcast…</>
  if (!engagement) return <>Known once you choose which of its people.</>
  if (!countable) return <>How many is not known: the API does not say which people this group holds.</>
  return (
    <>
      {name} has no figures for this group, so it is counted from its logs.{' '}
      <LogsReadStatus state={logs.state} onRetry={logs.retry} />
    </>
  )
}

/** What is known of the audience's size: segments are counted by the service; a retarget's people here. */
export function AudienceSizeNote() {
  const [audience, retarget] = useWatch<ComposerForm, ['audience', 'retarget']>({ name: ['audience', 'retarget'] })
  return (
    <p className="rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-700">
      <span className="font-medium">Size: </span>
      {audience === 'segments' ? (
        'The service counts a segment’s members when it sends.'
      ) : retarget.broadcastId ? (
        <RetargetSize broadcastId={retarget.broadcastId} engagement={retarget.engagement} />
      ) : (
        'Known once the broadcast is chosen.'
      )}
    </p>
  )
}
