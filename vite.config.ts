import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type ProxyOptions } from 'vite'
import { securityHeaders } from './deploy/security-headers.mjs'
import { compileEntryEagerly } from './scripts/build/vite-compile-entry-eagerly.ts'
import { cspSafeStyles } from './scripts/build/vite-csp-safe-styles.ts'
import { catalogs } from './scripts/build/vite-catalogs.ts'
import { darkTheme } from './scripts/build/vite-dark-theme.ts'
import { lingui } from './scripts/build/vite-lingui.ts'
import { localeBoot } from './scripts/build/vite-locale-boot.ts'
import { previewLikeNginx } from './scripts/build/vite-preview-like-nginx.ts'
import { sonnerOnDemand } from './scripts/build/vite-sonner-on-demand.ts'
import { routeTreeGroups } from './scripts/build/route-chunks.ts'

function apiProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined
  return { '/v1': { target, changeOrigin: true, secure: true } }
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
        },
      }),
      lingui(),
      catalogs(),
      react(),
      tailwindcss(),
      // No <style> injected at run time: the CSP (deploy/security-headers.mjs) has no 'unsafe-inline'.
      cspSafeStyles(),
      sonnerOnDemand(),
      // The dark theme: a stylesheet that only dark pages load, linked before the first paint by an inline script.
      localeBoot(),
      darkTheme(),
      compileEntryEagerly(),
      previewLikeNginx(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // msw's cookie jar: the demo API sets no cookies, and the real one bundles the public-suffix list.
        {
          find: 'tough-cookie',
          replacement: fileURLToPath(new URL('./src/mocks/cookie-jar-stub.ts', import.meta.url)),
        },
        // And the Set-Cookie parser behind msw's Headers polyfill, which only splits a header the demo never sends.
        {
          find: 'set-cookie-parser',
          replacement: fileURLToPath(new URL('./src/mocks/set-cookie-split-stub.ts', import.meta.url)),
        },
        // And msw's bundled cookie package, of which it uses a Cookie header's parse and one pair's serialize.
        {
          find: /^(\.\.\/)+shims\/cookie\.mjs$/,
          replacement: fileURLToPath(new URL('./src/mocks/cookie-header-stub.ts', import.meta.url)),
        },
        // The router's store reads through this shim, whose fallback for React 17 and older is dead weight here.
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./scripts/build/use-sync-external-store-shim.ts', import.meta.url)),
        },
      ],
    },
    server: { proxy },
    // The production security headers, CSP included, so the e2e suite runs under them (CSP_CONNECT_SRC: extra API origins).
    preview: { proxy, headers: securityHeaders({ connectSrc: env.CSP_CONNECT_SRC }) },
    build: {
      target: 'es2022',
      // No modulepreload polyfill in the entry: every browser of that target but Safari 16 and older preloads modules
      // itself, and those only lose the early start of the entry's imports.
      modulePreload: { polyfill: false },
      rollupOptions: {
        // Two pages: the app, and the connect page that the servers send for /connect (no router, no query cache).
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          connect: fileURLToPath(new URL('./connect.html', import.meta.url)),
        },
        output: {
          // Chunks follow the module graph and the route tree, not file names (scripts/build/route-chunks.ts): the entry
          // (React, the router, the connect screen), one chunk for what routes of different branches share, and
          // Rolldown's own chunks for the rest (a route's own code, a branch's shared code, lazy parts).
          codeSplitting: { groups: routeTreeGroups() },
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
