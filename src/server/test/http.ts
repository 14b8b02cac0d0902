import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

let ipCounter = 0
/** A distinct client address per call site, so per-IP limits of one test do not leak into another. */
export function nextIp(): string {
  ipCounter += 1
  return `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'sid' || item.name === '__Host-sid')
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`)
  return `${cookie.name}=${cookie.value}`
}

type JsonRequest = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown; cookie?: string; ip?: string }

export function requestJson(app: FastifyInstance, { method = 'GET', url, body, cookie, ip }: JsonRequest) {
  return app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  })
}

let userCounter = 0
export function uniqueUser(overrides: Record<string, string> = {}) {
  userCounter += 1
  const id = `${process.pid}x${userCounter}x${Math.random().toString(36).slice(2, 7)}`
  return { email: `user${id}@example.com`, username: `user_${id}`, password: 'Tr0ub4dor&3-horse', ...overrides }
}

/** Registers a user and returns its cookie and body. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const input = uniqueUser(overrides)
  const response = await requestJson(app, { method: 'POST', url: '/api/register', body: input, ip: nextIp() })
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`)
  return { input, cookie: sessionCookie(response), user: response.json() }
}

/** Joins the owner's company through an invitation, as a new member; returns the member's cookie. */
export async function joinAsMember(app: FastifyInstance, ownerCookie: string): Promise<string> {
  const { email, username } = uniqueUser()
  const invitation = await requestJson(app, { method: 'POST', url: '/api/invitations', body: { email }, cookie: ownerCookie })
  if (invitation.statusCode !== 201) throw new Error(`invitation failed: ${invitation.statusCode} ${invitation.body}`)
  const joined = await requestJson(app, {
    method: 'POST',
    url: '/api/invitations/verify',
    body: {
      invitation_token: new URL(invitation.json().link).searchParams.get('token'),
      full_name: 'Member Of Staff',
      username,
      password: 'a-sturdy-passphrase',
    },
    ip: nextIp(),
  })
  if (joined.statusCode !== 200) throw new Error(`joining failed: ${joined.statusCode} ${joined.body}`)
  return sessionCookie(joined)
}
