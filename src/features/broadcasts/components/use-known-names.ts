import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Broadcast } from '@/api/broadcasts'
import type { Segment } from '@/api/segments'
import { broadcastQueries, retargetQueries } from '@/resources/broadcasts'
import { cachedListRows } from '@/resources/cached-list-rows'
import { segmentQueries } from '@/resources/segments'
import type { KnownNames } from './broadcast-audience'

type Named = { id?: string | null; name: string }

const NO_ROWS: readonly Broadcast[] = []

const namesById = (items: readonly Named[]) =>
  new Map(items.flatMap((item) => (item.id ? [[item.id, item.name] as const] : [])))

/**
 * The names of segments and broadcasts this tab has already read (every list of them in the cache, and `rows`), by
 * id: an audience is named from them, and nothing is fetched for it. Follows the workspace's lists of choices.
 */
export function useKnownNames(workspaceId: string, rows: readonly Broadcast[] = NO_ROWS): KnownNames {
  const client = useQueryClient()
  const segmentChoices = useQuery({ ...segmentQueries.choices(workspaceId), enabled: false })
  const broadcastChoices = useQuery({ ...retargetQueries.choices(workspaceId), enabled: false })
  return useMemo(() => {
    return {
      segments: namesById([...cachedListRows<Segment>(client, segmentQueries), ...(segmentChoices.data ?? [])]),
      broadcasts: namesById([
        ...cachedListRows<Broadcast>(client, broadcastQueries),
        ...(broadcastChoices.data ?? []),
        ...rows,
      ]),
    }
  }, [client, segmentChoices.data, broadcastChoices.data, rows])
}
