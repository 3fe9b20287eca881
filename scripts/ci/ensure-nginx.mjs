import { aptInstall, canAptInstall } from './apt-install.mjs'
import { findNginx } from './find-nginx.mjs'

function report(found) {
  console.log(`nginx for the production-server tests: ${found.executablePath} (${found.version}, ${found.source})`)
}

let found = findNginx()
if (found) {
  report(found)
  process.exit(0)
}

if (canAptInstall() && !process.env.NGINX_PATH) {
  console.log('No nginx found: installing Debian/Ubuntu nginx with apt-get…')
  // Only the binary is needed: scripts/ci/serve-nginx.mjs runs it with its own config, in the foreground, and
  // never touches /etc/nginx or the system service the package may enable.
  if (aptInstall(['nginx'], ['--no-install-recommends'])) found = findNginx()
}

if (!found) {
  console.error(
    [
      'No nginx is available for the production-server tests.',
      '  - On Debian/Ubuntu as root this script installs the "nginx" package with apt-get; it could not.',
      '  - Elsewhere install nginx (apt-get install nginx, brew install nginx, …), or point NGINX_PATH at an nginx binary.',
    ].join('\n'),
  )
  process.exit(1)
}
report(found)
