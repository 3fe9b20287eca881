import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { useQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { Template } from '@/api/templates'
import { isRepliedEngagement } from '@/domain/opt-out-consent'
import { countOptOutReplies } from '@/domain/opt-out-reply'
import { retargetQueries } from '@/resources/broadcasts'
import { formatCountOf } from '@/lib/format'
import type { ComposerForm } from './composer-form'
import { offersOptOut } from './offers-opt-out'
import { LogsReadStatus } from './logs-read-status'
import { RetargetOptOutsConsent } from './retarget-opt-outs-consent'
import { useRetargetOptOuts } from './use-retarget-opt-outs'
import { useSourceLogs } from './use-source-logs'

function Warning({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">{children}</div>
    </li>
  )
}

/** How many of the source's people replied STOP or the like: read from every one of its logs. */
function StopReplies({ broadcastId }: { broadcastId: string }) {
  const source = useQuery(retargetQueries.broadcast(broadcastId))
  const logs = useSourceLogs(broadcastId, true)
  const read = logs.done?.logs
  const stopped = useMemo(() => (read ? countOptOutReplies(read.map((log) => log.reply)) : 0), [read])
  const name = source.data ? `“${source.data.name}”` : 'the earlier broadcast'
  if (!logs.done)
    return (
      <li className="text-sm text-slate-600">
        Checking the replies to {name} for STOP. <LogsReadStatus state={logs.state} onRetry={logs.retry} />
      </li>
    )
  if (stopped === 0)
    return (
      <li className="text-sm text-slate-600">
        Nobody replied STOP or the like to {name}. <LogsReadStatus state={logs.state} onRetry={logs.retry} />
      </li>
    )
  return (
    <Warning>
      <p>
        <span className="font-medium">{formatCountOf(stopped, 'person', 'people')} replied STOP or the like</span> to{' '}
        {name}, asking for no more messages. Make sure this audience leaves them out, since the service does not leave
        them out by itself.
      </p>
      <LogsReadStatus state={logs.state} onRetry={logs.retry} />
    </Warning>
  )
}

interface RetargetProps {
  workspaceId: string
  broadcastId: string
  engagement: string
}

/** A retarget to replied gathers those who replied STOP: how many, and the box to include them. */
function RepliedOptOuts({ workspaceId, broadcastId, engagement }: RetargetProps) {
  const source = useQuery(retargetQueries.broadcast(broadcastId))
  const { check } = useRetargetOptOuts(broadcastId, engagement)
  if (check.toConfirm === 0)
    return (
      <li className="text-sm text-slate-600">
        Nobody who replied to {source.data ? `“${source.data.name}”` : 'the earlier broadcast'} asked for no more
        messages.
      </li>
    )
  return (
    <li>
      <RetargetOptOutsConsent workspaceId={workspaceId} broadcastId={broadcastId} engagement={engagement} />
    </li>
  )
}

/** What to know before launching: a marketing message without a way out, and the people who asked to stop. */
export function ReviewWarnings({ workspaceId, template }: { workspaceId: string; template: Template | null }) {
  const [audience, retarget] = useWatch<ComposerForm, ['audience', 'retarget']>({ name: ['audience', 'retarget'] })
  const noOptOut = template?.template.category === 'MARKETING' && !offersOptOut(template)
  const checksReplies = audience === 'retarget' && retarget.broadcastId !== ''
  if (!noOptOut && !checksReplies) return null
  return (
    <section aria-labelledby="composer-warnings-heading" className="min-w-0 space-y-2">
      <h3 id="composer-warnings-heading" className="text-base font-semibold text-slate-900">
        Before you launch
      </h3>
      <ul className="space-y-2">
        {noOptOut && (
          <Warning>
            <p>
              <span className="font-medium">A marketing message without a way to stop.</span> The template has no
              opt-out line (such as “Reply STOP to unsubscribe”) in its footer or body, nor a button to stop: WhatsApp
              expects one, and people without one report the message instead.
            </p>
          </Warning>
        )}
        {checksReplies &&
          (isRepliedEngagement(retarget.engagement) ? (
            <RepliedOptOuts
              workspaceId={workspaceId}
              broadcastId={retarget.broadcastId}
              engagement={retarget.engagement}
            />
          ) : (
            <StopReplies broadcastId={retarget.broadcastId} />
          ))}
      </ul>
    </section>
  )
}
