import { queryOptions } from '@tanstack/react-query'
import { listBroadcasts } from '@/api/broadcasts'
import { listContactTags } from '@/api/contact-tags'
import { listSegments } from '@/api/segments'
import { listStaff } from '@/api/staff'
import { listTemplates } from '@/api/templates'
import { listWebhooks } from '@/api/webhooks'
import { api } from '@/app/api'
import { resourceKeys } from '@/app/query-keys'

/** How many rows a count on the overview reads: the API has no totals, so more shows as "100+". */
export const COUNT_LIMIT = 100
/** The team table shows the first members of the same read that counts them. */
export const TEAM_SIZE = 10

const rowFetchers = {
  templates: (workspaceId: string, signal: AbortSignal) =>
    listTemplates(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
  broadcasts: (workspaceId: string, signal: AbortSignal) =>
    listBroadcasts(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
  segments: (workspaceId: string, signal: AbortSignal) =>
    listSegments(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
  staff: (workspaceId: string, signal: AbortSignal) => listStaff(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
}
export type CountedResource = keyof typeof rowFetchers

/** Resources of the whole account, not of one workspace. */
const accountRowFetchers = {
  contactTags: (signal: AbortSignal) => listContactTags(api, { limit: COUNT_LIMIT }, { signal }),
  webhooks: (signal: AbortSignal) => listWebhooks(api, { limit: COUNT_LIMIT }, { signal }),
}
export type AccountCountedResource = keyof typeof accountRowFetchers

const length = (rows: readonly unknown[]) => rows.length

/**
 * The overview's summaries: kept apart from workspaceQueries so the app's entry does not load four more schemas.
 * Each resource is read once, its first COUNT_LIMIT rows, and everything the overview shows of it is selected
 * from that read. Each lives under its own resource's root, so a change to that resource (its mutation
 * invalidates the root) refreshes the overview too.
 */
export const overviewQueries = {
  rows: (workspaceId: string, resource: CountedResource) =>
    queryOptions({
      queryKey: [...resourceKeys[resource], 'first-rows', workspaceId] as const,
      queryFn: ({ signal }): Promise<readonly unknown[]> => rowFetchers[resource](workspaceId, signal),
    }),
  accountRows: (resource: AccountCountedResource) =>
    queryOptions({
      queryKey: [...resourceKeys[resource], 'first-rows'] as const,
      queryFn: ({ signal }): Promise<readonly unknown[]> => accountRowFetchers[resource](signal),
    }),
  count: (workspaceId: string, resource: CountedResource) =>
    queryOptions({ ...overviewQueries.rows(workspaceId, resource), select: length }),
  accountCount: (resource: AccountCountedResource) =>
    queryOptions({ ...overviewQueries.accountRows(resource), select: length }),
  /** The staff count's own read (same key), typed as staff. */
  team: (workspaceId: string) =>
    queryOptions({
      queryKey: overviewQueries.rows(workspaceId, 'staff').queryKey,
      queryFn: ({ signal }) => rowFetchers.staff(workspaceId, signal),
      select: (members) => members.slice(0, TEAM_SIZE),
    }),
}
