import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const PING_TIMEOUT_MS = 2000

/** 200 once migrations ran (the app is built after them), 503 while the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable'), message: z.string() }) } } },
    async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS)
      })
      try {
        await Promise.race([app.database.ping(), timeout])
        return { status: 'ok' as const }
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, message: 'Database unavailable' })
      } finally {
        clearTimeout(timer)
      }
    },
  )
}
