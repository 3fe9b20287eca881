import { type AddressInfo } from 'node:net'
import { DEMO_API_KEY } from '../../src/lib/demo-keys'
import { startMockHttpServer } from '../../src/mocks/http-server'

const port = Number(process.env.MOCK_API_PORT ?? process.argv[2] ?? 8787)
const host = process.env.MOCK_API_HOST ?? '127.0.0.1'

const server = await startMockHttpServer({ port, host })
// The bound port, which is a free one when 0 was asked for.
const { port: boundPort } = server.address() as AddressInfo
console.log(`Inbox Console mock API on http://${host}:${boundPort} (API key: ${DEMO_API_KEY})`)
