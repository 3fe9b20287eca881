import { createServer, type IncomingMessage, type Server } from 'node:http'
import { getResponse } from 'msw'
import { createDemoDb } from './db'
import { createHandlers } from './handlers/all-handlers'

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, x-api-key, accept',
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  })
}

function originOf(server: Server): string {
  const address = server.address()
  if (!address || typeof address === 'string') return 'http://127.0.0.1'
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

/** Serves the demo API's handlers over real HTTP, so live mode can be exercised against a real server. */
export function startMockHttpServer({ port, host = '127.0.0.1' }: { port: number; host?: string }): Promise<Server> {
  const handlers = createHandlers(createDemoDb())
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end()
      return
    }
    try {
      const request = await toFetchRequest(req, originOf(server))
      const response =
        (await getResponse(handlers, request)) ??
        Response.json({ error: `No route for ${req.method} ${req.url}` }, { status: 404 })
      res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...CORS_HEADERS })
      res.end(Buffer.from(await response.arrayBuffer()))
      console.log(`${req.method} ${new URL(request.url).pathname} -> ${response.status}`)
    } catch (error) {
      console.error(error)
      res
        .writeHead(500, { 'content-type': 'application/json', ...CORS_HEADERS })
        .end(JSON.stringify({ error: 'Mock API failure' }))
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
