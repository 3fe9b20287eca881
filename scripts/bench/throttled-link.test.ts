import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSlowLink } from './throttled-link.mjs'

const KIB = 1024
let server: Server
let port: number

beforeAll(async () => {
  server = createServer((request, response) => {
    const size = Number(new URL(request.url ?? '/', 'http://local').searchParams.get('kib')) * KIB
    response.writeHead(200, { 'content-length': size, connection: 'close' })
    response.end(Buffer.alloc(size, 'x'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

// Small figures keep the test short: 40 ms round trip, 800 kbit/s, so 10 KiB take 102 ms on the wire.
const LINK = { rttMs: 40, downBitsPerSecond: 800e3 }
const wireMs = (kib: number) => (kib * KIB * 8 * 1000) / LINK.downBitsPerSecond

async function timedFetch(linkPort: number, kib: number) {
  const started = performance.now()
  const response = await fetch(`http://127.0.0.1:${linkPort}/?kib=${kib}`)
  const body = await response.arrayBuffer()
  return { ms: performance.now() - started, bytes: body.byteLength }
}

describe('startSlowLink', () => {
  it('delivers everything, no sooner than the handshake, the request, and the bytes on the wire allow', async () => {
    const link = await startSlowLink(port, LINK)
    try {
      const { ms, bytes } = await timedFetch(link.port, 20)
      expect(bytes).toBe(20 * KIB)
      // Handshake (one round trip), request and answer (another), 20 KiB at 800 kbit/s.
      expect(ms).toBeGreaterThanOrEqual(2 * LINK.rttMs + wireMs(20) - 5)
      expect(ms).toBeLessThan(2000)
    } finally {
      await link.close()
    }
  })

  it('makes parallel downloads share the bandwidth', async () => {
    const link = await startSlowLink(port, LINK)
    try {
      const [first, second] = await Promise.all([timedFetch(link.port, 10), timedFetch(link.port, 10)])
      // Alone, 10 KiB would be on the wire for wireMs(10); shared, each waits for the other's packets too.
      expect(Math.min(first.ms, second.ms)).toBeGreaterThanOrEqual(2 * LINK.rttMs + wireMs(20) * 0.9)
    } finally {
      await link.close()
    }
  })
})
