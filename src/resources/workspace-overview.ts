import { queryOptions, type UseQueryOptions } from '@tanstack/react-query'
import { broadcastQueries } from './broadcasts'
import { contactTagQueries } from './contact-tags'
import { segmentQueries } from './segments'
import { staffQueries } from './staff'
import { templateQueries } from './templates'
import { webhookQueries } from './webhooks'

/** How many rows a count on the overview reads: the API has no totals, so more shows as "100+". */
export const COUNT_LIMIT = 100
/** The team table shows the first members of the same read that counts them. */
export const TEAM_SIZE = 10

/** Each counted resource's first COUNT_LIMIT rows: its own list read, so another screen reading the same page shares it. */
const firstRows = {
  templates: (workspaceId: string) => templateQueries.list({ workspaceId, limit: COUNT_LIMIT }),
  broadcasts: (workspaceId: string) => broadcastQueries.list({ workspaceId, limit: COUNT_LIMIT }),
  segments: (workspaceId: string) => segmentQueries.list({ workspaceId, limit: COUNT_LIMIT }),
  staff: (workspaceId: string) => staffQueries.list({ workspaceId, limit: COUNT_LIMIT }),
}
export type CountedResource = keyof typeof firstRows

/** Resources of the whole account, not of one workspace. */
const accountFirstRows = {
  contactTags: () => contactTagQueries.list({ limit: COUNT_LIMIT }),
  webhooks: () => webhookQueries.list({ limit: COUNT_LIMIT }),
}
export type AccountCountedResource = keyof typeof accountFirstRows

type Rows = readonly unknown[]
/** The overview counts rows, whatever their shape: every resource's first rows are read as one type. */
const asRows = (options: object) => options as UseQueryOptions<Rows, Error, Rows, readonly [string, ...unknown[]]>

const length = (rows: Rows) => rows.length

/**
 * The overview's summaries: kept apart from workspaceQueries so the app's entry does not load four more schemas.
 * Each resource is read once, its first COUNT_LIMIT rows, and everything the overview shows of it is selected
 * from that read. Each is its resource's own list, under its root, so a change to that resource (its mutation
 * invalidates the root) refreshes the overview too.
 */
export const overviewQueries = {
  rows: (workspaceId: string, resource: CountedResource) => queryOptions(asRows(firstRows[resource](workspaceId))),
  accountRows: (resource: AccountCountedResource) => queryOptions(asRows(accountFirstRows[resource]())),
  count: (workspaceId: string, resource: CountedResource) =>
    queryOptions({ ...overviewQueries.rows(workspaceId, resource), select: length }),
  accountCount: (resource: AccountCountedResource) =>
    queryOptions({ ...overviewQueries.accountRows(resource), select: length }),
  /** The staff count's own read, typed as staff. */
  team: (workspaceId: string) =>
    queryOptions({ ...firstRows.staff(workspaceId), select: (members) => members.slice(0, TEAM_SIZE) }),
}
