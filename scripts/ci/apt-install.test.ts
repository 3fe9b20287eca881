import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aptInstall, canAptInstall } from './apt-install.mjs'
import { fakeExecutable, tempDir } from './fake-machine'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('canAptInstall', () => {
  const debianAsRoot = () => ({
    platform: 'linux' as const,
    uid: 0,
    aptGet: fakeExecutable(tempDir(), 'apt-get', 'exit 0'),
  })

  it('is true on Linux with apt-get, as root', () => {
    expect(canAptInstall(debianAsRoot())).toBe(true)
  })

  it.each([
    ['not as root', { uid: 1000 }],
    ['on macOS', { platform: 'darwin' as const }],
    ['without apt-get', { aptGet: '/nowhere/apt-get' }],
  ])('is false %s', (_case, change) => {
    expect(canAptInstall({ ...debianAsRoot(), ...change })).toBe(false)
  })
})

describe('aptInstall', () => {
  /** A fake apt-get, alone on the PATH, that writes each call to a log and fails on `failOn`. */
  function fakeAptGet(failOn = 'never') {
    const dir = tempDir()
    const log = join(dir, 'calls.log')
    fakeExecutable(dir, 'apt-get', `echo "$DEBIAN_FRONTEND $*" >> '${log}'\n[ "$1" = "${failOn}" ] && exit 100\nexit 0`)
    vi.stubEnv('PATH', dir)
    const shown = vi.spyOn(console, 'log').mockImplementation(() => {})
    return { calls: () => readFileSync(log, 'utf8').trim().split('\n'), shown }
  }

  it('updates the package lists, then installs without questions, showing each command', () => {
    const { calls, shown } = fakeAptGet()
    expect(aptInstall(['nginx'], ['--no-install-recommends'])).toBe(true)
    expect(calls()).toEqual([
      'noninteractive update -qq',
      'noninteractive install -y -qq --no-install-recommends nginx',
    ])
    expect(shown.mock.calls).toEqual([
      ['$ apt-get update -qq'],
      ['$ apt-get install -y -qq --no-install-recommends nginx'],
    ])
  })

  it('stops after a failed update', () => {
    const { calls } = fakeAptGet('update')
    expect(aptInstall(['chromium'])).toBe(false)
    expect(calls()).toEqual(['noninteractive update -qq'])
  })

  it('reports a failed install', () => {
    const { calls } = fakeAptGet('install')
    expect(aptInstall(['chromium'])).toBe(false)
    expect(calls()).toEqual(['noninteractive update -qq', 'noninteractive install -y -qq chromium'])
  })
})
