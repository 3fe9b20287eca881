import { aptInstall, canAptInstall, run } from './apt-install.mjs'
import { findChromium } from './find-chromium.mjs'

function report(found) {
  console.log(`Chromium for the browser tests: ${found.executablePath ?? 'Playwright bundled'} (${found.source})`)
}

let found = findChromium()
if (found) {
  report(found)
  process.exit(0)
}

if (canAptInstall() && !process.env.CHROMIUM_PATH) {
  console.log('No Chromium found: installing Debian/Ubuntu chromium with apt-get…')
  if (aptInstall(['chromium'])) found = findChromium()
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
