import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** vite preview sends the prerendered connect screen (scripts/prerender-connect.mjs) for /connect, as nginx does. */
export function servePrerenderedConnect(): Plugin {
  return {
    name: 'serve-prerendered-connect',
    configurePreviewServer(server) {
      const page = resolve(server.config.root, server.config.build.outDir, 'connect.html')
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview')
        if (url.pathname === '/connect' && existsSync(page)) request.url = `/connect.html${url.search}`
        next()
      })
    },
  }
}
