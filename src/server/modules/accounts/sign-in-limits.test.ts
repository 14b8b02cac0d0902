// @both-databases: 200 sign-ins at once against one limit on a connection pool
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, requestJson, uniqueUser } from '@/server/test/http'

// Failed sign-ins take their slot before the password is checked, per address and, from addresses the account has not
// signed in from, per e-mail; the owner's own address keeps its budget (docs/decisions/076).
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const WRONG = 'wrong-password-1'

/** Registers an account from `ip`, which makes it an address the account has signed in from. */
async function registerFrom(ip: string) {
  const input = uniqueUser()
  const response = await requestJson(app, { method: 'POST', url: '/api/register', body: input, ip })
  expect(response.statusCode).toBe(201)
  return input
}

const signIn = (email: string, password: string, ip: string) =>
  requestJson(app, { method: 'POST', url: '/api/login', body: { email, password }, ip })

function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const statuses: Record<number, number> = {}
  for (const response of responses) statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1
  return statuses
}

describe('failed sign-in limits', () => {
  it('evaluates exactly 10 of 200 wrong passwords sent at once from one address, then refuses the right one', async () => {
    const account = await registerFrom(nextIp())
    const ip = nextIp()
    const responses = await Promise.all(Array.from({ length: 200 }, () => signIn(account.email, WRONG, ip)))
    // A 401 is a password that was checked; a 429 was refused before the check.
    expect(tally(responses)).toEqual({ 401: 10, 429: 190 })
    const right = await signIn(account.email, account.password, ip)
    expect(right.statusCode).toBe(429)
    expect(right.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.' })
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800)
  })

  it('lets the owner in from their own address after 100 failures from many other addresses', async () => {
    const home = nextIp()
    const owner = await registerFrom(home)
    const attempts = await Promise.all(Array.from({ length: 100 }, () => signIn(owner.email, WRONG, nextIp())))
    // Across all addresses the account has not signed in from, 10 guesses per 15 minutes.
    expect(tally(attempts)).toEqual({ 401: 10, 429: 90 })
    expect((await signIn(owner.email, owner.password, nextIp())).statusCode).toBe(429)
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200)
  })

  it('keeps the addresses the owner signed in from in the 15-minute window, and their own budget there', async () => {
    const owner = await registerFrom(nextIp())
    const office = nextIp()
    expect((await signIn(owner.email, owner.password, office)).statusCode).toBe(200)
    await Promise.all(Array.from({ length: 30 }, () => signIn(owner.email, WRONG, nextIp())))
    const typos = await Promise.all(Array.from({ length: 12 }, () => signIn(owner.email, WRONG, office)))
    expect(tally(typos)).toEqual({ 401: 10, 429: 2 })
    expect((await signIn(owner.email, owner.password, office)).statusCode).toBe(429)
  })

  it('counts failures only: a success gives its slot back', async () => {
    const account = await registerFrom(nextIp())
    const ip = nextIp()
    for (let attempt = 0; attempt < 9; attempt++) expect((await signIn(account.email, WRONG, ip)).statusCode).toBe(401)
    expect((await signIn(account.email, account.password, ip)).statusCode).toBe(200)
    expect((await signIn(account.email, WRONG, ip)).statusCode).toBe(401)
    expect((await signIn(account.email, WRONG, ip)).statusCode).toBe(429)
  })

  it('never evaluates more than 10 wrong passwords when right and wrong ones race from one address', async () => {
    const account = await registerFrom(nextIp())
    const ip = nextIp()
    const passwords = Array.from({ length: 60 }, (_, index) => (index % 3 === 0 ? account.password : WRONG))
    const responses = await Promise.all(passwords.map((password) => signIn(account.email, password, ip)))
    const wrongChecked = responses.filter((response, index) => passwords[index] === WRONG && response.statusCode === 401)
    expect(wrongChecked.length).toBeLessThanOrEqual(10)
    expect((await signIn(account.email, WRONG, ip)).statusCode).toBe(wrongChecked.length < 10 ? 401 : 429)
  })
})
