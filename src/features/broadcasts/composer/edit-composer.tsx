import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Broadcast } from '@/api/broadcasts'
import { PageHeader } from '@/components/page-header'
import { broadcastStatusLabel, isScheduled } from '@/domain/broadcast-status'
import { BroadcastComposer } from './broadcast-composer'
import type { StepId } from './composer-steps'

interface EditComposerProps {
  workspaceId: string
  broadcast: Broadcast
  step: StepId
  onStepChange(step: StepId): void
}

/**
 * The composer over a scheduled broadcast. One that has started (or has no send time to come) cannot be changed
 * here: it says so. Decided once, when the page opens, so saving a change never swaps the page under the user.
 */
export function EditComposer({ workspaceId, broadcast, step, onStepChange }: EditComposerProps) {
  const [editable] = useState(() => (broadcast.id && isScheduled(broadcast, new Date()) ? broadcast.id : null))
  if (editable)
    return (
      <BroadcastComposer
        workspaceId={workspaceId}
        start={{ kind: 'edit', broadcast: { ...broadcast, id: editable } }}
        step={step}
        onStepChange={onStepChange}
      />
    )
  return (
    <>
      <PageHeader title={`Edit “${broadcast.name}”`} />
      <p className="max-w-prose text-sm text-slate-700">
        Only a broadcast waiting for its send time can be changed here, and “{broadcast.name}” is
        {broadcast.status ? ` ${broadcastStatusLabel(broadcast.status).toLowerCase()}` : ' not waiting for one'}.{' '}
        {broadcast.id ? (
          <Link
            to="/w/$workspaceId/broadcasts/new"
            params={{ workspaceId }}
            search={{ from: broadcast.id }}
            className="font-medium text-indigo-700 underline underline-offset-2"
          >
            Duplicate it as a new broadcast
          </Link>
        ) : (
          <Link
            to="/w/$workspaceId/broadcasts"
            params={{ workspaceId }}
            className="font-medium text-indigo-700 underline underline-offset-2"
          >
            Back to broadcasts
          </Link>
        )}
      </p>
    </>
  )
}
