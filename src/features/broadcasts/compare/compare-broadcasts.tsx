import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useRef } from 'react'
import { BackLink } from '@/components/back-link'
import { PageHeader } from '@/components/page-header'
import { QueryErrorState } from '@/components/query-error-state'
import { BROADCAST_CHOICES_LIMIT, retargetQueries } from '@/resources/broadcasts'
import type { CompareSearch } from '../broadcast-search'
import { comparedIds, MIN_COMPARED, withComparedIds } from './compare-search'
import { completeRead } from '../complete-read'
import { useAllLogsStates } from '../use-all-logs'
import { BroadcastPicker, type PickableBroadcast } from './broadcast-picker'
import { statsOfRead } from './broadcast-stats'
import { CompareResults } from './compare-results'
import { type ComparedBroadcast } from './compared-broadcast'
import { ReadPlan } from './read-plan'
import { useCompareRead } from './use-compare-read'

interface CompareBroadcastsProps {
  workspaceId: string
  search: CompareSearch
  onSearchChange(next: CompareSearch, options?: { replace?: boolean }): void
}

/** Labels that tell the broadcasts apart: a name that repeats carries its id. */
function uniqueLabels(broadcasts: readonly PickableBroadcast[]): string[] {
  const seen = new Map<string, number>()
  for (const { name } of broadcasts) seen.set(name, (seen.get(name) ?? 0) + 1)
  return broadcasts.map(({ id, name }) => ((seen.get(name) ?? 0) > 1 ? `${name} (${id})` : name))
}

/** Two to five broadcasts of a workspace side by side, from every log of each, read one broadcast after another. */
export function CompareBroadcasts({ workspaceId, search, onSearchChange }: CompareBroadcastsProps) {
  // The same newest-100 list the segment form offers as retargets: one query, one cache entry.
  const choicesQuery = useQuery(retargetQueries.choices(workspaceId))
  const choices = useMemo(
    () =>
      (choicesQuery.data ?? []).flatMap((broadcast) =>
        broadcast.id ? [{ id: broadcast.id, name: broadcast.name }] : [],
      ),
    [choicesQuery.data],
  )
  const idsText = search.ids
  const ids = useMemo(() => comparedIds({ ids: idsText }), [idsText])
  const picked = useMemo(() => {
    const names = new Map(choices.map((choice) => [choice.id, choice.name]))
    return ids.map((id) => ({ id, name: names.get(id) ?? id }))
  }, [choices, ids])
  const states = useAllLogsStates(ids)
  const sequence = useCompareRead(ids)
  const compareRef = useRef<HTMLButtonElement>(null)
  const focusResults = useRef(false)
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && focusResults.current) {
      focusResults.current = false
      heading.focus()
    }
  }, [])

  const allRead =
    picked.length >= MIN_COMPARED &&
    states.length === picked.length &&
    states.every((state) => completeRead(state) !== undefined)
  // Stats are worked out once per read (statsOfRead keeps them by the read's logs), not on every render.
  const rows = useMemo((): ComparedBroadcast[] | null => {
    if (!allRead) return null
    const labels = uniqueLabels(picked)
    return picked.map((broadcast, index) => {
      const state = states[index]
      const logs = (state && completeRead(state)?.logs) ?? []
      return { ...broadcast, label: labels[index] ?? broadcast.name, stats: statsOfRead(logs) }
    })
  }, [allRead, picked, states])

  const compare = async () => {
    focusResults.current = true
    const end = await sequence.start()
    if (end !== 'complete') focusResults.current = false
  }
  const cancel = () => {
    focusResults.current = false
    sequence.cancel()
    compareRef.current?.focus()
  }

  return (
    <>
      <BackLink to="/w/$workspaceId/broadcasts" params={{ workspaceId }}>
        All broadcasts
      </BackLink>
      <PageHeader
        title="Compare broadcasts"
        description="Pick two to five broadcasts to see them side by side: delivered, read, replied and failed, as counts and rates of their recipients."
      />
      <div className="space-y-8">
        <section
          aria-label="Pick broadcasts"
          className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          {choicesQuery.isError ? (
            <QueryErrorState title="Could not load the workspace’s broadcasts" query={choicesQuery} />
          ) : choicesQuery.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Loading the workspace’s broadcasts…
            </p>
          ) : (
            <BroadcastPicker
              choices={choices}
              more={(choicesQuery.data?.length ?? 0) >= BROADCAST_CHOICES_LIMIT}
              picked={ids}
              disabled={sequence.reading}
              onPick={(next) => onSearchChange(withComparedIds(search, next), { replace: true })}
            />
          )}
          <ReadPlan
            picked={picked}
            states={states}
            current={sequence.current}
            onCompare={() => void compare()}
            onCancel={cancel}
            compareRef={compareRef}
          />
        </section>
        {rows && <CompareResults workspaceId={workspaceId} rows={rows} headingRef={headingRef} />}
      </div>
    </>
  )
}
