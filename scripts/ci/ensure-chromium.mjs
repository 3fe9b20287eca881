import { aptInstall, canAptInstall, run } from './apt-install.mjs'
import { findChromium, HEADLESS_SHELL, TEST_CHROMIUMS } from './find-chromium.mjs'

function report(found) {
  console.log(`Chromium for the browser tests: ${found.executablePath ?? 'Playwright bundled'} (${found.source})`)
}

const findForTests = () => findChromium({ systemPaths: TEST_CHROMIUMS })

let found = findForTests()
if (found?.executablePath === HEADLESS_SHELL || (found && (process.env.CHROMIUM_PATH || !canAptInstall()))) {
  report(found)
  process.exit(0)
}

if (canAptInstall() && !process.env.CHROMIUM_PATH) {
  // The tests drive the headless shell; the bench's Lighthouse runs the whole browser.
  console.log('Installing Debian/Ubuntu chromium and chromium-headless-shell with apt-get…')
  if (aptInstall(['chromium', 'chromium-headless-shell'])) found = findForTests()
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
