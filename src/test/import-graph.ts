import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** Each source file of a folder (paths relative to the project root) and the files it imports, statically or for types. */
export type ImportGraph = Map<string, string[]>

const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/**
 * The files one file's `import … from` and `export … from` name, `import type` included, resolved like the build
 * does (`@/` is src/). Lazy `import()` is left out: a module may load, when asked, one that imports it.
 */
export function importedSpecifiers(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false)
  return sourceFile.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  )
}

function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(root, dirname(fromFile), specifier)
      : undefined
  if (!base) return undefined
  const found = [...(/\.tsx?$/.test(base) ? [''] : []), ...extensions]
    .map((extension) => base + extension)
    .find((path) => existsSync(path) && statSync(path).isFile())
  return found && relative(root, found)
}

/** The import graph of the .ts and .tsx files under `folder`, keeping only imports of files inside it. */
export function importGraph(root: string, folder: string): ImportGraph {
  const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file))
    .sort()
  const inside = new Set(files)
  return new Map(
    files.map((file) => [
      file,
      importedSpecifiers(file, readFileSync(join(root, file), 'utf8'))
        .map((specifier) => resolveImport(root, file, specifier))
        .filter((target): target is string => target !== undefined && inside.has(target)),
    ]),
  )
}

/**
 * Loops of the graph, as the files in import order with the first one repeated at the end: one per import that leads
 * back up a depth-first walk, so none exactly when the graph has none.
 */
export function importLoops(graph: ImportGraph): string[][] {
  const loops: string[][] = []
  const done = new Set<string>()
  const seen = new Set<string>()
  const path: string[] = []
  const onPath = new Map<string, number>()

  const visit = (file: string) => {
    onPath.set(file, path.length)
    path.push(file)
    for (const target of graph.get(file) ?? []) {
      const at = onPath.get(target)
      if (at !== undefined) {
        const loop = path.slice(at)
        const key = [...loop].sort().join('\n')
        if (!seen.has(key)) {
          seen.add(key)
          loops.push([...loop, target])
        }
      } else if (!done.has(target)) {
        visit(target)
      }
    }
    path.pop()
    onPath.delete(file)
    done.add(file)
  }
  for (const file of graph.keys()) if (!done.has(file)) visit(file)
  return loops
}
