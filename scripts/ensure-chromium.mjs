import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium } from './find-chromium.mjs'

function report(found) {
  console.log(`Chromium for the browser tests: ${found.executablePath ?? 'Playwright bundled'} (${found.source})`)
}

function run(command, args, env = {}) {
  console.log(`$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0
}

let found = findChromium()
if (found) {
  report(found)
  process.exit(0)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (process.platform === 'linux' && existsSync('/usr/bin/apt-get') && isRoot && !process.env.CHROMIUM_PATH) {
  console.log('No Chromium found: installing Debian/Ubuntu chromium with apt-get…')
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  if (run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', 'chromium'], env)) found = findChromium()
}

if (!found && !process.env.CHROMIUM_PATH) {
  console.log('Trying Playwright’s own Chromium download…')
  if (run('npx', ['playwright', 'install', 'chromium'])) found = findChromium()
}

if (!found) {
  console.error(
    [
      'No Chromium is available for the browser tests.',
      '  - On Debian/Ubuntu as root this script installs the "chromium" package with apt-get; it could not.',
      '  - Elsewhere run "npx playwright install chromium", or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  )
  process.exit(1)
}
report(found)
