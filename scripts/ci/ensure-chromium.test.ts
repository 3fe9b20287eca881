import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fakeExecutable, fakeInstallers, runScript, tempDir } from './fake-machine'

// apt-get and npx on the PATH are fakes that only log, so a regression cannot install anything.
function ensureChromium(chromiumPath: string) {
  const installers = fakeInstallers()
  const result = runScript('scripts/ci/ensure-chromium.mjs', {
    env: { PATH: installers.bin, CHROMIUM_PATH: chromiumPath },
  })
  return { ...result, installed: existsSync(installers.log) }
}

describe('ensure-chromium', () => {
  it('reports the Chromium CHROMIUM_PATH names, and installs nothing', () => {
    const chromium = fakeExecutable(tempDir(), 'chrome', 'exit 0')
    expect(ensureChromium(chromium)).toEqual({
      status: 0,
      stdout: `Chromium for the browser tests: ${chromium} (CHROMIUM_PATH)\n`,
      stderr: '',
      installed: false,
    })
  })

  it('fails with advice when CHROMIUM_PATH names nothing, without installing another', () => {
    const { status, stdout, stderr, installed } = ensureChromium(join(tempDir(), 'missing-chrome'))
    expect(status).toBe(1)
    expect(stderr).toContain('No Chromium is available for the browser tests.')
    expect(stderr).toContain('point CHROMIUM_PATH at a Chromium or Chrome binary')
    expect(stdout).toBe('')
    expect(installed).toBe(false)
  })
})
