import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { HttpError } from './http-errors'
import { loggedPath } from './logging'

type ZodLikeIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[]; message?: string } } }

function toFieldIssues(validation: ZodLikeIssue[]) {
  return validation.map((item) => {
    const path = item.params?.issue?.path?.map(String).join('.') ?? item.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? ''
    return { path, message: item.params?.issue?.message ?? item.message ?? 'Invalid value' }
  })
}

/**
 * One error handler for every route (docs/product.md#api-errors): a 4xx carries its message and field issues;
 * a 5xx says only "Internal Server Error" and is logged with method, path and request id, its error without the values
 * it carried (logging.ts).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply.status(error.statusCode).send({ message: error.message, ...(error.issues ? { issues: error.issues } : {}) })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = toFieldIssues(error.validation as ZodLikeIssue[])
      const first = issues[0]
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request'
      return reply.status(400).send({ message, issues })
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      if (status === 429 && error.message) return reply.status(429).send({ message: error.message })
      return reply.status(status).send({ message: error.message || 'Bad Request' })
    }
    request.log.error({ err: error, method: request.method, url: loggedPath(request.url), reqId: request.id }, 'request failed')
    return reply.status(500).send({ message: 'Internal Server Error' })
  })
})
