import { useQueries, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useRef } from 'react'
import type { Broadcast } from '@/api/broadcasts'
import { BackLink } from '@/components/back-link'
import { PageHeader } from '@/components/page-header'
import { QueryErrorState } from '@/components/query-error-state'
import { recordFigures } from '@/domain/broadcast-figures'
import { BROADCAST_CHOICES_LIMIT, broadcastQueries, retargetQueries } from '@/resources/broadcasts'
import type { CompareSearch } from '../broadcast-search'
import { comparedIds, MIN_COMPARED, withComparedIds } from './compare-search'
import { completeRead } from '../complete-read'
import { useAllLogsStates } from '@/resources/use-all-logs'
import { BroadcastPicker, type PickableBroadcast } from './broadcast-picker'
import { statsOfRead } from './broadcast-stats'
import { CompareResults } from './compare-results'
import { comparedFromLogs, comparedFromRecord, type ComparedBroadcast } from './compared-broadcast'
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

/** Module-level, so useQueries keeps its result between renders while the reads stay the same. */
const recordsRead = (results: readonly { data?: Broadcast }[]) => results.map((result) => result.data)

/** The records of the picked broadcasts: from the list of choices, else (an older one, a shared link) their own read. */
function usePickedRecords(ids: readonly string[], choices: readonly Broadcast[] | undefined) {
  const listed = useMemo(
    () => new Map((choices ?? []).flatMap((broadcast) => (broadcast.id ? [[broadcast.id, broadcast] as const] : []))),
    [choices],
  )
  // Only once the list is in: a picked broadcast it holds is never read on its own.
  const unlisted = choices ? ids.filter((id) => !listed.has(id)) : []
  const details = useQueries({
    queries: unlisted.map((id) => ({ ...broadcastQueries.detail(id), retry: false })),
    combine: recordsRead,
  })
  const unlistedKey = unlisted.join(',')
  return useMemo(() => {
    const records = new Map<string, Broadcast>(listed)
    unlistedKey.split(',').forEach((id, index) => {
      const detail = details[index]
      if (id && detail) records.set(id, detail)
    })
    return records
  }, [listed, unlistedKey, details])
}

/**
 * Two to five broadcasts of a workspace side by side: from the record's own figures where it carries them (no log
 * read), else from every log of each, read one broadcast after another.
 */
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
  const records = usePickedRecords(ids, choicesQuery.data)
  const picked = useMemo(() => ids.map((id) => ({ id, name: records.get(id)?.name ?? id })), [records, ids])
  const figures = useMemo(
    () =>
      new Map(
        ids.flatMap((id) => {
          const record = records.get(id)
          const found = record && recordFigures(record)
          return found ? [[id, found] as const] : []
        }),
      ),
    [ids, records],
  )
  const toRead = useMemo(() => picked.filter(({ id }) => !figures.has(id)), [picked, figures])
  const readIds = useMemo(() => toRead.map(({ id }) => id), [toRead])
  const states = useAllLogsStates(readIds)
  const sequence = useCompareRead(readIds)
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
    states.length === toRead.length &&
    states.every((state) => completeRead(state) !== undefined)
  // Stats are worked out once per read (statsOfRead keeps them by the read's logs), not on every render.
  const rows = useMemo((): ComparedBroadcast[] | null => {
    if (!allRead) return null
    const labels = uniqueLabels(picked)
    return picked.map((broadcast, index) => {
      const base = { ...broadcast, label: labels[index] ?? broadcast.name }
      const fromRecord = figures.get(broadcast.id)
      if (fromRecord) return comparedFromRecord(base, fromRecord)
      const state = states[readIds.indexOf(broadcast.id)]
      return comparedFromLogs(base, statsOfRead((state && completeRead(state)?.logs) ?? []))
    })
  }, [allRead, picked, figures, states, readIds])

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
        description="Pick two to five broadcasts to see them side by side: delivered, read, replied and failed, as counts and rates of their recipients. A broadcast whose record carries its figures is compared from them, without reading its logs."
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
            toRead={toRead}
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
