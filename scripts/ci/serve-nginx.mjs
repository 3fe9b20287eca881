/**
 * Serves a build with the production nginx configuration (deploy/nginx/), in the foreground.
 *
 *   npm run serve:nginx -- --dist dist --upstream http://127.0.0.1:8787 --port 8080 [--host 0.0.0.0]
 *                          [--connect-src "https://api.example.com"] [--access-log /dev/stdout]
 *
 * Defaults come from the environment: API_UPSTREAM, CSP_CONNECT_SRC, PORT (8080), HOST (127.0.0.1).
 * Everything nginx writes (config, pid, temp files) goes to a temporary directory, removed on exit; errors go
 * to stderr, the access log only with --access-log. /etc/nginx is neither read nor written, so this runs as
 * any user. Ctrl-C stops it.
 */
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { renderConfig } from '../../deploy/nginx/render.mjs'
import { findNginx } from './find-nginx.mjs'

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    upstream: { type: 'string', default: process.env.API_UPSTREAM },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    'connect-src': { type: 'string', default: process.env.CSP_CONNECT_SRC ?? '' },
    // A file, or /dev/stdout on a terminal (not when stdout is a socket, as under Playwright). Off by default.
    'access-log': { type: 'string', default: 'off' },
  },
})

function fail(message) {
  console.error(`serve-nginx: ${message}`)
  process.exit(1)
}

const nginx = findNginx()
if (!nginx)
  fail('no nginx found. Run "node scripts/ci/ensure-nginx.mjs" (npm run nginx) to install it, or set NGINX_PATH.')

const dist = resolve(args.dist)
if (!existsSync(join(dist, 'index.html')))
  fail(`${dist}/index.html is missing: run "npm run build" first, or pass --dist.`)
if (!args.upstream) fail('no upstream for /v1: pass --upstream https://api.example.com (or set API_UPSTREAM).')
if (!/^\d{1,5}$/.test(args.port)) fail(`--port must be a number (got "${args.port}")`)

/** With a root master, workers run as the build's owner: they need to read it and nothing more. */
function workerUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return ''
  const { uid, gid } = statSync(dist)
  const nameOf = (file, id) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find((fields) => fields[2] === String(id))?.[0]
  const user = nameOf('/etc/passwd', uid) ?? 'nobody'
  const group = nameOf('/etc/group', gid) ?? 'nogroup'
  return `user ${user} ${group};`
}

const prefix = mkdtempSync(join(tmpdir(), 'inbox-console-nginx-'))
chmodSync(prefix, 0o755) // workers (another user when root) reach their temp directories through it
mkdirSync(join(prefix, 'temp'), { mode: 0o755 }) // nginx makes the directories inside, for its workers
const temp = (name) => join(prefix, 'temp', name)
let siteConfig
try {
  siteConfig = await renderConfig(prefix, {
    listen: `${args.host}:${args.port}`,
    root: dist,
    upstream: args.upstream,
    connectSrc: args['connect-src'],
  })
} catch (error) {
  rmSync(prefix, { recursive: true, force: true })
  fail(error instanceof Error ? error.message : String(error))
}

const mainConfig = join(prefix, 'nginx.conf')
writeFileSync(
  mainConfig,
  `# Written by scripts/ci/serve-nginx.mjs. The site itself is ${siteConfig}, from deploy/nginx/default.conf.template.
daemon off;
${workerUser()}
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
    types {
        text/html html;
        text/css css;
        text/javascript js mjs;
        application/json json map;
        application/manifest+json webmanifest;
        image/svg+xml svg;
        image/png png;
        image/webp webp;
        image/x-icon ico;
        font/woff2 woff2;
        text/plain txt;
    }
    default_type application/octet-stream;
    sendfile on;
    access_log ${args['access-log'] === 'off' ? 'off' : resolve(args['access-log'])};
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include conf.d/default.conf;
}
`,
)

console.log(
  `serve-nginx: ${nginx.version} on http://${args.host}:${args.port}, serving ${dist}, /v1 -> ${args.upstream} (config in ${prefix})`,
)
const child = spawn(nginx.executablePath, ['-p', `${prefix}/`, '-c', mainConfig, '-e', 'stderr'], { stdio: 'inherit' })

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill('SIGTERM'))
child.on('error', (error) => {
  rmSync(prefix, { recursive: true, force: true })
  fail(`could not start ${nginx.executablePath}: ${error.message}`)
})
child.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
