import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { unauthorized } from '../http-errors'
import { createSession, createSessionLookup, deleteSession, SESSION_ABSOLUTE_MS, type SessionLookup, type SessionUser } from '../services/sessions'

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
  }
  interface FastifyInstance {
    sessionCookieName: string
    findSessionUser: SessionLookup
    /** Replaces any session the request carried with a new one (rotation at every sign-in). */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

/** preHandler for routes that need a signed-in user: 401 otherwise. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const token = request.cookies[request.server.sessionCookieName]
  const user = token ? await request.server.findSessionUser(token) : null
  if (!user) throw unauthorized()
  request.user = user
}

/** The request's user, whom requireUser guaranteed. */
export function getUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized()
  return request.user
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const secure = config.publicUrl.startsWith('https://')
    // __Host- binds the cookie to this exact host over HTTPS (no Domain, Path=/).
    const name = secure ? '__Host-sid' : 'sid'
    await app.register(cookie)
    app.decorateRequest('user', null)
    app.decorate('sessionCookieName', name)
    app.decorate('findSessionUser', createSessionLookup(app.database))

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      const previous = request.cookies[name]
      if (previous) await deleteSession(app.db, previous)
      const { token } = await createSession(app.db, userId)
      reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_ABSOLUTE_MS / 1000 })
    })

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[name]
      if (token) await deleteSession(app.db, token)
      reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure })
    })
  },
  { name: 'session', dependencies: ['db'] },
)
