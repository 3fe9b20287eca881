import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const ON_DEMAND = fileURLToPath(new URL('../../src/app/sonner-on-demand.tsx', import.meta.url))

/**
 * Every `import … from 'sonner'` of the app gets src/app/sonner-on-demand.tsx instead, which loads sonner itself
 * (its code and stylesheet, about 9 KB gzipped) with the first toast: most screens show none on their first load.
 * Build only, like the other rewrites of dependencies: tests and the dev server use sonner as published.
 */
export function sonnerOnDemand(): Plugin {
  return {
    name: 'sonner-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'sonner' && importer && importer.split('?')[0] !== ON_DEMAND) return ON_DEMAND
      return undefined
    },
  }
}
