// For the benchmarks that measure live mode: the demo API as a real HTTP server in a child process, and a browser
// context that is a returning live-mode user of it.
import { spawn } from 'node:child_process'

export const LIVE_API_KEY = 'demo-key-7f3a9c'

/** Starts `npm run mock-api`'s server on `port` and resolves once it answers; kill() the child when done. */
export async function startMockApi(port) {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.app.json', 'scripts/dev/mock-api.ts'],
    { env: { ...process.env, MOCK_API_PORT: String(port) }, stdio: 'ignore' },
  )
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the mock API exited with ${child.exitCode}`)
    const answered = await fetch(`http://127.0.0.1:${port}/v1/account-info`).then(
      () => true,
      () => false,
    )
    if (answered) return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error('the mock API did not start within 30 s')
}

/** Playwright storage state of a live-mode user who ticked "Remember on this device" at `origin`. */
export function liveSessionState(origin) {
  const session = { mode: 'live', baseUrl: '', apiKey: LIVE_API_KEY, remember: true }
  return {
    cookies: [],
    origins: [
      {
        origin: origin.replace(/\/$/, ''),
        localStorage: [{ name: 'inbox-console:session', value: JSON.stringify(session) }],
      },
    ],
  }
}
