import type { Plugin, Rolldown } from 'vite'

const HINT = '//# allFunctionsCalledOnLoad\n'

/** The entry chunks and every chunk they import statically: what a page runs as it loads. */
function firstLoadChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  const pending = chunks.filter((chunk) => chunk.isEntry)
  const found = new Set(pending)
  while (pending.length) {
    for (const fileName of (pending.pop() as Rolldown.OutputChunk).imports) {
      const imported = bundle[fileName]
      if (imported?.type !== 'chunk' || found.has(imported)) continue
      found.add(imported)
      pending.push(imported)
    }
  }
  return [...found]
}

/**
 * Puts Chrome's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) at the top of each entry
 * chunk and of the chunks it imports statically (what the app shares with the connect page). Nearly every function
 * of those runs on load (React, the router, the connect screen); with the hint, V8 compiles them all on a background
 * thread while the file streams in, instead of one by one on the main thread as they are first called. Other
 * browsers read a comment. Route chunks keep lazy compilation: much of them runs only on use.
 */
export function compileEntryEagerly(): Plugin {
  return {
    name: 'compile-entry-eagerly',
    apply: 'build',
    enforce: 'post',
    // Last, so that the hint is the file's first line: Vite adds its preload map to the top of the entry in this hook.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of firstLoadChunks(bundle)) {
          chunk.code = HINT + chunk.code
          // Every mapping moves one line down.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
          const mapFile = bundle[`${chunk.fileName}.map`] as Rolldown.OutputAsset | undefined
          if (mapFile && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string }
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` })
          }
        }
      },
    },
  }
}
