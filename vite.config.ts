import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type ProxyOptions } from 'vite'
import { securityHeaders } from './deploy/security-headers.mjs'
import { compileEntryEagerly } from './scripts/build/vite-compile-entry-eagerly.ts'
import { cspSafeStyles } from './scripts/build/vite-csp-safe-styles.ts'
import { previewLikeNginx } from './scripts/build/vite-preview-like-nginx.ts'

function apiProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined
  return { '/v1': { target, changeOrigin: true, secure: true } }
}

const SHARED_PIECES =
  /[\\/](src[\\/](components|app|api)|node_modules[\\/](lucide-react|@tanstack[\\/]react-query))[\\/]/
// Of lib/, only the helpers most signed-in screens use: the others would add their bytes to every screen.
const SHARED_HELPERS = /[\\/]src[\\/]lib[\\/](format|idle-value)\.ts$/
// The detail pages' deleted/not-found error too: no other screen needs it. And the checkbox group, which only two
// forms' dialogs use.
const KEPT_APART = /[\\/](form-dialog|virtual-table|csv|dialog-parts|demo-api|detail-error|checkbox-group)\.tsx?$/

function sharedPiece(id: string): boolean {
  return (SHARED_PIECES.test(id) || SHARED_HELPERS.test(id)) && !KEPT_APART.test(id)
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env }
  const proxy = apiProxy(env.API_PROXY_TARGET)
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders too: each pulls its feature's queries and schemas, which the first screen does not need. A route's
        // loader, component and error share one chunk: apart, the loader's was a request of its own, queued behind the
        // rest, and a screen whose item was just deleted turns into its error ("was deleted") at once.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component', 'errorComponent'], ['notFoundComponent']],
          // Except the connect screen, where every new visitor lands: in the first download, not a second round trip.
          splitBehavior: ({ routeId }) => (routeId === '/connect' ? [] : undefined),
        },
      }),
      react(),
      tailwindcss(),
      // No <style> injected at run time: the CSP (deploy/security-headers.mjs) has no 'unsafe-inline'.
      cspSafeStyles(),
      compileEntryEagerly(),
      previewLikeNginx(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // msw's cookie jar: the demo API sets no cookies, and the real one bundles the public-suffix list.
        'tough-cookie': fileURLToPath(new URL('./src/mocks/cookie-jar-stub.ts', import.meta.url)),
        // And the Set-Cookie parser behind msw's Headers polyfill, which only splits a header the demo never sends.
        'set-cookie-parser': fileURLToPath(new URL('./src/mocks/set-cookie-split-stub.ts', import.meta.url)),
      },
    },
    server: { proxy },
    // The production security headers, CSP included, so the e2e suite runs under them (CSP_CONNECT_SRC: extra API origins).
    preview: { proxy, headers: securityHeaders({ connectSrc: env.CSP_CONNECT_SRC }) },
    build: {
      target: 'es2022',
      rollupOptions: {
        output: {
          // Everything the first screen needs in one file: over HTTP/1.1 a dozen small shared chunks cost round trips.
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'] },
              // The small pieces the signed-in screens share (icons, primitives, query factories) in one file, not dozens:
              // over HTTP/1.1 each file is a round trip on a slow phone connection. A group takes its modules' dependencies
              // along, so pieces that pull a library in (forms, virtual table, CSV) stay with their screens.
              { name: 'shared', minShareCount: 2, test: sharedPiece },
            ],
          },
          // The in-browser API (MSW + seed data) gets a recognisable name, so the budget can prove it stays out of live mode.
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId?.endsWith('/src/mocks/browser.ts')
              ? 'assets/demo-api-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
  }
})
