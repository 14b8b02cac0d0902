import type { FastifyInstance } from 'fastify'
import { createStaffAccount } from '@/server/modules/accounts'
import { nextIp, requestJson, sessionCookie, uniqueUser } from './http'

const STAFF_PASSWORD = 'staff-desk-lantern-orbit'

/**
 * A signed-in staff member, made the way `npm run staff:create` makes one: the account, then its one-time link to set
 * a password, then a sign-in on /api/login. Returns the cookie and the staff member's id and address.
 */
export async function signInAsStaff(app: FastifyInstance): Promise<{ cookie: string; id: string; email: string }> {
  const { email } = uniqueUser()
  const { token } = await createStaffAccount(app.db, email)
  const reset = await requestJson(app, {
    method: 'POST',
    url: '/api/reset-password',
    body: { token, password: STAFF_PASSWORD },
    ip: nextIp(),
  })
  if (reset.statusCode !== 200) throw new Error(`staff password failed: ${reset.statusCode} ${reset.body}`)
  return { cookie: sessionCookie(reset), id: reset.json().id, email }
}
