import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

/** Flags for Chromium on a machine with no network beyond the registries, running as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
]

/**
 * The Chromium the tests will drive: $CHROMIUM_PATH, else a system Chromium (Debian's here),
 * else Playwright's own download. Returns null when there is none.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return existsSync(fromEnv) ? { executablePath: fromEnv, source: 'CHROMIUM_PATH' } : null
  const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path))
  if (system) return { executablePath: system, source: 'system' }
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core')
    const bundled = chromium.executablePath()
    if (bundled && existsSync(bundled)) return { executablePath: undefined, source: `Playwright (${bundled})` }
  } catch {
    // playwright-core not installed or no browser registry: nothing bundled.
  }
  return null
}
