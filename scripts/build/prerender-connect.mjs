// After `vite build`: renders the connect screen to HTML and writes dist/connect.html, which the servers
// (vite preview, deploy/nginx) send for /connect. Its markup sits in an `inert` wrapper inside #root: it
// paints at once, takes no input, and React replaces it on its first render, so nothing typed can be lost.
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
  // The router's scroll-restoration script: the CSP would block it, and React replaces the markup anyway.
  markup = (await renderConnect()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
} finally {
  await vite.close()
}

if (!markup.includes('Connect to Inbox Console'))
  throw new Error('The prerendered connect screen has no heading: the render is broken.')
if (/<script|<style|\son\w+=/i.test(markup))
  throw new Error('The prerendered connect screen holds inline script or style, which the CSP forbids.')
const index = readFileSync(`${dist}/index.html`, 'utf8')
if (!index.includes(ROOT)) throw new Error(`${dist}/index.html has no empty ${ROOT}`)
writeFileSync(`${dist}/connect.html`, index.replace(ROOT, `<div id="root"><div inert>${markup}</div></div>`))
console.log(`Prerendered the connect screen: ${dist}/connect.html (${markup.length} characters of markup).`)
