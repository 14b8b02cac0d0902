import type { FastifyRequest } from 'fastify'

/**
 * Who may call a route (docs/decisions/082-roles.md). Every route under /api declares one in its options,
 * `config: { access: 'owner' }`, and one onRequest hook enforces it before the body is read.
 * - public: anyone (the funnels, sign-in, health).
 * - member: a signed-in user of a company, owner or member.
 * - owner: a signed-in owner of a company.
 * - signed-in: a signed-in user, with or without a company (the current user, logout).
 * - member-or-key: a company's API key, or else a signed-in member (business events).
 * - staff: AgentWorks' own staff (the back office); to anyone else the route does not exist (404).
 */
export type Access = 'public' | 'signed-in' | 'member' | 'owner' | 'member-or-key' | 'staff'

/** A member-or-key route's own identification of its caller (key or session); it throws a 4xx to refuse. */
export type IdentifyCaller = (request: FastifyRequest) => Promise<void>

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    /** Required with access 'member-or-key': the access hook calls it in place of its own checks. */
    identify?: IdentifyCaller
  }
}
