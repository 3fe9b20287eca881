import { DEMO_API_KEY } from '../../src/lib/demo-keys'
import { startMockHttpServer } from '../../src/mocks/http-server'

const port = Number(process.env.MOCK_API_PORT ?? process.argv[2] ?? 8787)
const host = process.env.MOCK_API_HOST ?? '127.0.0.1'

await startMockHttpServer({ port, host })
console.log(`Inbox Console mock API on http://${host}:${port} (API key: ${DEMO_API_KEY})`)
