import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeExecutable, tempDir } from './fake-machine'
import { findChromium } from './find-chromium.mjs'

afterEach(() => {
  vi.unstubAllEnvs()
})

function machine() {
  const dir = tempDir()
  return {
    dir,
    missing: join(dir, 'missing-chromium'),
    system: fakeExecutable(dir, 'chromium', 'exit 0'),
    download: fakeExecutable(dir, 'playwright-chromium', 'exit 0'),
  }
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH before a system Chromium or the download', () => {
    const { dir, system, download } = machine()
    const own = fakeExecutable(dir, 'my-chrome', 'exit 0')
    expect(findChromium({ env: { CHROMIUM_PATH: own }, systemPaths: [system], bundled: () => download })).toEqual({
      executablePath: own,
      source: 'CHROMIUM_PATH',
    })
  })

  it('reports a CHROMIUM_PATH that does not exist as no Chromium, rather than using another', () => {
    const { missing, system, download } = machine()
    expect(findChromium({ env: { CHROMIUM_PATH: missing }, systemPaths: [system], bundled: () => download })).toBe(null)
  })

  it('falls back to the first system Chromium that exists, in order', () => {
    const { dir, missing, system, download } = machine()
    const later = fakeExecutable(dir, 'google-chrome', 'exit 0')
    expect(findChromium({ env: {}, systemPaths: [missing, system, later], bundled: () => download })).toEqual({
      executablePath: system,
      source: 'system',
    })
  })

  it('falls back to the Playwright download, which Playwright then finds itself', () => {
    const { missing, download } = machine()
    expect(findChromium({ env: {}, systemPaths: [missing], bundled: () => download })).toEqual({
      executablePath: undefined,
      source: `Playwright (${download})`,
    })
  })

  it('finds none when there is no system Chromium and the download is absent', () => {
    const { dir, missing } = machine()
    expect(findChromium({ env: {}, systemPaths: [missing], bundled: () => join(dir, 'not-downloaded') })).toBe(null)
    expect(findChromium({ env: {}, systemPaths: [missing], bundled: () => undefined })).toBe(null)
  })

  it('reads CHROMIUM_PATH from the environment when called with no options', () => {
    const { system } = machine()
    vi.stubEnv('CHROMIUM_PATH', system)
    expect(findChromium()).toEqual({ executablePath: system, source: 'CHROMIUM_PATH' })
  })
})
