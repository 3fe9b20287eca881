import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type PluginOption, type Rolldown } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileEntryEagerly } from './vite-compile-entry-eagerly.ts'

type Output = (Rolldown.OutputChunk | Rolldown.OutputAsset)[]

const HINT = '//# allFunctionsCalledOnLoad\n'
let root: string
let withHint: Output
let without: Output

// A real build: an entry whose lazy chunk brings a stylesheet, so Vite puts its preload map at the top of the entry.
async function buildApp(plugins: PluginOption[]): Promise<Output> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, sourcemap: true, minify: false },
  })
  return (Array.isArray(result) ? result : [result]).flatMap((bundle) => ('output' in bundle ? bundle.output : []))
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compile-hint-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="/entry.js"></script>')
  writeFileSync(
    join(root, 'entry.js'),
    "export const start = () => import('./lazy.js').then((lazy) => lazy.run())\nstart()\n",
  )
  writeFileSync(join(root, 'lazy.js'), "import './lazy.css'\nexport const run = () => document.body.append('ran')\n")
  writeFileSync(join(root, 'lazy.css'), 'body { color: red }\n')
  withHint = await buildApp([compileEntryEagerly()])
  without = await buildApp([])
}, 30_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const entryOf = (output: Output) =>
  output.find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry)
const mapOf = (output: Output) => {
  const asset = output.find((file) => file.type === 'asset' && file.fileName === `${entryOf(output)?.fileName}.map`)
  return JSON.parse(asset?.type === 'asset' ? String(asset.source) : '{}') as { mappings?: string }
}

describe('compileEntryEagerly', () => {
  it("puts Chrome's compile hint on the entry's first line, above Vite's preload map, and changes nothing else", () => {
    const entry = entryOf(withHint)
    expect(entry?.code.startsWith(HINT)).toBe(true)
    expect(entry?.code.split('\n')[1]).toContain('__vite__mapDeps')
    expect(entry?.code).toBe(HINT + entryOf(without)?.code)
  })

  it('leaves the lazy chunks to compile lazily', () => {
    const lazy = withHint.filter((file) => file.type === 'chunk' && !file.isEntry)
    expect(lazy).toHaveLength(1)
    expect(lazy[0]?.type === 'chunk' && lazy[0].code).not.toContain('allFunctionsCalledOnLoad')
  })

  it("moves the entry's source map one line down with it", () => {
    const mappings = mapOf(without).mappings
    expect(mappings).toBeTruthy()
    expect(mapOf(withHint).mappings).toBe(`;${mappings}`)
  })
})

describe('compileEntryEagerly with two pages', () => {
  it('puts the hint on what both pages load first too, and only there', async () => {
    writeFileSync(join(root, 'other.html'), '<!doctype html><script type="module" src="/other.js"></script>')
    writeFileSync(join(root, 'other.js'), "import { start } from './entry.js'\nstart()\n")
    const output = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileEntryEagerly()],
      build: { write: false, rollupOptions: { input: [join(root, 'index.html'), join(root, 'other.html')] } },
    })
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((bundle) => ('output' in bundle ? bundle.output : []))
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    const hinted = (chunk: Rolldown.OutputChunk) => chunk.code.startsWith(HINT)
    const shared = chunks.filter((chunk) => !chunk.isEntry && !chunk.isDynamicEntry)
    expect(shared.length).toBeGreaterThan(0)
    expect(chunks.filter((chunk) => chunk.isEntry || !chunk.isDynamicEntry).every(hinted)).toBe(true)
    expect(chunks.filter((chunk) => chunk.isDynamicEntry).some(hinted)).toBe(false)
  }, 30_000)
})
