import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

const PING_EVERY_MS = 1000
const PING_TIMEOUT_MS = 2000

/**
 * 200 once migrations ran (the app is built after them), 503 while the database does not answer.
 * A background ping each second keeps the answer current, so load-balancer probes never queue
 * behind real queries on the database (docs/decisions/007).
 */
// Probed many times a second by load balancers: both answers are serialized once, not per request.
const OK_BODY = JSON.stringify({ status: 'ok' })
const UNAVAILABLE_BODY = JSON.stringify({ status: 'unavailable', message: 'Database unavailable' })

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let healthy = true
  let timer: NodeJS.Timeout | undefined
  let closed = false

  async function ping() {
    let timeout: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS)
        }),
      ])
      healthy = true
    } catch {
      healthy = false
    } finally {
      clearTimeout(timeout)
      if (!closed) timer = setTimeout(() => void ping(), PING_EVERY_MS).unref()
    }
  }

  app.addHook('onReady', async () => {
    timer = setTimeout(() => void ping(), PING_EVERY_MS).unref()
  })
  app.addHook('onClose', async () => {
    closed = true
    clearTimeout(timer)
  })

  app.get('/health', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .status(healthy ? 200 : 503)
      .type('application/json; charset=utf-8')
      .send(healthy ? OK_BODY : UNAVAILABLE_BODY),
  )
}
