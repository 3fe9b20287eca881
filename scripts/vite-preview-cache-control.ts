import { existsSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { Plugin } from 'vite'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * vite preview caches as nginx does (deploy/nginx/default.conf.template): a hashed bundle that exists is kept
 * a year, immutable; everything else keeps preview's "no-cache". Without it, preview had a returning visitor
 * revalidate every bundle, a round trip each, which production never does, and the bench measured that.
 */
export function previewCacheControl(): Plugin {
  return {
    name: 'preview-cache-control',
    configurePreviewServer(server) {
      const assets = resolve(server.config.root, server.config.build.outDir, 'assets')
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://preview')
        if (pathname.startsWith('/assets/')) {
          const file = resolve(assets, decodeURIComponent(pathname.slice('/assets/'.length)))
          // vite's static server keeps a header already set; a missing file must not cache the SPA fallback.
          if (file.startsWith(assets + sep) && existsSync(file)) response.setHeader('Cache-Control', IMMUTABLE)
        }
        next()
      })
    },
  }
}
