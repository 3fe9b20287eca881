import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query'
import { isUnreadable, readableRows } from '@/api/list-rows'
import { createTemplate, getTemplate, listTemplates, type CreateTemplateRequest, type Template } from '@/api/templates'
import { api } from '@/app/api'
import { DEFAULT_RATE_LIMIT_WAIT_MS } from '@/app/query-client'
import { importWhenOnline } from '@/lib/import-when-online'
import { createResource } from './create-resource'
import { useCreateResource } from './resource-mutations'
import { collectEveryTemplate, type EveryTemplate, type UnreadableTemplate } from './templates-every'

/** How many templates one search of the send form's picker reads: the API filters by name only, so the approved ones are picked from these. */
export const TEMPLATE_PICK_LIMIT = 100

const templates = createResource('templates', { list: listTemplates, get: getTemplate })

export const templateQueries = {
  ...templates,
  /** Templates whose name contains `name`: the API's only way to ask whether a name is taken. */
  named: (workspaceId: string, name: string) =>
    queryOptions({
      queryKey: [...templates.all(), 'named', workspaceId, name.toLowerCase()] as const,
      queryFn: ({ signal }) => listTemplates(api, { workspaceId, searchText: name, limit: 100 }, { signal }),
      staleTime: 5_000,
    }),
  /**
   * The workspace's newest templates, for the builder's duplicate-body warning: pages of 100 through `list`,
   * at most RECENT_PAGES of them (300 templates), so a large workspace costs a few requests and its older
   * templates are not compared.
   */
  recent: (workspaceId: string) =>
    queryOptions({
      queryKey: [...templates.all(), 'recent', workspaceId] as const,
      queryFn: ({ client }) => readRecentTemplates(client, workspaceId),
      staleTime: 60_000,
    }),
  /**
   * Every template of a workspace, for the filters and orders the API lacks (it filters by name only). Read
   * page by page through `list`, so a page already in the cache is not read again; a refresh reads them anew.
   */
  everyTemplate: (workspaceId: string) =>
    queryOptions({
      queryKey: [...templates.all(), 'all', workspaceId] as const,
      queryFn: ({ client, signal }) => readEveryTemplate(client, workspaceId, signal),
      staleTime: 60_000,
      // The walk waits out 429s and retries transient errors itself.
      retry: false,
    }),
  /** How many templates `everyTemplate`'s read has so far: it writes them here, for whoever waits on it. */
  everyTemplateProgress: (workspaceId: string) =>
    queryOptions<number>({
      queryKey: [...templates.all(), 'all-progress', workspaceId] as const,
      queryFn: skipToken,
    }),
}

/** The send form's picker: a search of the workspace's templates, read through `list`; only whole templates can be sent. */
export const messageTemplateQueries = {
  search: (workspaceId: string, searchText: string) =>
    queryOptions({
      ...templates.list({ workspaceId, searchText: searchText || undefined, limit: TEMPLATE_PICK_LIMIT }),
      select: readableRows,
    }),
}

/** `meta.invalidates` refreshes everything under the templates root (lists, names, the overview's count) before the mutation resolves. */
export function useCreateTemplate() {
  return useCreateResource(templates, (body: CreateTemplateRequest) => createTemplate(api, body))
}

/** The API's largest page of templates. */
const EVERY_TEMPLATE_PAGE_SIZE = 100

/**
 * Reads every page (paced, waiting out 429s), each through the query cache so the 401 policy applies. The walk's
 * code comes with the first such read: most screens that name templates never make one.
 */
async function readEveryTemplate(
  client: QueryClient,
  workspaceId: string,
  signal: AbortSignal,
): Promise<EveryTemplate> {
  const [{ walkPages }, { apiWalkFailures, fetchWalkPage }] = await Promise.all([
    importWhenOnline(() => import('@/lib/walk-pages')),
    importWhenOnline(() => import('./fetch-walk-page')),
  ])
  const progressKey = templateQueries.everyTemplateProgress(workspaceId).queryKey
  client.setQueryData(progressKey, 0)
  const { items, outcome, error } = await walkPages<Template | UnreadableTemplate>({
    pageSize: EVERY_TEMPLATE_PAGE_SIZE,
    signal,
    fetchPage: async (page, pageSignal) => {
      const pageQuery = templates.list({ workspaceId, page, limit: EVERY_TEMPLATE_PAGE_SIZE })
      const rows = await fetchWalkPage(client, pageQuery, pageSignal)
      return rows.map((row) => (isUnreadable(row) ? { ...row, page } : row))
    },
    ...apiWalkFailures(DEFAULT_RATE_LIMIT_WAIT_MS),
    onProgress: ({ itemsRead }) => client.setQueryData(progressKey, itemsRead),
  })
  if (outcome === 'failed') throw error
  if (outcome === 'cancelled') throw signal.reason
  return collectEveryTemplate(items)
}

const RECENT_PAGES = 3
const RECENT_PAGE_SIZE = 100

async function readRecentTemplates(client: QueryClient, workspaceId: string): Promise<Template[]> {
  const recent: Template[] = []
  for (let page = 1; page <= RECENT_PAGES; page += 1) {
    const items = await client.fetchQuery(templates.list({ workspaceId, page, limit: RECENT_PAGE_SIZE }))
    recent.push(...readableRows(items))
    if (items.length < RECENT_PAGE_SIZE) break
  }
  return recent
}
