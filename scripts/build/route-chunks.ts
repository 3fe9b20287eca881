import { existsSync } from 'node:fs'
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
 * - what the entry imports (React, the router, the query cache, the route tree, the connect screen) is its chunk;
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
    return pullsInALargeModule(id, graph) ? null : 'shared'
  }
  return [
    { name: 'index', tags: ['$initial'] },
    { name: shared, debugName: 'shared' },
  ]
}
