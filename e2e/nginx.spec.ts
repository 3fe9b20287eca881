import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { type AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { type APIRequestContext } from '@playwright/test'
import { securityHeaders } from '../deploy/security-headers.mjs'
import { chooseMode, connectDemo, DEMO_KEY, expect, test, watchCspViolations } from './fixtures'

// Project "nginx" (playwright.config.ts): the build served by scripts/ci/serve-nginx.mjs with deploy/nginx's
// configuration, /v1 proxied to `npm run mock-api`. The fixtures fail any test that meets a CSP violation.

const SECURITY_HEADERS = Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value] as const)
const IMMUTABLE = 'public, max-age=31536000, immutable'

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of SECURITY_HEADERS) expect(headers[name], `${name} on ${what}`).toBe(value)
}

async function indexHtml(request: APIRequestContext): Promise<string> {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  return response.text()
}

test('deep links get index.html with a 200, not a 404; /connect gets its prerendered page', async ({ request }) => {
  const index = await indexHtml(request)
  expect(index).toContain('<div id="root"></div>')
  for (const path of ['/w/ws_1/templates?page=2&limit=10', '/w/ws_1/broadcasts/bc_1', '/tags', '/webhooks/wh_1']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
    expect(await response.text(), path).toBe(index)
  }
  // The connect page: the same page but for its own entry script (src/connect-main.tsx, no router), its title and the
  // connect screen's markup inert inside #root (scripts/build/prerender-connect.mjs).
  const entry = (html: string) =>
    /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html)?.[1]
  const withoutScripts = (html: string) =>
    html
      .replace(/\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g, '')
      // Each page's own title ("Connect · Inbox Console"), set again by the app as it navigates.
      .replace(/<title>[^<]*<\/title>/, '<title></title>')
  expect(entry(index), 'the entry script in index.html').toBeDefined()
  for (const path of ['/connect', '/connect?redirect=%2Fwebhooks']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
    const page = await response.text()
    expect(page, path).toMatch(
      /<div id="root"><div inert>(<!--[^>]*-->)*<main[^>]*><div[^>]*><h1[^>]*>Connect to Inbox Console<\/h1>/,
    )
    expect(entry(page), path).toBeDefined()
    expect(entry(page), path).not.toBe(entry(index))
    const shell = page.replace(/<div id="root">[\s\S]*<\/div>\s*(?=<\/body>)/, '<div id="root"></div>\n  ')
    expect(withoutScripts(shell), path).toBe(withoutScripts(index))
  }
})

test('index.html, bundles and workers carry the security headers and the right caching', async ({ request }) => {
  const index = await indexHtml(request)
  for (const path of ['/', '/connect', '/w/ws_1/templates']) {
    const response = await request.get(path)
    expectSecurityHeaders(response.headers(), path)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
  }

  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1]
  const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(index)?.[1]
  expect(script, 'the entry script in index.html').toBeDefined()
  expect(style, 'the stylesheet in index.html').toBeDefined()
  for (const asset of [script, style] as string[]) {
    const gzipped = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.status(), asset).toBe(200)
    expect(gzipped.headers()['cache-control'], asset).toBe(IMMUTABLE)
    expect(gzipped.headers()['content-encoding'], asset).toBe('gzip')
    expect(gzipped.headers()['vary'], asset).toMatch(/accept-encoding/i)
    expectSecurityHeaders(gzipped.headers(), asset)
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers()['content-encoding'], `${asset} without gzip`).toBeUndefined()
    expect((await plain.body()).equals(await gzipped.body()), `${asset}: the same file either way`).toBe(true)
  }
  expect((await request.get(script as string)).headers()['content-type']).toMatch(/javascript/)

  // The service workers must never be cached for long, or a deployment would keep the old demo worker.
  for (const worker of ['/mockServiceWorker.js', '/demo-worker.js']) {
    const response = await request.get(worker)
    expect(response.status(), worker).toBe(200)
    expect(response.headers()['content-type'], worker).toMatch(/javascript/)
    expect(response.headers()['cache-control'], worker).toBe('no-cache')
  }

  // A missing bundle is a 404 (never index.html as JavaScript, cached for a year), still with the headers.
  const missing = await request.get('/assets/index-deadbeef.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).toBeUndefined()
  expectSecurityHeaders(missing.headers(), 'a 404')
})

test('/v1 is proxied to the API with the key, and its answers come back as they are', async ({ request }) => {
  const withoutKey = await request.get('/v1/account-info')
  expect(withoutKey.status()).toBe(401)
  const wrongKey = await request.get('/v1/account-info', { headers: { 'x-api-key': 'wrong-key' } })
  expect(wrongKey.status()).toBe(401)

  const account = await request.get('/v1/account-info', { headers: { 'x-api-key': DEMO_KEY } })
  expect(account.status()).toBe(200)
  expect(await account.json()).toEqual(expect.objectContaining({ name: 'Northwind Retail Group' }))
  expect(account.headers()['cache-control'], 'the API’s caching is its own').toBeUndefined()
  expectSecurityHeaders(account.headers(), '/v1/account-info')

  const page2 = await request.get('/v1/workspaces?page=1&limit=2', { headers: { 'x-api-key': DEMO_KEY } })
  expect(page2.status()).toBe(200)
  expect(await page2.json()).toHaveLength(2)
})

test('the proxy passes method, path, query, body and key on, and keeps a 429’s Retry-After', async () => {
  // An upstream of our own that answers 429, in front of which a second nginx runs with the same script.
  const seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string }[] = []
  const upstream = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() })
      res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' })
        .end(JSON.stringify({ message: 'Too many requests' }))
    })
  })
  upstream.listen(0, '127.0.0.1')
  await once(upstream, 'listening')
  const upstreamPort = (upstream.address() as AddressInfo).port

  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const port = (probe.address() as AddressInfo).port
  probe.close()
  await once(probe, 'close')

  const server = spawn(
    process.execPath,
    [
      'scripts/ci/serve-nginx.mjs',
      '--dist',
      'dist',
      '--upstream',
      `http://127.0.0.1:${upstreamPort}`,
      '--port',
      String(port),
    ],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  try {
    const origin = `http://127.0.0.1:${port}`
    await expect
      .poll(async () => {
        if (server.exitCode !== null) throw new Error(`serve-nginx exited with ${server.exitCode}: ${stderr}`)
        return fetch(`${origin}/`).then(
          (response) => response.status,
          () => 0,
        )
      })
      .toBe(200)

    const response = await fetch(`${origin}/v1/broadcasts?workspaceId=ws_1&page=2`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Spring sale' }),
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('7')
    expect(await response.json()).toEqual({ message: 'Too many requests' })
    expect(response.headers.get('content-security-policy')).toBe(securityHeaders()['Content-Security-Policy'])

    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/broadcasts?workspaceId=ws_1&page=2',
      body: '{"name":"Spring sale"}',
    })
    expect(seen[0]?.headers).toMatchObject({
      'x-api-key': DEMO_KEY,
      'content-type': 'application/json',
      'x-forwarded-for': '127.0.0.1',
    })
  } finally {
    server.kill('SIGTERM')
    if (server.exitCode === null) await once(server, 'exit')
    upstream.close()
  }
})

test('live mode works through /v1 on this site, and deep links survive a reload', async ({ page, baseURL }) => {
  const apiOrigins = new Set<string>()
  const keys = new Set<string | undefined>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/v1/')) return
    apiOrigins.add(url.origin)
    keys.add(request.headers()['x-api-key'])
  })

  await page.goto('/connect?redirect=%2Fw%2Fws_1%2Ftemplates%3Flimit%3D10')
  await chooseMode(page, 'Live API')
  await expect(page.getByLabel('Base URL')).toHaveValue(baseURL as string)
  await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY)
  await page.getByRole('button', { name: 'Connect' }).click()

  const table = page.getByRole('table', { name: 'Templates' })
  await expect(table.getByRole('row')).toHaveCount(11)
  await expect(page.getByRole('banner').getByText('Live')).toBeVisible()
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/w\/ws_1\/templates\?.*page=2/)
  const deepLink = page.url()
  await page.reload()
  await expect(page).toHaveURL(deepLink)
  await expect(page.getByText('Page 2')).toBeVisible()
  await expect(table.getByRole('row')).not.toHaveCount(0)

  await page.goto('/w/ws_1')
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Retail — EU' })).toBeVisible()

  expect([...apiOrigins], 'every API call goes to this site, none to the API’s own port').toEqual([baseURL])
  expect([...keys]).toEqual([DEMO_KEY])
})

test('demo mode works under the CSP: its service worker, a dialog’s scroll lock and a styled toast', async ({
  page,
}) => {
  await connectDemo(page, '/connect')
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/demo-worker\.js$/)

  await page.goto('/tags')
  await page.getByRole('button', { name: 'New tag' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Radix's scroll lock, whose rules now come from a constructable stylesheet instead of a <style> element.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

  await dialog.getByLabel('Name', { exact: true }).fill('Nginx served tag')
  await dialog.getByRole('button', { name: 'Create tag' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')

  // sonner's stylesheet, now loaded from its own .css file: the toast is laid out by it.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Created “Nginx served tag”' })
  await expect(toast).toBeVisible()
  expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('absolute')
  expect(await page.locator('style').count(), 'no <style> element in the page').toBe(0)
})

test('the CSP blocks inline styles, inline scripts and eval, and the fixtures see it', async ({ browser, baseURL }) => {
  // A page of its own: the fixtures' page fails any test with a violation, and this one makes three.
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const violations = await watchCspViolations(page)
  await page.goto('/connect')
  await expect(page.getByRole('heading', { name: 'Connect to Inbox Console' })).toBeVisible()

  const outcome = await page.evaluate(async () => {
    const style = document.createElement('style')
    style.textContent = 'body { display: none }'
    document.head.append(style)
    const script = document.createElement('script')
    script.textContent = 'window.inlineScriptRan = true'
    document.head.append(script)
    // eval from a task of the page's own: DevTools lets eval through while it is evaluating this function.
    const evalRan = await new Promise<boolean>((resolve) =>
      setTimeout(() => {
        try {
          resolve(eval('true'))
        } catch {
          resolve(false)
        }
      }),
    )
    return { styleApplied: style.sheet !== null, inlineScriptRan: 'inlineScriptRan' in window, evalRan }
  })
  expect(outcome).toEqual({ styleApplied: false, inlineScriptRan: false, evalRan: false })
  await expect
    .poll(() => violations.map((violation) => violation.split(' ')[0]).sort())
    .toEqual(['script-src', 'script-src-elem', 'style-src-elem'])
  await context.close()
})
