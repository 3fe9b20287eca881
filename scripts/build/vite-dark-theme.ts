import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { DARK_THEME_META, THEME_BOOT_SCRIPT } from '../../deploy/theme-boot.mjs'
import { darkThemeCss, paletteOf, usedColours } from './dark-theme-css.ts'

const DEV_HREF = '/@inbox-console/dark-theme.css'

function palette() {
  const themeCss = createRequire(import.meta.url).resolve('tailwindcss/theme.css')
  return paletteOf(readFileSync(themeCss, 'utf8'))
}

/**
 * Puts the theme's boot script and the dark stylesheet's address in each page's <head>
 * (deploy/theme-boot.mjs), and writes that stylesheet: in a build, `assets/dark-theme-<hash>.css` for the colours
 * the built CSS uses; on the dev server, every colour, from memory.
 */
export function darkTheme(): Plugin {
  let built: { fileName: string; css: string } | undefined
  return {
    name: 'inbox-console:dark-theme',
    configureServer(server) {
      server.middlewares.use(DEV_HREF, (_request, response) => {
        response.setHeader('Content-Type', 'text/css')
        response.end(darkThemeCss(palette()))
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (bundle && !built) {
          const used = new Set<string>()
          for (const file of Object.values(bundle))
            if (file.type === 'asset' && file.fileName.endsWith('.css'))
              for (const name of usedColours(String(file.source))) used.add(name)
          const css = darkThemeCss(palette(), used)
          const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8)
          built = { fileName: `assets/dark-theme-${hash}.css`, css }
        }
        return [
          { tag: 'meta', attrs: { name: DARK_THEME_META, content: built ? `/${built.fileName}` : DEV_HREF } },
          { tag: 'script', children: THEME_BOOT_SCRIPT },
        ].map((tag) => ({ ...tag, injectTo: 'head' as const }))
      },
    },
    writeBundle({ dir }) {
      if (!built || !dir) throw new Error('The dark theme stylesheet was not made: no page was built.')
      writeFileSync(join(dir, built.fileName), built.css)
    },
  }
}
