import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { importGraph, importLoops, importedSpecifiers } from './import-graph'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('the import graph of src', () => {
  const graph = importGraph(root, 'src')

  it('reads every file and resolves @/, relative and index imports', () => {
    expect(graph.size).toBeGreaterThan(500)
    expect(graph.get('src/main.tsx')).toContain('src/create-app.tsx')
    expect(graph.get('src/test/import-loops.test.ts')).toContain('src/test/import-graph.ts')
  })

  it('has no import loop (type-only imports count; a lazy import() does not)', () => {
    const loops = importLoops(graph).map((loop) => loop.join(' -> '))
    expect(loops, 'Move what both files need into a module below them both').toEqual([])
  })
})

describe('importLoops', () => {
  it('names the files of a loop in import order', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ])
    expect(importLoops(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']])
    expect(
      importLoops(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
  })

  it('counts type-only imports and re-exports, not lazy imports', () => {
    const source = [
      "import type { A } from './a'",
      "import { type B } from '@/b'",
      "export { C } from '../c'",
      "const d = () => import('./d')",
    ].join('\n')
    expect(importedSpecifiers('x.ts', source)).toEqual(['./a', '@/b', '../c'])
  })
})
