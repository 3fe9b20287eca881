import type { Broadcast } from '@/api/broadcasts'
import { BroadcastComposer } from './broadcast-composer'
import type { ComposerSearch } from './composer-search'
import { newStart, originOf } from './composer-start'
import type { StepId } from './composer-steps'

interface NewComposerProps {
  workspaceId: string
  search: ComposerSearch
  /** The broadcast the URL names (`from` or `retarget`), as the route read it. */
  source?: Broadcast
  onStepChange(step: StepId): void
}

/** The composer of a new broadcast: empty, a copy or a retarget, by its URL; a new composer per start. */
export function NewComposer({ workspaceId, search, source, onStepChange }: NewComposerProps) {
  const start = newStart(search, source)
  return (
    <BroadcastComposer
      key={originOf(start)}
      workspaceId={workspaceId}
      start={start}
      step={search.step ?? 'message'}
      onStepChange={onStepChange}
    />
  )
}
