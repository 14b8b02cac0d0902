import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type N8nStandIn = { url: string; received: string[]; close: () => Promise<void> }

/**
 * Stands in for a flaky n8n (N8N_WEBHOOK_URL): every attempt of the first delivery it sees is answered 500, as an n8n
 * whose workflow errors; any other delivery (a staff member's redelivery has its own webhook-id) is answered 200.
 * `received` lists the webhook-id of every attempt.
 */
export async function startN8nStandIn(): Promise<N8nStandIn> {
  const received: string[] = []
  let failing: string | undefined
  const server = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      const id = String(request.headers['webhook-id'] ?? '')
      received.push(id)
      failing ??= id
      if (id === failing)
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Workflow could not be started!"}')
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"message":"Workflow was started"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/webhook/agentworks-lead`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
