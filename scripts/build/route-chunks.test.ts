// Builds the app with vite.config.ts (twice, about 10 s in all) and checks its chunks against the route tree: what a
// route's chunk holds, what the shared chunk holds, and that renaming every file of src/ moves nothing between them.
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

type Output = Rolldown.RolldownOutput
type Chunk = Rolldown.OutputChunk

const SRC = join(process.cwd(), 'src')
const ROUTE_PART = /[?&]tsr-split=/

/** Which screens (a route's chunk and every chunk it imports statically) load each module of src/. */
function screensBySource(output: Output, renamed: Map<string, string> = new Map()): Record<string, string[]> {
  const chunks = new Map(
    output.output.filter((file): file is Chunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  )
  const loads: Record<string, Set<string>> = {}
  for (const route of chunks.values()) {
    if (!route.facadeModuleId || !ROUTE_PART.test(route.facadeModuleId)) continue
    const screen = route.facadeModuleId.replace(SRC, '').replace(/\?.*$/, '')
    const pending = [route.fileName]
    const seen = new Set(pending)
    while (pending.length) {
      const chunk = chunks.get(pending.pop() as string)
      if (!chunk) continue
      for (const id of chunk.moduleIds) {
        const source = renamed.get(id) ?? id
        if (source.startsWith(SRC) && !ROUTE_PART.test(source))
          (loads[source.replace(SRC, '')] ??= new Set()).add(screen)
      }
      for (const imported of chunk.imports) {
        if (seen.has(imported)) continue
        seen.add(imported)
        pending.push(imported)
      }
    }
  }
  return Object.fromEntries(
    Object.entries(loads)
      .map(([source, screens]) => [source, [...screens].sort()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}

/** Serves each file of `renames` under another name in the same folder, as if it had been renamed. */
function renaming(renames: Map<string, string>): Plugin {
  const originals = new Map([...renames].map(([from, to]) => [to, from]))
  return {
    name: 'rename-for-test',
    enforce: 'pre',
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        const from = importer && (originals.get(importer) ?? importer)
        const resolved = await this.resolve(source, from, { ...options, skipSelf: true })
        return resolved && renames.has(resolved.id) ? renames.get(resolved.id) : resolved
      },
    },
    load(id) {
      const original = originals.get(id)
      return original ? readFileSync(original, 'utf8') : undefined
    },
  }
}

async function buildApp(plugins: Plugin[] = []): Promise<Output> {
  const outDir = await mkdtemp(join(tmpdir(), 'route-chunks-'))
  try {
    const output = await build({
      configFile: join(process.cwd(), 'vite.config.ts'),
      logLevel: 'silent',
      plugins,
      build: { outDir, write: false, emptyOutDir: false },
    })
    return (Array.isArray(output) ? output[0] : output) as Output
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/** Every module of src/ but the route files (whose names are URLs), the generated route tree and the entry. */
function modulesToRename(output: Output): string[] {
  const chunks = output.output.filter((file): file is Chunk => file.type === 'chunk')
  const entries = new Set(chunks.map((chunk) => (chunk.isEntry ? chunk.facadeModuleId : undefined)))
  return [
    ...new Set(
      chunks
        .flatMap((chunk) => chunk.moduleIds)
        .filter((id) => id.startsWith(SRC) && /\.tsx?$/.test(id) && !/\/routes\/|routeTree\.gen/.test(id))
        .filter((id) => !entries.has(id)),
    ),
  ]
}

describe('chunks follow the route tree', () => {
  let before: Output
  beforeAll(async () => {
    before = await buildApp()
  }, 60_000)

  it("holds in a route's chunk what only it loads, in the shared chunk what several screens load", () => {
    const screens = screensBySource(before)
    const chunks = before.output.filter((file): file is Chunk => file.type === 'chunk')
    const sources = (chunk: Chunk) =>
      chunk.moduleIds.filter((id) => id.startsWith(SRC) && !ROUTE_PART.test(id)).map((id) => id.replace(SRC, ''))
    const shared = chunks.filter((chunk) => chunk.name === 'shared').flatMap(sources)
    expect(shared.length).toBeGreaterThan(0)
    for (const source of shared) expect(screens[source]?.length, source).toBeGreaterThanOrEqual(2)
    for (const route of chunks.filter((chunk) => ROUTE_PART.test(chunk.facadeModuleId ?? ''))) {
      const screen = (route.facadeModuleId as string).replace(SRC, '').replace(/\?.*$/, '')
      for (const source of sources(route)) expect(screens[source], source).toEqual([screen])
    }
  })

  it("loads the connect page without the router or the query cache, and the app takes the page's code from its chunks", () => {
    const chunks = new Map(
      before.output.filter((file): file is Chunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
    )
    const entry = (page: string) => [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === page) as Chunk
    const loadedFrom = (fileName: string) => {
      const loaded = new Set([fileName])
      for (const file of loaded) for (const imported of chunks.get(file)?.imports ?? []) loaded.add(imported)
      return [...loaded].flatMap((file) => chunks.get(file)?.moduleIds ?? [])
    }
    const connectScreen = (id: string) => id.endsWith('/src/features/connection/connect-screen.tsx')
    const connect = loadedFrom(entry('connect').fileName)
    const app = loadedFrom(entry('index').fileName)
    expect(connect.some(connectScreen)).toBe(true)
    expect(connect.filter((id) => /\/@tanstack\/(react-)?(router|query)/.test(id))).toEqual([])
    expect(app.some((id) => /\/@tanstack\/react-router\//.test(id))).toBe(true)
    // The app's own connect route (after a refused key, or signing out) is a lazy part, outside its first load.
    expect(app.some(connectScreen)).toBe(false)
    const connectRoute = [...chunks.values()].find((chunk) =>
      chunk.facadeModuleId?.includes('/src/routes/connect.tsx?'),
    )
    expect(connectRoute).toBeDefined()
    const appWithItsConnectRoute = [...app, ...loadedFrom(connectRoute?.fileName ?? '')]
    // Everything the connect page loads but its own small entry, the app loads too: from the same files, so the
    // cache has them.
    const own = entry('connect').moduleIds
    expect(entry('connect').code.length).toBeLessThan(5_000)
    expect(connect.filter((id) => !appWithItsConnectRoute.includes(id) && !own.includes(id))).toEqual([])
    // Importing the connect page's entry would run it: no chunk of the app does.
    expect([...chunks.values()].filter((chunk) => chunk.imports.includes(entry('connect').fileName))).toEqual([])
  })

  it('a renamed file is loaded by the same screens as before', { timeout: 60_000 }, async () => {
    const picked = modulesToRename(before)
    expect(picked.length).toBeGreaterThan(100)
    const renames = new Map(picked.map((id) => [id, join(dirname(id), `zz-renamed-${basename(id)}`)]))
    const after = await buildApp([renaming(renames)])
    const back = new Map([...renames].map(([from, to]) => [to, from]))

    expect(screensBySource(after, back)).toEqual(screensBySource(before))
    // The renamed files did take their new names.
    const loadedBefore = screensBySource(before)
    const loadedAfter = Object.keys(screensBySource(after))
    const onScreens = [...renames].filter(([from]) => loadedBefore[from.replace(SRC, '')])
    expect(onScreens.length).toBeGreaterThan(50)
    for (const [, to] of onScreens) expect(loadedAfter).toContain(to.replace(SRC, ''))
  })
})
