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

const countFetchers = {
  templates: (workspaceId: string, signal: AbortSignal) => listTemplates(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
  broadcasts: (workspaceId: string, signal: AbortSignal) => listBroadcasts(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
  segments: (workspaceId: string, signal: AbortSignal) => listSegments(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
  staff: (workspaceId: string, signal: AbortSignal) => listStaff(api, { workspaceId, limit: COUNT_LIMIT }, { signal }),
}
export type CountedResource = keyof typeof countFetchers

/** Resources of the whole account, not of one workspace. */
const accountCountFetchers = {
  contactTags: (signal: AbortSignal) => listContactTags(api, { limit: COUNT_LIMIT }, { signal }),
  webhooks: (signal: AbortSignal) => listWebhooks(api, { limit: COUNT_LIMIT }, { signal }),
}
export type AccountCountedResource = keyof typeof accountCountFetchers

/**
 * The overview's summaries: kept apart from workspaceQueries so the app's entry does not load four more schemas.
 * Each lives under its own resource's root, so a change to that resource (its mutation invalidates the root)
 * refreshes the overview too.
 */
export const overviewQueries = {
  count: (workspaceId: string, resource: CountedResource) =>
    queryOptions({
      queryKey: [...resourceKeys[resource], 'count', workspaceId] as const,
      queryFn: async ({ signal }) => (await countFetchers[resource](workspaceId, signal)).length,
    }),
  accountCount: (resource: AccountCountedResource) =>
    queryOptions({
      queryKey: [...resourceKeys[resource], 'count'] as const,
      queryFn: async ({ signal }) => (await accountCountFetchers[resource](signal)).length,
    }),
  team: (workspaceId: string) =>
    queryOptions({
      queryKey: [...resourceKeys.staff, 'team', workspaceId] as const,
      queryFn: ({ signal }) => listStaff(api, { workspaceId, limit: 10 }, { signal }),
    }),
}
