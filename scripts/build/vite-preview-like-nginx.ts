import { existsSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { Plugin } from 'vite'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * vite preview serves the build as nginx does (deploy/nginx/default.conf.template), so the e2e suite and the
 * bench see production's behaviour (the security headers come from vite.config.ts's `preview.headers`):
 * - /connect gets the connect page (connect.html: its own entry, prerendered by scripts/build/prerender-connect.mjs);
 * - a hashed bundle that exists is cached a year, immutable. Everything else keeps preview's "no-cache", a
 *   missing bundle too, so the SPA fallback is never cached as JavaScript. Preview used to make a returning
 *   visitor revalidate every bundle, a round trip each, which production never does.
 */
export function previewLikeNginx(): Plugin {
  return {
    name: 'preview-like-nginx',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir)
      const connectPage = resolve(dist, 'connect.html')
      const assets = resolve(dist, 'assets')
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview')
        if (url.pathname === '/connect' && existsSync(connectPage)) request.url = `/connect.html${url.search}`
        if (url.pathname.startsWith('/assets/')) {
          const file = resolve(assets, decodeURIComponent(url.pathname.slice('/assets/'.length)))
          // vite's static server keeps a header already set.
          if (file.startsWith(assets + sep) && existsSync(file)) response.setHeader('Cache-Control', IMMUTABLE)
        }
        next()
      })
    },
  }
}
