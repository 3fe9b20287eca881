// Stand-ins for a machine, for the tests of the CI scripts: temporary directories, fake executables, and a
// way to run a script with nothing of this machine's environment but what the test gives it.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { onTestFinished } from 'vitest'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

/** A temporary directory, removed when the current test ends. */
export function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'inbox-console-script-test-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Writes an executable shell script `name` into `dir`; returns its path. */
export function fakeExecutable(dir: string, name: string, body: string) {
  const path = join(dir, name)
  writeFileSync(path, `#!/bin/sh\n${body}\n`)
  chmodSync(path, 0o755)
  return path
}

/** An nginx that answers `-v` as nginx 9.9.9 does, and runs `body` otherwise. */
export function fakeNginx(dir: string, body = 'exit 0') {
  return fakeExecutable(
    dir,
    'nginx',
    `if [ "$1" = "-v" ]; then echo "nginx version: nginx/9.9.9" >&2; exit 0; fi\n${body}`,
  )
}

/** Fake apt-get and npx in a new directory, to be the whole PATH: each call is written to `log`, and fails. */
export function fakeInstallers() {
  const bin = tempDir()
  const log = join(bin, 'calls.log')
  for (const name of ['apt-get', 'npx']) fakeExecutable(bin, name, `echo "${name} $*" >> '${log}'\nexit 1`)
  return { bin, log }
}

/** Runs a repository script with node; its environment is `env` alone. */
export function runScript(
  script: string,
  { args = [], env = {}, cwd = repoRoot }: { args?: string[]; env?: Record<string, string>; cwd?: string } = {},
) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [join(repoRoot, script), ...args], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 10_000,
  })
  return { status, stdout, stderr }
}
