import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { forbidden, notFound, unauthorized } from '../http/http-errors'
import { findRequestUser, NOT_IN_COMPANY_MESSAGE } from './session-plugin'

const OWNER_ONLY_MESSAGE = 'Only the company owner can do this'

/**
 * Enforces each route's `config.access` (access.ts, docs/decisions/082-roles.md) in one onRequest hook: it runs before
 * the body is read and validated, so a stranger gets the same 401, and a member the same 403, whatever they send.
 */
async function enforceAccess(request: FastifyRequest): Promise<void> {
  const { access, identify } = request.routeOptions.config
  if (access === undefined || access === 'public') return
  if (access === 'member-or-key') return identify!(request)
  const user = await findRequestUser(request)
  // The back office does not exist for anyone but staff, signed in or not (docs/product.md#back-office).
  if (access === 'staff') {
    // Worded as an unknown route's answer (platform/http/spa.ts), so nobody learns the route exists.
    if (!user?.staff) throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`)
    request.user = user
    return
  }
  if (!user) throw unauthorized()
  request.user = user
  if (access === 'signed-in') return
  if (!user.company_id) throw notFound(NOT_IN_COMPANY_MESSAGE)
  if (access === 'owner' && user.role !== 'owner') throw forbidden(OWNER_ONLY_MESSAGE)
}

/** Refuses at start-up a route under /api that does not say who may call it, so a new route cannot forget. */
function checkDeclaresAccess(route: RouteOptions): void {
  const { access, identify } = route.config ?? {}
  const name = `${String(route.method)} ${route.url}`
  if (access === 'member-or-key' && !identify) throw new Error(`${name}: access 'member-or-key' needs config.identify`)
  if (access === undefined && route.url.startsWith('/api'))
    throw new Error(`${name} declares no config.access (docs/decisions/082-roles.md)`)
}

export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', checkDeclaresAccess)
    app.addHook('onRequest', enforceAccess)
  },
  { name: 'access', dependencies: ['session'] },
)
