import type { FastifyPluginAsync } from 'fastify'
import type { ServerResponse } from 'node:http'
import { getCompanyId } from '@/server/platform/session/session-plugin'

const HEARTBEAT_MS = 15_000

/**
 * GET /api/agents/stream (docs/product.md#live-updates): server-sent events of the caller's company only. Each `change`
 * names the agents touched and whether signals changed; the dashboard refetches what it shows.
 * EventSource reconnects by itself (after `retry` ms) when the connection drops.
 */
export const agentStreamRoutes: FastifyPluginAsync = async (app) => {
  const open = new Set<ServerResponse>()
  // Open streams would hold app.close() forever: end them first.
  app.addHook('preClose', async () => {
    for (const response of open) response.end()
  })

  app.get('/stream', { config: { access: 'member' } }, async (request, reply) => {
    const companyId = getCompanyId(request)
    reply.hijack()
    const response = reply.raw
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // No caching and no proxy buffering: each event must reach the browser at once.
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
      'x-content-type-options': 'nosniff',
    })
    response.write('retry: 2000\n\nevent: ready\ndata: {}\n\n')
    const unsubscribe = app.agentChanges.subscribe(companyId, (change) => {
      const { company_id: _company, ...data } = change
      response.write(`event: change\ndata: ${JSON.stringify(data)}\n\n`)
    })
    const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS)
    open.add(response)
    request.raw.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
      open.delete(response)
    })
  })
}
