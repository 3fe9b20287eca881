import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query'
import { type BroadcastLog } from '@/api/broadcasts'
import { readableRows, type ListRow } from '@/api/list-rows'
import { walkPages, type WalkOutcome, type WalkProgress, type WalkWait } from '@/lib/walk-pages'
import { broadcastLogQueries, readLogs } from './broadcast-logs'
import { apiWalkFailures, fetchWalkPage } from './fetch-walk-page'

/** The API's largest page: 5,200 logs are 6 requests. */
export const ALL_LOGS_PAGE_SIZE = 1000

/** Reading every one of `logs` logs: one request per full page, plus the short (or empty) page that shows the end. */
export const requestsToRead = (logs: number) => Math.floor(Math.max(0, logs) / ALL_LOGS_PAGE_SIZE) + 1

/** When a 429 gives no Retry-After. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 10_000

/** Every log of a broadcast, as one read found them. */
export interface AllLogsRead {
  outcome: WalkOutcome
  logs: BroadcastLog[]
  /** Logs the API sent that are not the shape of a log: counted, left out of the figures and the export. */
  unreadable: number
  pagesRead: number
  /** Pages that went to the API (pages still fresh in the cache cost nothing). */
  requests: number
  /** When the read ended, in ms since the epoch. */
  readAt: number
  error?: unknown
}

export interface AllLogsProgress extends WalkProgress {
  waiting?: WalkWait
}

interface Running {
  controller: AbortController
  promise: Promise<AllLogsRead>
  progress: AllLogsProgress
}

interface Registry {
  running: Map<string, Running>
  listeners: Set<() => void>
  version: number
}

/**
 * The last read of every log page, kept while the tab is open, under the broadcast's logs (so its delete forgets
 * it). Never fetched by itself: only a read the user asked for fills it.
 */
export const allLogsQuery = (broadcastId: string) =>
  queryOptions<AllLogsRead | null>({
    queryKey: [...broadcastLogQueries.of(broadcastId), 'all'] as const,
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  })

/**
 * One page of the read of every log (see fetchWalkPage), through the cache of log pages: `onRequest` hears of each
 * page that went to the API, as pages still fresh in the cache cost nothing; `fresh` reads it from the API anyway.
 */
export function fetchAllLogsPage(
  client: QueryClient,
  broadcastId: string,
  page: number,
  signal: AbortSignal,
  onRequest: () => void,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const params = { page, limit: ALL_LOGS_PAGE_SIZE }
  return fetchWalkPage(
    client,
    {
      ...broadcastLogQueries.page(broadcastId, params),
      ...(fresh && { staleTime: 0 }),
      queryFn: ({ signal: querySignal }) => {
        onRequest()
        return readLogs(client, broadcastId, params, querySignal)
      },
    },
    signal,
  )
}

/** Reads under way, per query client: a read outlives the screen that started it, and every screen shares it. */
const registries = new WeakMap<QueryClient, Registry>()

function registryOf(client: QueryClient): Registry {
  let registry = registries.get(client)
  if (!registry) {
    registry = { running: new Map(), listeners: new Set(), version: 0 }
    registries.set(client, registry)
  }
  return registry
}

function changed(registry: Registry) {
  registry.version += 1
  for (const listener of registry.listeners) listener()
}

/** The last read of a broadcast's logs kept in the cache, if any. */
export function cachedAllLogs(client: QueryClient, broadcastId: string): AllLogsRead | undefined {
  return client.getQueryData(allLogsQuery(broadcastId).queryKey) ?? undefined
}

/** Keeps a read for as long as the tab is open (or until the broadcast is deleted, or the cache emptied). */
export function storeAllLogs(client: QueryClient, broadcastId: string, read: AllLogsRead) {
  const { queryKey } = allLogsQuery(broadcastId)
  client.setQueryDefaults(queryKey, { gcTime: Infinity, staleTime: Infinity })
  client.setQueryData(queryKey, read)
}

/** Where a read under way has got to, or undefined when none is. */
export function allLogsProgress(client: QueryClient, broadcastId: string): AllLogsProgress | undefined {
  return registryOf(client).running.get(broadcastId)?.progress
}

/** Hears of every read starting, moving on and ending; returns the unsubscribe. */
export function subscribeAllLogsReads(client: QueryClient, listener: () => void): () => void {
  const registry = registryOf(client)
  registry.listeners.add(listener)
  return () => registry.listeners.delete(listener)
}

/** Changes whenever a read starts, moves on or ends: a snapshot for useSyncExternalStore. */
export function allLogsReadsVersion(client: QueryClient): number {
  return registryOf(client).version
}

export interface ReadAllLogsOptions {
  /** Reads every page from the API even if a complete read is kept and its pages are fresh. */
  fresh?: boolean
}

/**
 * Reads every log page of a broadcast, paced for the API's rate limit, waiting out 429s; keeps the result in the
 * cache. A read already under way is shared, and a complete read already kept is the answer unless `fresh`.
 * Each page goes through the query cache, so the global 401 policy applies.
 */
export function readAllLogs(
  client: QueryClient,
  broadcastId: string,
  { fresh = false }: ReadAllLogsOptions = {},
): Promise<AllLogsRead> {
  const registry = registryOf(client)
  const running = registry.running.get(broadcastId)
  if (running) return running.promise
  const kept = cachedAllLogs(client, broadcastId)
  if (!fresh && kept?.outcome === 'complete') return Promise.resolve(kept)

  const controller = new AbortController()
  let requests = 0
  const entry: Running = { controller, promise: Promise.resolve(kept as AllLogsRead), progress: empty() }
  const update = (progress: AllLogsProgress) => {
    entry.progress = progress
    changed(registry)
  }
  entry.promise = walkPages<ListRow<BroadcastLog>>({
    pageSize: ALL_LOGS_PAGE_SIZE,
    signal: controller.signal,
    fetchPage: (page, signal) => fetchAllLogsPage(client, broadcastId, page, signal, () => (requests += 1), { fresh }),
    ...apiWalkFailures(DEFAULT_RATE_LIMIT_WAIT_MS),
    onProgress: (progress) => update(progress),
    onWait: (waiting) => {
      if (waiting.reason !== 'pacing' || waiting.ms >= 1000) update({ ...entry.progress, waiting })
    },
  }).then(({ items, outcome, pagesRead, error }) => {
    const logs = readableRows(items)
    const read: AllLogsRead = {
      outcome,
      logs,
      unreadable: items.length - logs.length,
      pagesRead,
      requests,
      readAt: Date.now(),
      error,
    }
    registry.running.delete(broadcastId)
    storeAllLogs(client, broadcastId, read)
    changed(registry)
    return read
  })
  registry.running.set(broadcastId, entry)
  changed(registry)
  return entry.promise
}

/** Stops a read under way; it ends 'cancelled' with what it had read. */
export function cancelAllLogs(client: QueryClient, broadcastId: string) {
  registryOf(client).running.get(broadcastId)?.controller.abort()
}

const empty = (): AllLogsProgress => ({ pagesRead: 0, itemsRead: 0, requests: 0 })
