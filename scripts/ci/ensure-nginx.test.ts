import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fakeInstallers, fakeNginx, runScript, tempDir } from './fake-machine'

// apt-get on the PATH is a fake that only logs, so a regression cannot install anything.
function ensureNginx(nginxPath: string) {
  const installers = fakeInstallers()
  const result = runScript('scripts/ci/ensure-nginx.mjs', { env: { PATH: installers.bin, NGINX_PATH: nginxPath } })
  return { ...result, installed: existsSync(installers.log) }
}

describe('ensure-nginx', () => {
  it('reports the nginx NGINX_PATH names, with its version, and installs nothing', () => {
    const nginx = fakeNginx(tempDir())
    expect(ensureNginx(nginx)).toEqual({
      status: 0,
      stdout: `nginx for the production-server tests: ${nginx} (nginx/9.9.9, NGINX_PATH)\n`,
      stderr: '',
      installed: false,
    })
  })

  it('fails with advice when NGINX_PATH names nothing, without installing another', () => {
    const { status, stdout, stderr, installed } = ensureNginx(join(tempDir(), 'missing-nginx'))
    expect(status).toBe(1)
    expect(stderr).toContain('No nginx is available for the production-server tests.')
    expect(stderr).toContain('or point NGINX_PATH at an nginx binary')
    expect(stdout).toBe('')
    expect(installed).toBe(false)
  })
})
