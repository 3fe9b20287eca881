import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fakeNginx, runScript, tempDir } from './fake-machine'

/**
 * A machine with a build in dist/, and a fake nginx that, when started, keeps its arguments and the
 * configuration it was given in `seen/` and exits with 3.
 */
function machine() {
  const root = tempDir()
  const dist = join(root, 'dist')
  const seen = join(root, 'seen')
  const tmp = join(root, 'tmp')
  for (const dir of [dist, seen, tmp]) mkdirSync(dir)
  writeFileSync(join(dist, 'index.html'), '<!doctype html>')
  const nginx = fakeNginx(
    root,
    [
      `printf '%s\\n' "$@" > '${seen}/args'`,
      `cp "$4" '${seen}/nginx.conf'`,
      `cp "$2/conf.d/default.conf" '${seen}/default.conf'`,
      'exit 3',
    ].join('\n'),
  )
  const serve = (args: string[], env: Record<string, string> = {}) =>
    runScript('scripts/ci/serve-nginx.mjs', {
      args,
      cwd: root,
      env: { PATH: process.env.PATH ?? '', NGINX_PATH: nginx, TMPDIR: tmp, ...env },
    })
  return { root, dist, seen, tmp, serve, started: () => existsSync(join(seen, 'args')) }
}

describe('serve-nginx', () => {
  it('writes its configuration to a temporary prefix, runs nginx on it, and removes it when nginx exits', () => {
    const { dist, seen, tmp, serve } = machine()
    const { status, stdout } = serve(['--dist', 'dist', '--access-log', 'access.log'], {
      API_UPSTREAM: 'http://127.0.0.1:8787/',
      PORT: '8099',
    })
    expect(status).toBe(3)
    expect(stdout).toContain(
      `serve-nginx: nginx/9.9.9 on http://127.0.0.1:8099, serving ${dist}, /v1 -> http://127.0.0.1:8787/`,
    )
    const [, prefix, , mainConfig, ...rest] = readFileSync(join(seen, 'args'), 'utf8').trim().split('\n')
    expect(dirname(prefix ?? '')).toBe(tmp)
    expect(basename(prefix ?? '')).toMatch(/^inbox-console-nginx-/)
    expect(prefix).toMatch(/\/$/)
    expect(mainConfig).toBe(`${prefix}nginx.conf`)
    expect(rest).toEqual(['-e', 'stderr'])
    const config = readFileSync(join(seen, 'nginx.conf'), 'utf8')
    expect(config).toContain('daemon off;')
    expect(config).toContain(`access_log ${join(dist, '..', 'access.log')};`)
    expect(config).toContain(`client_body_temp_path ${prefix}temp/client_body;`)
    const site = readFileSync(join(seen, 'default.conf'), 'utf8')
    expect(site).toContain('listen 127.0.0.1:8099;')
    expect(site).toContain(`root ${dist};`)
    expect(site).toContain('http://127.0.0.1:8787')
    expect(readdirSync(tmp)).toEqual([])
  })

  it('takes --upstream, --port and --host over the environment, and keeps the access log off by default', () => {
    const { seen, serve } = machine()
    const { status } = serve(
      ['--dist', 'dist', '--upstream', 'https://api.example.com', '--port', '9000', '--host', '0.0.0.0'],
      { API_UPSTREAM: 'http://127.0.0.1:1', PORT: '1', HOST: '10.0.0.1' },
    )
    expect(status).toBe(3)
    expect(readFileSync(join(seen, 'nginx.conf'), 'utf8')).toContain('access_log off;')
    const site = readFileSync(join(seen, 'default.conf'), 'utf8')
    expect(site).toContain('listen 0.0.0.0:9000;')
    expect(site).toContain('https://api.example.com')
    expect(site).not.toContain('127.0.0.1:1')
  })

  it.each([
    ['there is no nginx', [], { NGINX_PATH: '/nowhere/nginx' }, 'serve-nginx: no nginx found.'],
    [
      'the build is missing',
      ['--dist', 'elsewhere'],
      {},
      '/elsewhere/index.html is missing: run "npm run build" first',
    ],
    ['no upstream is given', ['--dist', 'dist'], {}, 'serve-nginx: no upstream for /v1: pass --upstream'],
    [
      'the port is not a number',
      ['--upstream', 'http://a.test', '--port', '80a'],
      {},
      '--port must be a number (got "80a")',
    ],
    [
      'the upstream has a path',
      ['--upstream', 'http://a.test/v1'],
      {},
      'API_UPSTREAM must be an http(s) origin with no path',
    ],
    ['an option is unknown', ['--dits', 'dist'], {}, "Unknown option '--dits'"],
  ])('refuses to start when %s', (_case, args, env, message) => {
    const { tmp, serve, started } = machine()
    const { status, stderr } = serve(args, env)
    expect(status).toBe(1)
    expect(stderr).toContain(message)
    expect(started()).toBe(false)
    expect(readdirSync(tmp)).toEqual([])
  })
})
