import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runScript, tempDir } from './fake-machine'

const requireBuild = (cwd: string) => runScript('scripts/ci/require-build.mjs', { cwd })

describe('require-build', () => {
  it('fails, saying to build first, when dist/index.html is missing', () => {
    const cwd = tempDir()
    mkdirSync(join(cwd, 'dist'))
    const { status, stderr } = requireBuild(cwd)
    expect(status).toBe(1)
    expect(stderr).toContain('run "npm run build" first')
  })

  it('passes quietly once the build is there', () => {
    const cwd = tempDir()
    mkdirSync(join(cwd, 'dist'))
    writeFileSync(join(cwd, 'dist', 'index.html'), '<!doctype html>')
    expect(requireBuild(cwd)).toEqual({ status: 0, stdout: '', stderr: '' })
  })
})
