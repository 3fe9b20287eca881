import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { LinkProps } from '@tanstack/react-router'
import { readableRows, type ListRow } from '@/api/list-rows'
import { useDebouncedValue } from '@/components/use-debounced-value'
import { MAX_PAGE_SIZE } from '@/lib/list-search'
import { broadcastQueries } from '@/resources/broadcasts'
import { contactTagQueries } from '@/resources/contact-tags'
import { segmentQueries } from '@/resources/segments'
import { staffQueries } from '@/resources/staff'
import { templateQueries } from '@/resources/templates'
import { webhookQueries } from '@/resources/webhooks'
import { SWITCHER_LIMIT, workspaceQueries } from '@/resources/workspaces'
import { languageName } from '@/domain/whatsapp-languages'
import { templateDisplayName } from '@/domain/template-display'

/** How many results of each kind the palette shows, and how much text a search needs. */
export const RESULT_LIMIT = 5
export const MIN_SEARCH_LENGTH = 2
/** Typing pauses this long before the API is asked: one request per kind per word, not per keystroke. */
export const SEARCH_DELAY_MS = 250

/** The webhook list's page size when none is chosen: a found webhook opens the page it is on. */
const WEBHOOK_PAGE_SIZE = 10

export interface PaletteHit {
  /** Unique among all the palette's items. */
  value: string
  label: string
  /** Said after the label, e.g. a template's language. */
  detail?: string
  /** Where it opens; a workspace instead opens the same screen in that workspace. */
  link?: LinkProps
  workspaceId?: string
}

/** One kind of result: its id is the screen's id in navItems (for its icon). */
export interface HitGroup {
  id: string
  heading: string
  hits: PaletteHit[]
  loading: boolean
  failed: boolean
}

function group(id: string, heading: string, query: UseQueryResult<PaletteHit[]>, asked: boolean): HitGroup {
  return {
    id,
    heading,
    hits: asked ? (query.data ?? []).slice(0, RESULT_LIMIT) : [],
    loading: asked && query.isPending,
    failed: asked && query.isError,
  }
}

/** A list's `select`: the hit of each readable row, leaving out a row that `hit` gives none for. */
function hitsOf<Row>(hit: (row: Row, index: number) => PaletteHit | undefined) {
  return (rows: readonly ListRow<Row>[]): PaletteHit[] =>
    readableRows(rows).flatMap((row, index) => hit(row, index) ?? [])
}

/** The API's searches, debounced and cached per text: the workspace's templates, broadcasts, segments and staff, every contact tag, and webhooks (which the API cannot search: one page of them is read and filtered here). */
export function usePaletteSearch(text: string, workspaceId: string | null) {
  const searchText = useDebouncedValue(text.trim(), SEARCH_DELAY_MS)
  const asked = searchText.length >= MIN_SEARCH_LENGTH && text.trim().length >= MIN_SEARCH_LENGTH
  // Hits show only for the text on screen: while newer text waits to be searched, Enter never opens an old text's hit.
  const shown = asked && searchText === text.trim()
  const inWorkspace = asked && workspaceId !== null
  const ws = workspaceId ?? ''
  const params = { workspaceId: ws, searchText, limit: RESULT_LIMIT }
  const needle = searchText.toLowerCase()

  const templates = useQuery({
    ...templateQueries.list(params),
    enabled: inWorkspace,
    select: hitsOf(({ id, template }) => ({
      value: `template:${id}`,
      label: templateDisplayName({ template }),
      detail: languageName(template.language),
      link: { to: '/w/$workspaceId/templates/$templateId', params: { workspaceId: ws, templateId: id } },
    })),
  })
  const broadcasts = useQuery({
    ...broadcastQueries.list(params),
    enabled: inWorkspace,
    select: hitsOf(({ id, name }) =>
      id
        ? {
            value: `broadcast:${id}`,
            label: name,
            link: { to: '/w/$workspaceId/broadcasts/$broadcastId', params: { workspaceId: ws, broadcastId: id } },
          }
        : undefined,
    ),
  })
  const segments = useQuery({
    ...segmentQueries.list(params),
    enabled: inWorkspace,
    select: hitsOf(({ id, name }) => ({
      value: `segment:${id}`,
      label: name,
      link: { to: '/w/$workspaceId/segments/$segmentId', params: { workspaceId: ws, segmentId: id } },
    })),
  })
  const staff = useQuery({
    ...staffQueries.list(params),
    enabled: inWorkspace,
    select: hitsOf(({ id, firstName, lastName, email }) => ({
      value: `staff:${id}`,
      label: `${firstName} ${lastName}`.trim() || email,
      detail: email,
      link: { to: '/w/$workspaceId/staff/$staffId', params: { workspaceId: ws, staffId: id } },
    })),
  })
  const tags = useQuery({
    ...contactTagQueries.list({ searchText, limit: RESULT_LIMIT }),
    enabled: asked,
    select: hitsOf(({ id, name }) => ({
      value: `tag:${id}`,
      label: name,
      link: { to: '/tags/$contactTagId', params: { contactTagId: id } },
    })),
  })
  const webhooks = useQuery({
    ...webhookQueries.list({ page: 1, limit: MAX_PAGE_SIZE }),
    enabled: asked,
    select: hitsOf(({ id, name, serverUrl }, index) => {
      if (!`${name}\n${serverUrl}`.toLowerCase().includes(needle)) return undefined
      const page = Math.floor(index / WEBHOOK_PAGE_SIZE) + 1
      return {
        value: `webhook:${id}`,
        label: name || serverUrl,
        detail: serverUrl,
        link: { to: '/webhooks', search: page > 1 ? { page } : {} },
      }
    }),
  })
  const workspaces = useWorkspaceHits(searchText, asked)

  return {
    /** What is typed is not yet what was searched: a search is on its way. */
    searching: text.trim().length >= MIN_SEARCH_LENGTH && searchText !== text.trim(),
    groups: [
      group('templates', 'Templates', templates, shown && inWorkspace),
      group('broadcasts', 'Broadcasts', broadcasts, shown && inWorkspace),
      group('segments', 'Segments', segments, shown && inWorkspace),
      group('staff', 'Staff', staff, shown && inWorkspace),
      group('contact-tags', 'Contact tags', tags, shown),
      group('webhooks', 'Webhooks', webhooks, shown),
      shown
        ? { ...workspaces, hits: workspaces.hits.slice(0, RESULT_LIMIT) }
        : { ...workspaces, hits: [], loading: false, failed: false },
    ],
  }
}

/**
 * Workspaces by title through the API, as the header's switcher always read them: with no text, the same read that
 * names workspaces elsewhere (workspaceTitleQueries.list).
 */
export function useWorkspaceHits(searchText: string, enabled: boolean): HitGroup {
  const query = useQuery({
    ...workspaceQueries.list({ searchText: searchText || undefined, limit: SWITCHER_LIMIT }),
    enabled,
    select: (rows) => readableRows(rows),
  })
  const rows = enabled ? (query.data ?? []) : []
  return {
    id: 'workspaces',
    heading: 'Workspaces',
    hits: rows.map(({ id, title }) => ({ value: `workspace:${id}`, label: title, workspaceId: id })),
    loading: enabled && query.isPending,
    failed: enabled && query.isError,
  }
}
