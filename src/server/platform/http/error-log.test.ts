import { DrizzleQueryError, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '@/server/app'
import type { Database } from '../db/client'
import { serializeError } from './logging'
import { loadTestConfig, openTestDatabase } from '@/server/test/test-app'

// A failing query's error carried its parameters (drizzle's message, the driver's `params` and `detail`), so the error
// log held e-mail addresses and hashes. The log may say which error, where and for which request; never with what.
const EMAIL = 'ada.lovelace@example.com'
const TOKEN = 'tok_9f86d081884c7d659a2feaa0c55ad015'

let app: FastifyInstance
let database: Database
const lines: string[] = []
beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildApp({ config: loadTestConfig({ LOG_LEVEL: 'info' }), database, logStream: { write: (line) => void lines.push(line) } })
  // Two failing queries with secrets among their parameters: a unique violation (the value is in `detail`) and a bad
  // cast (the value is in the message itself).
  const insertUser = () =>
    app.db.execute(sql`insert into users (email, username, password_hash) values (${EMAIL}, ${`user_${TOKEN.slice(4, 12)}`}, ${TOKEN})`)
  app.get('/api/test/duplicate-user', { config: { access: 'public' } }, async () => {
    await insertUser()
    await insertUser()
    return { ok: true }
  })
  app.get('/api/test/bad-cast', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`select ${TOKEN}::uuid as id, ${EMAIL}::integer as n`)
    return { ok: true }
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

/** Makes the request and returns its log lines, parsed: every line written while it ran. */
async function requestWithLog(url: string, headers: Record<string, string> = {}) {
  const from = lines.length
  const response = await app.inject({ url, headers })
  const log = lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>)
  return { response, log, text: lines.slice(from).join('') }
}

describe('the error log', () => {
  it.each([
    { url: '/api/test/duplicate-user', code: '23505', constraint: 'users_email_lower_unique', table: 'users' },
    { url: '/api/test/bad-cast', code: '22P02' },
  ])('says which database error and for which request, never the query parameters ($code)', async ({ url, code, ...fields }) => {
    const { response, log, text } = await requestWithLog(url)
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Internal Server Error' })

    const failed = log.find((entry) => entry.msg === 'request failed')
    expect(failed).toMatchObject({ level: 50, method: 'GET', url, err: { type: 'DrizzleQueryError', code, ...fields } })
    expect(failed!.reqId).toMatch(/^req-/)
    expect(log.every((entry) => entry.reqId === failed!.reqId)).toBe(true)
    for (const secret of [EMAIL, TOKEN, TOKEN.slice(4), 'ada.lovelace']) expect(text).not.toContain(secret)
    expect(text).not.toMatch(/params|detail/i)
  })

  it('leaves out query strings (an invitation link carries its token there) and secret headers', async () => {
    const { log, text } = await requestWithLog(`/api/test/bad-cast?token=${TOKEN}`, {
      cookie: `sid=${TOKEN}`,
      authorization: `Bearer ${TOKEN}`,
    })
    expect(log.find((entry) => entry.msg === 'request failed')).toMatchObject({ url: '/api/test/bad-cast' })
    expect(text).not.toContain(TOKEN.slice(4))

    const from = lines.length
    app.log.info(
      { headers: { cookie: `sid=${TOKEN}`, authorization: `Bearer ${TOKEN}`, 'set-cookie': [`sid=${TOKEN}`], accept: '*/*' } },
      'headers',
    )
    expect(JSON.parse(lines[from]!).headers).toEqual({
      cookie: '[redacted]',
      authorization: '[redacted]',
      'set-cookie': '[redacted]',
      accept: '*/*',
    })

    app.log.info({ apiKey: TOKEN, server: { model: 'gpt-4o-mini', apiKey: TOKEN }, settings: { api_key: TOKEN } }, 'model')
    expect(JSON.parse(lines[from + 1]!)).toMatchObject({
      apiKey: '[redacted]',
      server: { model: 'gpt-4o-mini', apiKey: '[redacted]' },
      settings: { api_key: '[redacted]' },
    })
  })
})

describe('serializeError', () => {
  it('leaves out the parameters of a query that failed short of the database', () => {
    const error = new DrizzleQueryError(
      'select * from users where email = $1',
      [EMAIL, TOKEN],
      new Error('Connection terminated unexpectedly'),
    )
    const serialized = serializeError(error)
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: select * from users where email = $1',
      cause: { type: 'Error', message: 'Connection terminated unexpectedly' },
    })
    expect(JSON.stringify(serialized)).not.toMatch(/ada\.lovelace|tok_/)
  })

  it('masks e-mail addresses in any error, its stack and its cause', () => {
    const error = new Error(`Can't send mail - all recipients were rejected: 550 <${EMAIL}>`, { cause: new Error(`no mailbox ${EMAIL}`) })
    const text = JSON.stringify(serializeError(error))
    expect(text).not.toContain('ada.lovelace')
    expect(text).toContain('550 <[email]>')
  })

  it("masks the whole of an address whose local part holds characters besides letters (o'brien, a/b, x{y})", () => {
    const error = new Error("recipients rejected: <O'Brien+list@Example.COM>, <a/b=c@example.org>, <x{y}~z@mail.example.net>")
    expect(serializeError(error).message).toBe('recipients rejected: <[email]>, <[email]>, <[email]>')
  })
})
