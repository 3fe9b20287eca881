import { existsSync } from 'node:fs'
import { basename } from 'node:path'
import type { Rolldown } from 'vite'

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1]
type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>
type Graph = (id: string) => ModuleInfo | null

/** The TanStack router plugin's mark on a route's split-off part (its component, loader...): one chunk per route. */
const ROUTE_PART = /[?&]tsr-split=/
/** Bytes of code that make a module large. */
const LARGE_MODULE = 40_000

/** Walks the graph from `from` along `next`; true once `stop` holds for a module. */
function walk(
  from: string,
  next: (module: ModuleInfo) => string[],
  graph: Graph,
  stop: (module: ModuleInfo) => boolean,
) {
  const seen = new Set([from])
  const stack = [from]
  while (stack.length) {
    const module = graph(stack.pop() as string)
    if (!module) continue
    if (stop(module)) return true
    for (const id of next(module)) {
      if (!seen.has(id)) {
        seen.add(id)
        stack.push(id)
      }
    }
  }
  return false
}

/** The modules that begin a chunk (entries, dynamically imported modules) and import `id`, directly or not. */
function rootsOf(id: string, graph: Graph): ModuleInfo[] {
  const roots: ModuleInfo[] = []
  walk(
    id,
    (module) => module.importers,
    graph,
    (module) => {
      if (module.isEntry || module.dynamicImporters.length > 0) roots.push(module)
      return false
    },
  )
  return roots
}

/** A route part's folder in the route tree, e.g. `…/routes/_app/w/$workspaceId/templates`. */
function routeFolder(routePart: string): string {
  return routePart.replace(/\?.*$/, '').replace(/\/[^/]+$/, '')
}

function commonFolder(folders: string[]): string {
  const [first = [], ...rest] = folders.map((folder) => folder.split('/'))
  let length = first.length
  for (const parts of rest) while (parts.slice(0, length).join('/') !== first.slice(0, length).join('/')) length--
  return first.slice(0, length).join('/')
}

/** A folder of the route tree with a layout of its own (the root's, `folder.tsx`, `folder/route.tsx`). */
function isLayout(folder: string): boolean {
  return ['/__root.tsx', '.tsx', '/route.tsx'].some((ending) => existsSync(folder + ending))
}

/**
 * Rolldown `codeSplitting.groups` that follow the module graph and the route tree, never file names:
 * - what the pages load first (index.html: React, the router, the query cache, the route tree; connect.html: React
 *   and the connect screen), in one chunk per set of pages that load it: what both load first, what the connect
 *   page loads first and the app only in its lazy connect route, each page's own;
 * - "shared": what routes of different branches of a layout import (a route and its layout, or templates and
 *   webhooks), in one file rather than one per set of screens, each a round trip over HTTP/1.1. Left out: a large
 *   module (a forms library, say) or one that imports one, so screens that do not use it do not load it;
 * - everything else is Rolldown's own choice: what one route imports goes in its chunk, what routes of one branch
 *   share (a feature's list and detail) in a chunk of theirs, what a lazy part (a dialog, the demo API) imports in
 *   its own.
 */
export function routeTreeGroups(): Rolldown.CodeSplittingGroup[] {
  const rootsCache = new Map<string, ModuleInfo[]>()
  const roots = (id: string, graph: Graph) => {
    let found = rootsCache.get(id)
    if (!found) rootsCache.set(id, (found = rootsOf(id, graph)))
    return found
  }
  // Loaded by the entry (through a package's index too, so a little wider than what the entry really uses).
  const initial = (id: string, graph: Graph) => roots(id, graph).some((root) => root.isEntry)
  const pullsInALargeModule = (id: string, graph: Graph) =>
    walk(
      id,
      (module) => module.importedIds.filter((imported) => !initial(imported, graph)),
      graph,
      (module) => (module.code?.length ?? 0) > LARGE_MODULE,
    )
  const shared: Rolldown.CodeSplittingGroup['name'] = (id, ctx) => {
    const graph: Graph = (moduleId) => ctx.getModuleInfo(moduleId)
    const folders = roots(id, graph)
      .filter((root) => ROUTE_PART.test(root.id))
      .map((root) => routeFolder(root.id))
    if (folders.length < 2 || !isLayout(commonFolder(folders))) return null
    if (pullsInALargeModule(id, graph)) return null
    // What another page may load too (the demo API, from the connect page) apart: the app's shared chunk imports
    // the app's entry, which that page must never run.
    const pages = pagesOf(id, ctx)
    return pages.length > 1 ? `shared-${pages.join('-')}` : 'shared'
  }
  // A page's first load, in one chunk per set of pages (entries) that load it, now or later: what both the connect
  // page and the app load first (React, the API client), which the app then takes from the cache; what one page
  // loads first and another only later (the connect screen: the app's connect route is lazy); and each page's own
  // code. A page's own chunk is its entry, so no other page may ever import it: that would run the page's script.
  const pagesCache = new Map<string, string[]>()
  const pagesOf = (id: string, ctx: ChunkingContext, lazily = true) => {
    const key = `${lazily}:${id}`
    let found = pagesCache.get(key)
    if (found) return found
    const pages = new Set<string>()
    walk(
      id,
      (module) => (lazily ? [...module.importers, ...module.dynamicImporters] : module.importers),
      (moduleId) => ctx.getModuleInfo(moduleId),
      (module) => {
        if (module.isEntry) pages.add(basename(module.id).replace(/\.[^.]*$/, ''))
        return false
      },
    )
    pagesCache.set(key, (found = [...pages].sort()))
    return found
  }
  // Before a page's own group, which takes in what its modules import, and in this order for the same reason: what
  // several pages load first; what one page loads first and another only later, which is not the first page's own:
  // in a shared chunk what routes of several branches of the other page use, in one chunk the rest (the connect
  // screen, for the app's connect route).
  const later = (id: string, ctx: ChunkingContext) => {
    const first = pagesOf(id, ctx, false)
    return first.length === 1 ? pagesOf(id, ctx).filter((page) => page !== first[0]) : []
  }
  const common: Rolldown.CodeSplittingGroup['name'] = (id, ctx) => {
    const first = pagesOf(id, ctx, false)
    return first.length > 1 ? first.join('-') : null
  }
  const sharedLater: Rolldown.CodeSplittingGroup['name'] = (id, ctx) => (later(id, ctx).length ? shared(id, ctx) : null)
  const onlyLater: Rolldown.CodeSplittingGroup['name'] = (id, ctx) => {
    const pages = later(id, ctx)
    return pages.length ? `${pagesOf(id, ctx, false).join('-')}-then-${pages.join('-')}` : null
  }
  const own: Rolldown.CodeSplittingGroup['name'] = (id, ctx) => pagesOf(id, ctx, false)[0] ?? 'index'
  return [
    { name: common, debugName: 'first load of several pages', tags: ['$initial'], priority: 6 },
    {
      name: sharedLater,
      debugName: 'first load of one page, shared later by another',
      tags: ['$initial'],
      priority: 5,
    },
    { name: onlyLater, debugName: 'first load of one page, a lazy part of another', tags: ['$initial'], priority: 4 },
    { name: own, debugName: 'first load of one page', tags: ['$initial'], priority: 3 },
    // Twice, the part that other pages load too first, so that the rest, which takes in what it imports, leaves it.
    { name: (id, ctx) => (pagesOf(id, ctx).length > 1 ? shared(id, ctx) : null), debugName: 'shared', priority: 2 },
    { name: shared, debugName: 'shared by the app', priority: 1 },
  ]
}
