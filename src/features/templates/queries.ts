import { queryOptions, skipToken, useMutation, type QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/api-error'
import { isUnreadable, readableRows, type ListRow, type UnreadableRow } from '@/api/list-rows'
import {
  createTemplate,
  getTemplate,
  listTemplates,
  type CreateTemplateRequest,
  type ListTemplatesParams,
  type Template,
} from '@/api/templates'
import { api } from '@/app/api'
import { DEFAULT_RATE_LIMIT_WAIT_MS } from '@/app/query-client'
import { resourceKeys } from '@/app/query-keys'
import { walkPages } from '@/lib/walk-pages'

export const templateQueries = {
  all: () => resourceKeys.templates,
  list: (params: ListTemplatesParams) =>
    queryOptions({
      queryKey: [...templateQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listTemplates(api, params, { signal }),
    }),
  detail: (templateId: string) =>
    queryOptions({
      queryKey: [...templateQueries.all(), 'detail', templateId] as const,
      queryFn: ({ signal }) => getTemplate(api, templateId, { signal }),
    }),
  /** Templates whose name contains `name`: the API's only way to ask whether a name is taken. */
  named: (workspaceId: string, name: string) =>
    queryOptions({
      queryKey: [...templateQueries.all(), 'named', workspaceId, name.toLowerCase()] as const,
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
      queryKey: [...templateQueries.all(), 'recent', workspaceId] as const,
      queryFn: ({ client }) => readRecentTemplates(client, workspaceId),
      staleTime: 60_000,
    }),
  /**
   * Every template of a workspace, for the filters and orders the API lacks (it filters by name only). Read
   * page by page through `list`, so a page already in the cache is not read again; a refresh reads them anew.
   */
  everyTemplate: (workspaceId: string) =>
    queryOptions({
      queryKey: [...templateQueries.all(), 'all', workspaceId] as const,
      queryFn: ({ client, signal }) => readEveryTemplate(client, workspaceId, signal),
      staleTime: 60_000,
      // The walk waits out 429s and retries transient errors itself.
      retry: false,
    }),
  /** How many templates `everyTemplate`'s read has so far: it writes them here, for whoever waits on it. */
  everyTemplateProgress: (workspaceId: string) =>
    queryOptions<number>({
      queryKey: [...templateQueries.all(), 'all-progress', workspaceId] as const,
      queryFn: skipToken,
    }),
}

/** Only readable rows count: the API refuses a taken name anyway, and says so. */
export function isNameTaken(templates: readonly ListRow<{ template: { name: string } }>[], name: string): boolean {
  const wanted = name.trim().toLowerCase()
  return readableRows(templates).some((t) => t.template.name.toLowerCase() === wanted)
}

/** `meta.invalidates` refreshes everything under the templates root (lists, names, the overview's count) before the mutation resolves. */
export function useCreateTemplate() {
  return useMutation({
    mutationFn: (body: CreateTemplateRequest) => createTemplate(api, body),
    meta: { invalidates: ['templates'], handlesErrors: true },
    onSuccess: (created, _body, _result, { client }) =>
      client.setQueryData(templateQueries.detail(created.id).queryKey, created),
  })
}

/** The API's largest page of templates. */
const EVERY_TEMPLATE_PAGE_SIZE = 100

/** A row of the read that is not the shape of a template, with the page it was on. */
export type UnreadableTemplate = UnreadableRow & { page: number }

/** Every template of a workspace: those that could be read, to filter and count, and the rows that could not. */
export interface EveryTemplate {
  templates: Template[]
  unreadable: UnreadableTemplate[]
}

/** Reads every page (paced, waiting out 429s), each through the query cache so the 401 policy applies. */
async function readEveryTemplate(
  client: QueryClient,
  workspaceId: string,
  signal: AbortSignal,
): Promise<EveryTemplate> {
  const progressKey = templateQueries.everyTemplateProgress(workspaceId).queryKey
  client.setQueryData(progressKey, 0)
  const { items, outcome, error } = await walkPages<Template | UnreadableTemplate>({
    pageSize: EVERY_TEMPLATE_PAGE_SIZE,
    signal,
    fetchPage: async (page, pageSignal) => {
      const pageQuery = templateQueries.list({ workspaceId, page, limit: EVERY_TEMPLATE_PAGE_SIZE })
      const cancel = () => void client.cancelQueries({ queryKey: pageQuery.queryKey, exact: true })
      pageSignal.addEventListener('abort', cancel, { once: true })
      const rows = await client
        .fetchQuery({ ...pageQuery, retry: false })
        .finally(() => pageSignal.removeEventListener('abort', cancel))
      return rows.map((row) => (isUnreadable(row) ? { ...row, page } : row))
    },
    retryAfterMs: (failure) =>
      isApiError(failure) && failure.isRateLimited ? (failure.retryAfterMs ?? DEFAULT_RATE_LIMIT_WAIT_MS) : undefined,
    isTransient: (failure) => isApiError(failure) && failure.isTransient,
    onProgress: ({ itemsRead }) => client.setQueryData(progressKey, itemsRead),
  })
  if (outcome === 'failed') throw error
  if (outcome === 'cancelled') throw signal.reason
  // A template created during the walk shifts the pages: the one pushed over a page boundary is read twice.
  const templates = new Map<string, Template>()
  const unreadable = new Map<string, UnreadableTemplate>()
  for (const item of items) {
    if (!isUnreadable(item)) templates.set(item.id, item)
    else if (!unreadable.has(sameRaw(item.raw))) unreadable.set(sameRaw(item.raw), item)
  }
  return { templates: [...templates.values()], unreadable: [...unreadable.values()] }
}

/** What an unreadable row sent, as a key: a row read twice (see above) counts once. */
function sameRaw(raw: unknown): string {
  try {
    return JSON.stringify(raw) ?? String(raw)
  } catch {
    return String(raw)
  }
}

const RECENT_PAGES = 3
const RECENT_PAGE_SIZE = 100

async function readRecentTemplates(client: QueryClient, workspaceId: string): Promise<Template[]> {
  const templates: Template[] = []
  for (let page = 1; page <= RECENT_PAGES; page += 1) {
    const items = await client.fetchQuery(templateQueries.list({ workspaceId, page, limit: RECENT_PAGE_SIZE }))
    templates.push(...readableRows(items))
    if (items.length < RECENT_PAGE_SIZE) break
  }
  return templates
}
