import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Runs a command with its output shown; true when it succeeded. */
export function run(command, args, env = {}) {
  console.log(`$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0
}

/**
 * Whether Debian/Ubuntu packages can be installed here: Linux with apt-get, as root.
 * The options stand in for the machine in tests.
 */
export function canAptInstall({
  platform = process.platform,
  uid = process.getuid?.(),
  aptGet = '/usr/bin/apt-get',
} = {}) {
  return platform === 'linux' && existsSync(aptGet) && uid === 0
}

/** Installs Debian/Ubuntu packages with apt-get; true when it succeeded. */
export function aptInstall(packages, extraArgs = []) {
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  return (
    run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', ...extraArgs, ...packages], env)
  )
}
