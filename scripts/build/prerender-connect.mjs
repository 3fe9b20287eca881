// After `vite build`: renders the connect page (src/features/connection/connect-page.tsx) to HTML and writes it
// into dist/connect.html, the page of the connect entry (src/connect-main.tsx), which the servers (vite preview,
// deploy/nginx) send for /connect. Its markup sits in an `inert` wrapper inside #root: it paints at once, takes no
// input, and React replaces it on its first render, so nothing typed can be lost. dist/index.html is left as built.
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'

// React's production build, as in the browser.
process.env.NODE_ENV = 'production'

const ROOT = '<div id="root"></div>'
const dist = process.argv[2] ?? 'dist'

const vite = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
})
let markup
try {
  const { renderConnect } = await vite.ssrLoadModule('/src/prerender/render-connect.tsx')
  markup = renderConnect()
} finally {
  await vite.close()
}

if (!markup.includes('Connect to Inbox Console'))
  throw new Error('The prerendered connect screen has no heading: the render is broken.')
if (/<script|<style|\son\w+=/i.test(markup))
  throw new Error('The prerendered connect screen holds inline script or style, which the CSP forbids.')
const page = readFileSync(`${dist}/connect.html`, 'utf8')
if (!page.includes(ROOT)) throw new Error(`${dist}/connect.html has no empty ${ROOT}: was it prerendered already?`)
if (page === readFileSync(`${dist}/index.html`, 'utf8'))
  throw new Error(`${dist}/connect.html is the app's index.html, not the connect entry's page`)
writeFileSync(`${dist}/connect.html`, page.replace(ROOT, `<div id="root"><div inert>${markup}</div></div>`))
console.log(`Prerendered the connect screen: ${dist}/connect.html (${markup.length} characters of markup).`)
