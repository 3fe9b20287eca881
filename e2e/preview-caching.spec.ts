import { connectDemo, expect, test } from './fixtures'

// vite preview (this project's server) caches as nginx does (e2e/nginx.spec.ts), so a returning visit here
// is what it is in production: hashed bundles come from the browser's cache, never asked of the server again.
const IMMUTABLE = 'public, max-age=31536000, immutable'

test('bundles are cached a year, immutable; pages, workers and a missing bundle are not', async ({ request }) => {
  const index = await (await request.get('/')).text()
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1]
  const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(index)?.[1]
  for (const asset of [script, style]) {
    expect(asset, 'a bundle named in index.html').toBeDefined()
    expect((await request.get(asset as string)).headers()['cache-control'], asset).toBe(IMMUTABLE)
  }
  for (const path of [
    '/',
    '/connect',
    '/w/ws_1/templates',
    '/demo-worker.js',
    '/mockServiceWorker.js',
    '/assets/index-deadbeef.js',
  ]) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache')
  }
})

test('a returning visit takes every bundle from the browser’s cache', async ({ page }) => {
  await connectDemo(page)
  await page.goto('/w/ws_1/templates')
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.waitForLoadState('networkidle')

  // Chromium's own record of each request, and of those its cache answered.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const bundles = new Map<string, string>()
  const cached = new Set<string>()
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/assets/')) bundles.set(requestId, pathname)
  })
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId))
  await page.goto('/w/ws_1/templates')
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(bundles.size).toBeGreaterThan(0)
  expect([...bundles].filter(([requestId]) => !cached.has(requestId)).map(([, pathname]) => pathname)).toEqual([])
})
