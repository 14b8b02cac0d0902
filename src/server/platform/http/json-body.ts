import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Many HTTP clients label every call application/json, payload or not. Fastify's own parser refuses an empty JSON
 * body (400 "Body cannot be empty…"), so a bare POST /api/logout from such a client would not sign out. Here an empty
 * body (Content-Length 0, or chunked with no data) is no body: routes whose body is optional work, and routes that
 * require one still answer 400 from their schema (Fastify validates a missing body as null). Anything else goes to
 * Fastify's own parser, with the app's prototype-poisoning settings; the body limits stay the route's or the app's.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig
    const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning)
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined)
      return parseJson(request, body as string, done)
    })
  },
  { name: 'json-body' },
)
