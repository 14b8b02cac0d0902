import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config'
import { notFound, unauthorized } from '../http/http-errors'

/** The signed-in user as every route sees it. */
export type SessionUser = {
  id: string
  email: string
  username: string
  full_name: string | null
  company_id: string | null
  role: 'owner' | 'member'
  onboarding_completed: boolean
  /** When the user proved their e-mail address (docs/decisions/083); null until then. */
  email_verified_at: Date | null
  created_at: Date
  /** AgentWorks' own staff, who use the back office (docs/product.md#back-office). */
  staff: boolean
}

/**
 * Where sessions are kept. The accounts module owns the tables and provides it (app.ts wires it in), so the
 * platform needs no module: this plugin only speaks cookies.
 */
export type SessionStore = {
  /** The user of a live session: null when the token is unknown, idle or expired. */
  findUser: (token: string) => Promise<SessionUser | null>
  /** `userAgent`: the sign-in's User-Agent header, which the store may summarise for the user's list of sessions. */
  create: (userId: string, client?: { userAgent?: string }) => Promise<{ token: string }>
  remove: (token: string) => Promise<void>
  /** A session's absolute lifetime, which is also the cookie's Max-Age. */
  lifetimeMs: number
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
  }
  interface FastifyInstance {
    sessionCookieName: string
    findSessionUser: SessionStore['findUser']
    /** Replaces any session the request carried with a new one (rotation at every sign-in). */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

/** The user of the request's session cookie, or null: the access hook (access-plugin.ts) calls it once per request. */
export async function findRequestUser(request: FastifyRequest): Promise<SessionUser | null> {
  const token = request.cookies[request.server.sessionCookieName]
  return token ? request.server.findSessionUser(token) : null
}

/** The request's user, whom the route's access ('signed-in', 'member' or 'owner') guaranteed. */
export function getUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized()
  return request.user
}

export const NOT_IN_COMPANY_MESSAGE = 'You are not part of a company'

/** The request's company, which the route's access ('member' or 'owner') guaranteed. */
export function getCompanyId(request: FastifyRequest): string {
  const companyId = getUser(request).company_id
  if (!companyId) throw notFound(NOT_IN_COMPANY_MESSAGE)
  return companyId
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, { config, store }: { config: Config; store: SessionStore }) => {
    const secure = config.publicUrl.startsWith('https://')
    // __Host- binds the cookie to this exact host over HTTPS (no Domain, Path=/).
    const name = secure ? '__Host-sid' : 'sid'
    await app.register(cookie)
    app.decorateRequest('user', null)
    app.decorate('sessionCookieName', name)
    app.decorate('findSessionUser', store.findUser)

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      const previous = request.cookies[name]
      if (previous) await store.remove(previous)
      const { token } = await store.create(userId, { userAgent: request.headers['user-agent'] })
      reply.setCookie(name, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: store.lifetimeMs / 1000 })
    })

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[name]
      if (token) await store.remove(token)
      reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure })
    })
  },
  { name: 'session', dependencies: ['db'] },
)
