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

/** Debian's build of Chromium's old headless mode: the same engine without the browser's window, tabs and UI. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
]

/**
 * What the browser tests drive first: the headless shell. Since Chromium 132 the `chromium` binary runs headless as a
 * whole browser (its own UI renderers included), which made a test about 15% slower here and left less of a 2-core
 * machine to the other worker. The bench's Lighthouse keeps the whole browser.
 */
export const TEST_CHROMIUMS = [HEADLESS_SHELL, ...SYSTEM_CHROMIUMS]

/** The browser Playwright downloaded (`npx playwright install chromium`), or undefined when there is none. */
function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core')
    return chromium.executablePath() || undefined
  } catch {
    // playwright-core not installed or no browser registry: nothing bundled.
    return undefined
  }
}

/**
 * The Chromium the tests will drive: $CHROMIUM_PATH, else a system Chromium (Debian's here),
 * else Playwright's own download. Returns null when there is none.
 * The options stand in for the machine in tests.
 */
export function findChromium({ env = process.env, systemPaths = SYSTEM_CHROMIUMS, bundled = playwrightChromium } = {}) {
  const fromEnv = env.CHROMIUM_PATH
  if (fromEnv) return existsSync(fromEnv) ? { executablePath: fromEnv, source: 'CHROMIUM_PATH' } : null
  const system = systemPaths.find((path) => existsSync(path))
  if (system) return { executablePath: system, source: 'system' }
  const download = bundled()
  if (download && existsSync(download)) return { executablePath: undefined, source: `Playwright (${download})` }
  return null
}
