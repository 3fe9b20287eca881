import { mkdirSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeExecutable, fakeNginx, tempDir } from './fake-machine'
import { findNginx } from './find-nginx.mjs'

afterEach(() => {
  vi.unstubAllEnvs()
})

/** A directory of its own for each fake nginx, as PATH entries and sbin directories are. */
function binDir(root: string, name: string) {
  const dir = join(root, name)
  mkdirSync(dir)
  return dir
}

describe('findNginx', () => {
  it('takes NGINX_PATH and reads its version', () => {
    const nginx = fakeNginx(tempDir())
    expect(findNginx({ env: { NGINX_PATH: nginx }, systemPaths: [] })).toEqual({
      executablePath: nginx,
      version: 'nginx/9.9.9',
      source: 'NGINX_PATH',
    })
  })

  it.each([
    ['does not exist', (dir: string) => join(dir, 'missing-nginx')],
    [
      'is not executable',
      (dir: string) => {
        writeFileSync(join(dir, 'plain-file'), 'not a program')
        return join(dir, 'plain-file')
      },
    ],
    ['fails to run', (dir: string) => fakeExecutable(dir, 'broken-nginx', 'exit 1')],
  ])('refuses an NGINX_PATH that %s, rather than using another nginx', (_case, make) => {
    const root = tempDir()
    const working = fakeNginx(binDir(root, 'bin'))
    expect(findNginx({ env: { NGINX_PATH: make(root), PATH: join(root, 'bin') }, systemPaths: [working] })).toBe(null)
  })

  it('searches the PATH in order, before the system locations', () => {
    const root = tempDir()
    const empty = binDir(root, 'empty')
    const first = fakeNginx(binDir(root, 'first'))
    fakeNginx(binDir(root, 'second'))
    const system = fakeNginx(binDir(root, 'sbin'))
    const PATH = [empty, join(root, 'first'), join(root, 'second')].join(delimiter)
    expect(findNginx({ env: { PATH }, systemPaths: [system] })).toEqual({
      executablePath: first,
      version: 'nginx/9.9.9',
      source: 'PATH',
    })
  })

  it('skips an nginx on the PATH that does not run, and falls back to the system locations', () => {
    const root = tempDir()
    fakeExecutable(binDir(root, 'bin'), 'nginx', 'exit 1')
    const system = fakeNginx(binDir(root, 'sbin'))
    expect(findNginx({ env: { PATH: join(root, 'bin') }, systemPaths: [join(root, 'missing'), system] })).toEqual({
      executablePath: system,
      version: 'nginx/9.9.9',
      source: 'system',
    })
  })

  it('reads the version from stdout too, and says "nginx" when there is no version line', () => {
    const root = tempDir()
    const onStdout = fakeExecutable(binDir(root, 'a'), 'nginx', 'echo "nginx version: nginx/1.27.0"')
    const unversioned = fakeExecutable(binDir(root, 'b'), 'nginx', 'echo "a web server"')
    expect(findNginx({ env: { NGINX_PATH: onStdout } })?.version).toBe('nginx/1.27.0')
    expect(findNginx({ env: { NGINX_PATH: unversioned } })?.version).toBe('nginx')
  })

  it('finds none when nothing on the PATH or in the system locations runs', () => {
    const root = tempDir()
    fakeExecutable(binDir(root, 'bin'), 'nginx', 'exit 1')
    expect(findNginx({ env: { PATH: join(root, 'bin') }, systemPaths: [join(root, 'missing')] })).toBe(null)
  })

  it('reads NGINX_PATH from the environment when called with no options', () => {
    const nginx = fakeNginx(tempDir())
    vi.stubEnv('NGINX_PATH', nginx)
    expect(findNginx()).toMatchObject({ executablePath: nginx, source: 'NGINX_PATH' })
  })
})
