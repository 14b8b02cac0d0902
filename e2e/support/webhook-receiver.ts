import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Delivery = { webhookId: string; body: Record<string, unknown> }

export type WebhookReceiver = { url: string; deliveries: Delivery[]; close: () => Promise<void> }

/** Stands in for n8n (N8N_WEBHOOK_URL): records every POST it receives and answers 200 (docs/product.md#quiz-webhook). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      deliveries.push({
        webhookId: String(request.headers['webhook-id'] ?? ''),
        body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>,
      })
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/webhook/leads`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
