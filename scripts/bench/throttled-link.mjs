// A slow phone link in user space, for the bench: a TCP proxy in front of a local server that adds a round trip
// to each new connection, delays every packet by half the round-trip time each way, and shares the download
// bandwidth fairly between the open connections, packet by packet, as competing TCP flows do. Unlike devtools'
// throttling, it throttles every fetch of the browser (service workers' too) and makes parallel downloads
// compete. Defaults: Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
import net from 'node:net'

const MTU = 1460

/**
 * @param {number} targetPort the local server's port (127.0.0.1)
 * @returns {Promise<{ port: number, dropConnections: () => void, close: () => Promise<void> }>}
 */
export async function startSlowLink(
  targetPort,
  { rttMs = 150, downBitsPerSecond = 1.6e6, upBitsPerSecond = 750e3 } = {},
) {
  const oneWayMs = rttMs / 2
  /** @type {{ client: net.Socket, upstream: net.Socket, queue: Buffer[], inFlight: number, upstreamEnded: boolean }[]} */
  const flows = []
  let sending = false
  let turn = 0

  // The download link: one packet at a time, each open connection in turn.
  const sendNextPacket = () => {
    const waiting = flows.filter((flow) => flow.queue.length > 0)
    if (waiting.length === 0) {
      sending = false
      return
    }
    sending = true
    const flow = waiting[turn++ % waiting.length]
    const head = flow.queue[0]
    const packet = head.subarray(0, MTU)
    if (head.length > MTU) flow.queue[0] = head.subarray(MTU)
    else flow.queue.shift()
    flow.inFlight++
    setTimeout(
      () => {
        setTimeout(() => {
          flow.inFlight--
          if (!flow.client.destroyed) flow.client.write(packet)
          endIfDelivered(flow)
        }, oneWayMs)
        sendNextPacket()
      },
      (packet.length * 8 * 1000) / downBitsPerSecond,
    )
  }

  // The server closed its side: the client's side closes once the last packet has arrived.
  const endIfDelivered = (flow) => {
    if (flow.upstreamEnded && flow.queue.length === 0 && flow.inFlight === 0) flow.client.end()
  }

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1')
    const flow = { client, upstream, queue: [], inFlight: 0, upstreamEnded: false }
    flows.push(flow)
    const handshakeDoneAt = Date.now() + rttMs
    let uplinkFreeAt = 0
    client.on('data', (data) => {
      const now = Date.now()
      uplinkFreeAt = Math.max(uplinkFreeAt, now, handshakeDoneAt) + (data.length * 8 * 1000) / upBitsPerSecond
      setTimeout(() => upstream.destroyed || upstream.write(data), uplinkFreeAt + oneWayMs - now)
    })
    upstream.on('data', (data) => {
      flow.queue.push(data)
      if (!sending) sendNextPacket()
    })
    upstream.on('end', () => {
      flow.upstreamEnded = true
      endIfDelivered(flow)
    })
    const close = () => {
      client.destroy()
      upstream.destroy()
      const index = flows.indexOf(flow)
      if (index >= 0) flows.splice(index, 1)
    }
    upstream.on('error', close)
    client.on('error', close)
    client.on('close', close)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('The slow link did not start')
  return {
    port: address.port,
    // Each measured visit opens its connections anew, as a phone does after a while.
    dropConnections: () => {
      for (const flow of [...flows]) flow.client.destroy()
    },
    close: () => {
      for (const flow of [...flows]) flow.client.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
