import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  invitationDetailsSchema,
  invitationLookupSchema,
  invitationVerifySchema,
  loginSchema,
  registerSchema,
  userSchema,
} from '@/shared/schemas/auth'
import { errorBodySchema } from '@/shared/schemas/errors'
import { badRequest, HttpError } from '@/server/platform/http/http-errors'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { findRequestUser } from '@/server/platform/session/session-plugin'
import { findInvitationDetails, findPendingInvitationEmail, INVALID_INVITATION_MESSAGE, redeemInvitation } from './invitations'
import { assertPasswordAcceptable, burnPasswordCheck, hashPassword, verifyPassword } from './passwords'
import { queueVerificationEmail } from './email-verification'
import { LIMITS } from '@/server/platform/rate-limit/rate-limits'
import { rememberSignInAddress, reserveSignInAttempt } from './sign-in-limits'
import { assertEmailAndUsernameFree, createOwnerAccount, findUserByEmail, toPublicUser } from './users'

const INVALID_CREDENTIALS = 'Invalid email or password'
const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema }

export type AuthRoutesOptions = { productName: string }

/** Register, login, invitation, logout and the current user (docs/product.md#account-api). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { productName }) => {
  // Public, and null for a visitor: pages ask whether anyone is signed in, and a 401 would be logged in the browser's
  // console on every signed-out visit (docs/decisions/092).
  app.get('/user', { config: { access: 'public' }, schema: { response: { 200: userSchema.nullable() } } }, async (request) => {
    const user = await findRequestUser(request)
    return user ? toPublicUser(user) : null
  })

  const registerOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('register', LIMITS.registerPerIp),
    schema: { body: registerSchema, response: { 201: userSchema, ...errors } },
  }
  app.post('/register', registerOptions, async (request, reply) => {
    const { email, username, password, full_name, company_name } = request.body
    await assertPasswordAcceptable(password, { email, username, fullName: full_name, companyName: company_name, productName })
    await assertEmailAndUsernameFree(app.db, email, username)
    const account = {
      email,
      username,
      passwordHash: await hashPassword(password),
      fullName: full_name,
      // docs/decisions/004: without a company name, the user still gets a workspace of their own.
      companyName: company_name ?? `${full_name ?? username}'s workspace`,
    }
    // The link that proves the address is queued with the account: no account without it (docs/decisions/083).
    const user = await createOwnerAccount(app.db, account, (tx, created) =>
      queueVerificationEmail(tx, app.jobs, created, { productName, publicUrl: app.publicUrl }),
    )
    await rememberSignInAddress(app.db, user.id, request.ip)
    await app.startSession(request, reply, user.id)
    return reply.status(201).send(toPublicUser(user))
  })

  const loginOptions = { config: { access: 'public' as const }, schema: { body: loginSchema, response: { 200: userSchema, ...errors } } }
  app.post('/login', loginOptions, async (request, reply) => {
    const { email, password } = request.body
    const user = await findUserByEmail(app.db, email)
    // The failure slots are taken before the password is checked, and given back if it is right (docs/decisions/076).
    const attempt = await reserveSignInAttempt(request, email, user?.id)
    const valid = user ? await verifyPassword(user.password_hash, password) : (await burnPasswordCheck(password), false)
    if (!user || !valid) throw new HttpError(401, INVALID_CREDENTIALS)
    await attempt.succeeded(user.id)
    await app.startSession(request, reply, user.id)
    return toPublicUser(user)
  })

  const verifyOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('verify', LIMITS.verifyPerIp),
    schema: { body: invitationVerifySchema, response: { 200: userSchema, ...errors } },
  }
  const invalidInvitation = () =>
    badRequest(INVALID_INVITATION_MESSAGE, [{ path: 'invitation_token', message: INVALID_INVITATION_MESSAGE }])

  // The invitation page's "{inviter} invited you to join {company}": a POST, so the token never sits in a logged URL;
  // the same per-IP budget as accepting, so the two together cannot be used to guess tokens (docs/decisions/094).
  const lookupOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('verify', LIMITS.verifyPerIp),
    schema: { body: invitationLookupSchema, response: { 200: invitationDetailsSchema, ...errors } },
  }
  app.post('/invitations/lookup', lookupOptions, async (request) => {
    const details = await findInvitationDetails(app.db, request.body.invitation_token, productName)
    if (!details) throw invalidInvitation()
    return details
  })

  app.post('/invitations/verify', verifyOptions, async (request, reply) => {
    const { invitation_token, full_name, username, password } = request.body
    // The invitation's address is read before hashing, for the password rules; redeeming still claims the token atomically.
    const invitedEmail = await findPendingInvitationEmail(app.db, invitation_token)
    if (!invitedEmail) throw invalidInvitation()
    await assertPasswordAcceptable(password, { email: invitedEmail, username, fullName: full_name, productName })
    const passwordHash = await hashPassword(password)
    const user = await redeemInvitation(app.db, { token: invitation_token, fullName: full_name, username, passwordHash })
    if (!user) throw invalidInvitation()
    await rememberSignInAddress(app.db, user.id, request.ip)
    await app.startSession(request, reply, user.id)
    return toPublicUser(user)
  })

  app.post('/logout', { config: { access: 'public' }, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await app.endSession(request, reply)
    return reply.status(204).send(null)
  })
}
