import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

const SYSTEM_NGINX = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
  '/opt/homebrew/bin/nginx',
]

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** nginx's version line ("nginx/1.22.1"), or null when the binary does not run. */
function versionOf(path) {
  const result = spawnSync(path, ['-v'], { encoding: 'utf8' })
  if (result.status !== 0) return null
  return /nginx\/[\w.]+/.exec(`${result.stderr}${result.stdout}`)?.[0] ?? 'nginx'
}

/**
 * The nginx the server script and the nginx e2e project run: $NGINX_PATH, else `nginx` on the PATH,
 * else the usual sbin locations (Debian's package puts it in /usr/sbin, which is not on every user's PATH).
 * Returns null when there is none. The options stand in for the machine in tests.
 */
export function findNginx({ env = process.env, systemPaths = SYSTEM_NGINX } = {}) {
  const fromEnv = env.NGINX_PATH
  if (fromEnv) {
    const version = isExecutable(fromEnv) ? versionOf(fromEnv) : null
    return version ? { executablePath: fromEnv, version, source: 'NGINX_PATH' } : null
  }
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'nginx'))
  for (const candidate of [...onPath, ...systemPaths]) {
    if (!isExecutable(candidate)) continue
    const version = versionOf(candidate)
    if (version) return { executablePath: candidate, version, source: onPath.includes(candidate) ? 'PATH' : 'system' }
  }
  return null
}
