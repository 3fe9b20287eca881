import type { Query, QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { isApiError } from '@/api/api-error'
import type { Template } from '@/api/templates'
import { isDeletedError } from '@/resources/deleted-items'
import { isTemplate, isTemplateQuery, replaceTemplateInCaches, templatesIn } from '@/resources/template-caches'
import { templateQueries } from '@/resources/templates'
import { FIRST_DELAY_MS, nextTickAt, pickInTurn, readsAllowed, readsPerTick } from './review-schedule'
import { verdictMessage } from './verdict-message'

export interface ReviewWatchOptions {
  client: QueryClient
  workspaceId: string
  openTemplate: (templateId: string) => void
  /** Read the pending templates the cache holds at once, not after the first delay: the mount waited it already. */
  readPendingNow?: boolean
}

/** Verdicts already told, `id:status`: the same one is never toasted twice, even by a watch started again. */
const told = new Set<string>()
/** When the reads were made, for every watch of this page: the rate bound holds across workspaces. */
const readTimes: number[] = []

const READ_WINDOW_MS = 60_000

/** A copy older than what is known of the template: an older list page, or a pending copy of a decided one. */
function isStale(known: Template | undefined, seen: Template): boolean {
  if (!known) return false
  const [knownAt, seenAt] = [Date.parse(known.updatedAt), Date.parse(seen.updatedAt)]
  if (knownAt !== seenAt) return knownAt > seenAt
  return known.template.status !== 'PENDING' && seen.template.status === 'PENDING'
}

/**
 * Re-reads the workspace's pending templates (those the query cache holds), on the schedule of review-schedule,
 * only while the tab is visible; says when WhatsApp's review of one ends and puts the new record in every cached
 * list in its place. Returns the stop.
 */
export function startReviewWatch({
  client,
  workspaceId,
  openTemplate,
  readPendingNow = false,
}: ReviewWatchOptions): () => void {
  const latest = new Map<string, Template>()
  const pending = new Set<string>()
  /**
   * When a screen (a list, a search, the template's page) last read a template from the API: it is not read again
   * sooner than the first delay after, e.g. at the watch's start when its page was opened a moment before.
   */
  const readElsewhereAt = new Map<string, number>()
  let attempt = 0
  let cursor = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let reading = false
  let stopped = false

  const visible = () => document.visibilityState === 'visible'

  function pause() {
    clearTimeout(timer)
    timer = undefined
  }

  function schedule(atOnce = false) {
    if (stopped || reading || timer !== undefined || !visible() || pending.size === 0) return
    const delay = atOnce
      ? 0
      : nextTickAt({ now: Date.now(), attempt, pendingCount: pending.size, readTimes }) - Date.now()
    timer = setTimeout(() => void tick(), delay)
  }

  /** What a copy of a template says: a pending one is watched, a decided one after a pending one is told. */
  function observe(template: Template) {
    if (template.workspace.id !== workspaceId || isStale(latest.get(template.id), template)) return
    latest.set(template.id, template)
    if (template.template.status === 'PENDING') {
      if (pending.size === 0) attempt = 0
      pending.add(template.id)
      return
    }
    if (!pending.delete(template.id)) return
    replaceTemplateInCaches(client, template)
    const said = `${template.id}:${template.template.status}`
    if (told.has(said)) return
    told.add(said)
    const { kind, text } = verdictMessage(template)
    toast[kind](text, { action: { label: 'Open', onClick: () => openTemplate(template.id) } })
  }

  /** Notes the copies a query holds as read when its data came from the API (a copy put in place keeps the old time). */
  function noteRead(query: Query) {
    const at = query.state.dataUpdatedAt
    for (const { id } of templatesIn(query.state.data)) {
      if (at > (readElsewhereAt.get(id) ?? 0)) readElsewhereAt.set(id, at)
    }
  }

  async function read(id: string) {
    try {
      const template: unknown = await client.fetchQuery({ ...templateQueries.detail(id), staleTime: 0 })
      if (!isTemplate(template)) return
      observe(template)
      replaceTemplateInCaches(client, template)
    } catch (error) {
      // Deleted: nothing to wait for. Anything else (offline, a 429): the next tick tries again.
      if (isDeletedError(error) || (isApiError(error) && error.status === 404)) pending.delete(id)
    } finally {
      // The watch's own read: the schedule spaces those.
      readElsewhereAt.delete(id)
    }
  }

  async function tick() {
    timer = undefined
    if (stopped || !visible()) return
    const now = Date.now()
    const due = [...pending].filter((id) => now - (readElsewhereAt.get(id) ?? 0) >= FIRST_DELAY_MS)
    const count = Math.min(readsPerTick(due.length), readsAllowed(readTimes, now))
    const turn = pickInTurn(due, cursor, count)
    cursor = turn.cursor
    attempt += 1
    const recent = readTimes.filter((time) => time > now - READ_WINDOW_MS)
    readTimes.splice(0, readTimes.length, ...recent, ...turn.picked.map(() => now))
    reading = true
    await Promise.all(turn.picked.map(read))
    reading = false
    schedule()
  }

  function onVisibility() {
    if (!visible()) return pause()
    attempt = 0
    schedule()
  }

  // Oldest first: a pending copy the user saw, then a decided one another read brought since, is a verdict to tell.
  const queries = client.getQueryCache().findAll({ predicate: isTemplateQuery })
  for (const query of queries) noteRead(query)
  const cached = queries
    .flatMap((query) => templatesIn(query.state.data))
    .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt))
  for (const template of cached) observe(template)
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isTemplateQuery(event.query)) return
    noteRead(event.query)
    for (const template of templatesIn(event.query.state.data)) observe(template)
    if (pending.size === 0) pause()
    else schedule()
  })
  document.addEventListener('visibilitychange', onVisibility)
  schedule(readPendingNow)

  return () => {
    stopped = true
    pause()
    unsubscribe()
    document.removeEventListener('visibilitychange', onVisibility)
  }
}
