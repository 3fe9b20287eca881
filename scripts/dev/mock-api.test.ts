import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_API_KEY } from '@/lib/demo-keys'
import { SEED_ACCOUNT_NAME } from '@/mocks/seed'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
let server: ChildProcessWithoutNullStreams
let origin: string

// `npm run mock-api`, as Playwright starts it, on a free port.
beforeAll(async () => {
  server = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.app.json', 'scripts/dev/mock-api.ts'],
    { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', MOCK_API_PORT: '0' } },
  )
  origin = await new Promise<string>((resolve, reject) => {
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const announced = /mock API on (http:\/\/127\.0\.0\.1:\d+) \(API key: (.+)\)/.exec(output)
      if (announced?.[1]) resolve(announced[1])
    }
    server.stdout.on('data', read)
    server.stderr.on('data', read)
    server.once('exit', (code) => reject(new Error(`the mock API exited with ${code}:\n${output}`)))
  })
}, 20_000)

afterAll(async () => {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
})

const accountInfo = (headers: Record<string, string>) => fetch(`${origin}/v1/account-info`, { headers })

describe('the mock API script', () => {
  it('listens on a free port when MOCK_API_PORT is 0, and says which', () => {
    expect(Number(new URL(origin).port)).toBeGreaterThan(0)
  })

  it('answers /v1/account-info for the demo key with the seeded account', async () => {
    expect(DEMO_API_KEY).toBe('demo-key-7f3a9c')
    const response = await accountInfo({ 'x-api-key': DEMO_API_KEY })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ name: SEED_ACCOUNT_NAME })
  })

  it('refuses a missing or unknown key with 401', async () => {
    expect((await accountInfo({})).status).toBe(401)
    expect((await accountInfo({ 'x-api-key': 'not-the-demo-key' })).status).toBe(401)
  })
})
