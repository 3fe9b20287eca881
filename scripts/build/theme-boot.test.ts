// @vitest-environment jsdom
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { securityHeaders } from '../../deploy/security-headers.mjs'
import { LOCALE_BOOT_SCRIPT } from '../../deploy/locale-boot.mjs'
import { DARK_THEME_META, THEME_BOOT_SCRIPT } from '../../deploy/theme-boot.mjs'

function boot({ stored, systemDark }: { stored?: string; systemDark: boolean }) {
  document.head.innerHTML = `<meta name="${DARK_THEME_META}" content="/assets/dark-theme-abc.css">`
  document.documentElement.className = ''
  localStorage.clear()
  if (stored) localStorage.setItem('inbox-console:theme', stored)
  vi.stubGlobal('matchMedia', () => ({ matches: systemDark }))
  new Function(THEME_BOOT_SCRIPT)()
  const link = document.getElementById(DARK_THEME_META)
  return { dark: document.documentElement.classList.contains('dark'), link }
}

afterEach(() => vi.unstubAllGlobals())

describe('the theme boot script', () => {
  it('makes the first paint dark, waiting for the dark stylesheet, on a dark choice or a dark system', () => {
    for (const page of [boot({ stored: 'dark', systemDark: false }), boot({ systemDark: true })]) {
      expect(page.dark).toBe(true)
      expect(page.link?.getAttribute('href')).toBe('/assets/dark-theme-abc.css')
      expect(page.link?.getAttribute('blocking')).toBe('render')
    }
  })

  it('leaves a light page alone, fetching nothing', () => {
    for (const page of [boot({ stored: 'light', systemDark: true }), boot({ systemDark: false })]) {
      expect(page.dark).toBe(false)
      expect(page.link).toBeNull()
    }
  })

  it('reads the key and the <meta> the app itself uses (src/app/theme.ts)', () => {
    const app = readFileSync('src/app/theme.ts', 'utf8')
    expect(app).toContain(`THEME_STORAGE_KEY = 'inbox-console:theme'`)
    expect(app).toContain(`DARK_THEME_META = '${DARK_THEME_META}'`)
  })

  it('is allowed by the CSP by its hash, with the language boot script and nothing else inline', () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    const policy = securityHeaders()['Content-Security-Policy'] ?? ''
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc).toBe(`script-src 'self' ${hash(LOCALE_BOOT_SCRIPT)} ${hash(THEME_BOOT_SCRIPT)}`)
  })
})
