import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** The response header naming the backend (1-based) that answered, so a test can see where each request went. */
export const SERVED_BY_HEADER = 'x-served-by'

/** A backend's index for requests that must go to one process; undefined: the next one in turn. */
export type PinRequest = (method: string, path: string) => number | undefined

export type RoundRobinProxy = {
  url: string
  /** Each request's method, path and the backend index (0-based) it went to, in arrival order. */
  served: { method: string; path: string; backend: number }[]
  setBackends: (urls: string[]) => void
  close: () => Promise<void>
}

// Hop-by-hop headers belong to one connection (RFC 9110, 7.6.1): a proxy does not pass them on.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const copy: http.OutgoingHttpHeaders = { ...headers }
  for (const name of HOP_BY_HOP) delete copy[name]
  return copy
}

/**
 * A load balancer without sticky sessions: each request goes to the next backend in turn unless `pin` names one.
 * Bodies stream both ways (the live stream's events pass at once), headers and cookies pass unchanged, and the
 * client's address is appended to X-Forwarded-For as a real proxy does. Listens on a port the system picks; the
 * backends are set once they run, since they need the proxy's URL as their PUBLIC_URL.
 */
export async function startRoundRobinProxy(pin: PinRequest = () => undefined): Promise<RoundRobinProxy> {
  let backends: URL[] = []
  let next = 0
  const served: RoundRobinProxy['served'] = []

  const server = http.createServer((request, response) => {
    const method = request.method ?? 'GET'
    const path = request.url ?? '/'
    const backend = pin(method, path.split('?')[0]!) ?? next++ % backends.length
    const target = backends[backend]
    if (!target) {
      response.writeHead(502).end('no backend')
      return
    }
    served.push({ method, path, backend })
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ')
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: { ...withoutHopByHop(request.headers), 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), [SERVED_BY_HEADER]: String(backend + 1) })
        answer.pipe(response)
      },
    )
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end('backend unreachable')))
    // A client that goes away (a closed dashboard) closes its request to the backend too.
    response.on('close', () => response.writableFinished || upstream.destroy())
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    served,
    setBackends: (urls) => {
      backends = urls.map((url) => new URL(url))
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
