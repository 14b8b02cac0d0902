import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { VALID_ASSESSMENT } from '@/shared/schemas/demo-assessment.fixture'
import { VALID_IMPROVED_ASSESSMENT } from '@/shared/schemas/improved-assessment.fixture'
import type { PersonDataDeleted, PersonDataLookup } from '@/shared/schemas/person-data'
import { agentRuns } from '@/server/modules/runtime'
import { rowsOf, uuidArray } from '@/server/platform/db/raw-sql'
import { emailMessages } from '@/server/platform/mail/schema'
import { seedConversation } from '@/server/test/conversation-fixtures'
import { nextIp, registerUser, requestJson } from '@/server/test/http'
import { readMailedToken } from '@/server/test/mailed-links'
import { waitFor } from '@/server/test/polling'
import { submitQuiz } from '@/server/test/quiz-fixtures'
import { createTestApp } from '@/server/test/test-app'
import { markUserVerified } from '@/server/test/verified-user'
import { personDataRequests } from './schema'

// docs/product.md#my-data: the link in every e-mail to a lead opens what the product holds about the address, and
// deleting it leaves no row anywhere that names it (docs/decisions/104-a-persons-data.md).

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const unique = randomBytes(4).toString('hex')
// Mixed case as people type it; the product matches it in any case.
const ADDRESS = `Dana.Person.${unique}@Example.com`
const address = ADDRESS.toLowerCase()
const OTHER = `olive.${unique}@example.com`

function futureWeekday(): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + 30)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

const post = (url: string, body: unknown) => requestJson(app, { method: 'POST', url, body, ip: nextIp() })
const lookup = (token: string) => post('/api/my-data/lookup', { token })
const remove = (token: string) => post('/api/my-data/delete', { token })

/** The data link mailed to `to` with the given outbox key prefix, from the stored e-mail's text and html. */
async function mailedDataToken(to: string, keyPrefix: string): Promise<string> {
  const mail = await app.db.select().from(emailMessages).where(eq(emailMessages.to, to))
  const message = mail.find((row) => row.dedupe_key?.startsWith(keyPrefix))
  expect(message, `an e-mail ${keyPrefix} to ${to}`).toBeDefined()
  const link = message!.text.match(/http:\/\/localhost:3000\/my-data\?token=\S+/)?.[0]
  expect(link, 'the text part carries the link').toBeDefined()
  expect(message!.text).toContain(`See or delete the data we hold about you: ${link}`)
  expect(message!.html).toContain(`href="${link}"`)
  return new URL(link!).searchParams.get('token')!
}

/** Posts an event as the owner and waits until every run it caused has finished. */
async function postLead(cookie: string, email: string): Promise<void> {
  const data = { ...EVENT_EXAMPLES['lead.created'][0], email, lead_id: `lead-${email}` }
  const response = await requestJson(app, { method: 'POST', url: '/api/events', cookie, body: { type: 'lead.created', data } })
  expect(response.statusCode, response.body).toBe(202)
  const eventId = response.json().id as string
  await waitFor(
    () => app.db.select().from(agentRuns).where(eq(agentRuns.event_id, eventId)),
    (runs) => runs.length > 0 && runs.every((run) => run.status !== 'waiting'),
    { what: 'the event’s runs' },
  )
}

/** A company with Max deployed, sending without review: its lead.created runs mail the lead. */
async function companyWithMax(verified: boolean) {
  const owner = await registerUser(app)
  if (verified) await markUserVerified(app, owner.user.id)
  const deployed = await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  expect(deployed.statusCode, deployed.body).toBe(200)
  const [max] = deployed.json() as { id: string }[]
  const review = { method: 'PATCH' as const, url: `/api/agents/${max!.id}/review`, cookie: owner.cookie, body: { reviewBeforeSend: false } }
  expect((await requestJson(app, review)).statusCode).toBe(200)
  return owner
}

/** Every text and JSON column of every table, in every schema, that holds `needle` in any case: "table.column: n". */
async function rowsNaming(needle: string): Promise<string[]> {
  const columns = rowsOf<{ schema: string; name: string; column: string }>(
    await app.db.execute(sql`
      select c.table_schema as schema, c.table_name as name, c.column_name as column
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`),
  )
  const found: string[] = []
  for (const { schema, name, column } of columns) {
    const [row] = rowsOf<{ n: number }>(
      await app.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)}
            where strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`,
      ),
    )
    if (row!.n > 0) found.push(`${schema}.${name}.${column}: ${row!.n}`)
  }
  return found
}

const countOf = (body: PersonDataLookup, kind: string) => body.kinds.find((item) => item.kind === kind)

describe('a person’s data', () => {
  let quizToken = ''
  let heldOwner: Awaited<ReturnType<typeof companyWithMax>>
  let draftAgentId = ''

  it('is linked from every e-mail to a lead: the quiz’s, the demo booking’s and an agent’s, each link verifies', async () => {
    await submitQuiz(app, { contact_email: ADDRESS })
    await submitQuiz(app, { contact_email: OTHER })
    quizToken = await mailedDataToken(ADDRESS, 'post-quiz-instant:')

    const lead = await post('/api/demo/assessments', { ...VALID_ASSESSMENT, contact_email: ADDRESS })
    expect(lead.statusCode, lead.body).toBe(201)
    const booking = await post('/api/demo/bookings', {
      date: futureWeekday(),
      slot: '10:00',
      time_zone: 'UTC',
      contact_email: ADDRESS,
      contact_name: 'Dana Person',
      company_name: 'Person & Co',
      assessment_id: lead.json().id,
    })
    expect(booking.statusCode, booking.body).toBe(201)
    const bookingToken = await mailedDataToken(ADDRESS, 'demo-booking:')
    const improved = await post('/api/onboarding/improved', { ...VALID_IMPROVED_ASSESSMENT, contact_email: ADDRESS })
    expect(improved.statusCode, improved.body).toBe(201)

    const owner = await companyWithMax(true)
    await postLead(owner.cookie, ADDRESS)
    await postLead(owner.cookie, OTHER)
    const agentToken = await mailedDataToken(ADDRESS, 'draft:')
    // A draft of a run's e-mail waiting in Approvals (docs/decisions/106-ai-writing.md): the run's own, set back to waiting.
    const [run] = rowsOf<{ id: string; agent_id: string; company_id: string }>(
      await app.db.execute(sql`select r.id, r.agent_id, r.company_id from agent_runs r join agent_events e on e.id = r.event_id
        where lower(e.data->>'email') = ${address} and r.company_id = ${owner.user.company_id} limit 1`),
    )
    await app.db.execute(sql`update agent_drafts set status = 'awaiting', review = true, body = 'Hi Dana, could we talk tomorrow?'
      where run_id = ${run!.id}`)
    await app.db.execute(sql`update agents set awaiting_approvals = 1 where id = ${run!.agent_id}`)
    draftAgentId = run!.agent_id
    // A company that has not proven an address holds its agents' e-mail (docs/decisions/083): still unsent at deletion.
    heldOwner = await companyWithMax(false)
    await postLead(heldOwner.cookie, ADDRESS)

    for (const token of [quizToken, bookingToken, agentToken]) {
      const response = await lookup(token)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().email).toBe(address)
    }
    // The other lead's link opens only the other lead's data.
    const other = (await lookup(await mailedDataToken(OTHER, 'post-quiz-instant:'))).json() as PersonDataLookup
    expect(other.email).toBe(OTHER)
    expect(countOf(other, 'quiz_submissions')!.count).toBe(1)
  })

  it('refuses a tampered or expired link with a 400 that says which, and writes nothing', async () => {
    const before = await app.db.select().from(personDataRequests)
    const [encoded, expiry, signature] = quizToken.split('.') as [string, string, string]
    const tampered = [
      `${Buffer.from(OTHER).toString('base64url')}.${expiry}.${signature}`,
      `${encoded}.${Number(expiry) + 3600}.${signature}`,
      `${encoded}.${expiry}.${signature.slice(0, -2)}AA`,
      'not-a-token',
    ]
    for (const token of tampered) {
      for (const send of [lookup, remove]) {
        const response = await send(token)
        expect(response.statusCode, token).toBe(400)
        expect(response.json().message).toMatch(/not valid/)
      }
    }
    const expired = app.personDataLinks.tokenFor(address, new Date(Date.now() - 1000))
    for (const send of [lookup, remove]) {
      const response = await send(expired)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/expired/)
    }
    expect(await app.db.select().from(personDataRequests)).toEqual(before)
    expect((await lookup(quizToken)).json().kinds.find((kind: { kind: string }) => kind.kind === 'quiz_submissions').count).toBe(1)
  })

  it('shows what is held by kind, with counts, dates and how many companies’ agents hold it', async () => {
    const response = await lookup(quizToken)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json() as PersonDataLookup
    expect(body.has_account).toBe(false)
    expect(new Date(body.link_expires_at).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000)
    for (const kind of ['quiz_submissions', 'demo_leads', 'demo_bookings', 'improved_assessments']) {
      expect(countOf(body, kind), kind).toMatchObject({ count: 1 })
      expect(Date.parse(countOf(body, kind)!.first_at!)).toBeLessThanOrEqual(Date.now())
    }
    expect(countOf(body, 'agent_events')).toMatchObject({ count: 2, companies: 2 })
    const runs = rowsOf<{ n: number }>(
      await app.db.execute(
        sql`select count(*)::int as n from agent_runs r join agent_events e on e.id = r.event_id where lower(e.data->>'email') = ${address}`,
      ),
    )[0]!.n
    expect(countOf(body, 'agent_runs')!.count).toBeGreaterThanOrEqual(runs)
    expect(countOf(body, 'agent_runs')!.companies).toBe(2)
    // Quiz, booking, two agents' e-mails (one sent, one held): what is queued or kept, whichever the worker got to.
    expect(countOf(body, 'emails_pending')!.count + countOf(body, 'emails_kept')!.count).toBe(4)
    expect(countOf(body, 'emails_pending')!.count).toBeGreaterThanOrEqual(1)
  })

  it('deletes it all: afterwards no row of any table names the address, other people’s rows stay, held mail is never sent', async () => {
    const otherBefore = await rowsNaming(OTHER)
    // The back office's leads name the address too (docs/product.md#back-office): they go with their submissions.
    expect(await rowsNaming(address)).toContain('public.leads.contact_email: 3')
    const response = await remove(quizToken)
    expect(response.statusCode, response.body).toBe(200)
    const removed = (response.json() as PersonDataDeleted).removed
    const count = (kind: string) => removed.find((item) => item.kind === kind)!.count
    expect([count('quiz_submissions'), count('demo_leads'), count('demo_bookings'), count('improved_assessments')]).toEqual([1, 1, 1, 1])
    expect(count('agent_events')).toBe(2)
    expect(count('emails_pending') + count('emails_kept')).toBe(4)

    expect(await rowsNaming(address)).toEqual([])
    expect(await rowsNaming(OTHER)).toEqual(otherBefore)
    // The draft went with its run, and no longer waits in Approvals.
    const [agent] = rowsOf<{ awaiting_approvals: number }>(
      await app.db.execute(sql`select awaiting_approvals from agents where id = ${draftAgentId}`),
    )
    expect(agent!.awaiting_approvals).toBe(0)

    // The company proves an address: its held e-mails are released, but the lead's was cancelled with the deletion.
    const token = await readMailedToken(app, heldOwner.input.email, '/verify-email')
    expect((await post('/api/verify-email', { token })).statusCode).toBe(200)
    expect(await rowsNaming(address)).toEqual([])

    // The record of the requests names the address only by its keyed hash.
    const requests = await app.db
      .select()
      .from(personDataRequests)
      .where(eq(personDataRequests.address_hash, app.personDataLinks.hashAddress(address)))
    expect(requests.map((request) => request.kind)).toContain('delete')
    expect(requests.find((request) => request.kind === 'delete')!.counts).toMatchObject({ quiz_submissions: 1, agent_events: 2 })

    // The same link now shows nothing left.
    const after = (await lookup(quizToken)).json() as PersonDataLookup
    expect(after.kinds.every((kind) => kind.count === 0)).toBe(true)
  })
})

// Companies' agents' conversations with the address (src/server/modules/runtime/conversations-schema.ts), written
// directly: its contact rows, their threads with every message in them, and a reply it sent into someone else's thread.
describe('a person’s conversations with companies’ agents', () => {
  const person = `casey.${unique}@example.com`
  const neighbour = `nico.${unique}@example.com`
  const colleague = `colleague.${unique}@example.com`
  let token = ''
  let theirs: { contacts: string[]; conversations: string[]; messages: string[] }
  let others: { contacts: string[]; conversations: string[]; messages: string[] }

  async function companyAgent() {
    const owner = await registerUser(app)
    const deployed = await requestJson(app, {
      method: 'POST',
      url: '/api/agents/deploy',
      cookie: owner.cookie,
      body: { agentIds: ['max'] },
    })
    expect(deployed.statusCode, deployed.body).toBe(200)
    return { companyId: owner.user.company_id as string, agentId: (deployed.json() as { id: string }[])[0]!.id }
  }

  const idsIn = async (table: string, ids: string[]) =>
    rowsOf<{ id: string }>(await app.db.execute(sql`select id::text from ${sql.identifier(table)} where id = any(${uuidArray(ids)})`))
      .map((row) => row.id)
      .sort()

  beforeAll(async () => {
    const first = await companyAgent()
    const second = await companyAgent()
    // A colleague answered in the person's thread at the first company: the thread goes whole, with that reply.
    const firstWithPerson = await seedConversation(app.db, {
      ...first,
      address: person,
      messages: [{ direction: 'out' }, { direction: 'in' }, { direction: 'in', from: colleague, text: 'Casey asked me to answer.' }],
    })
    // The person replied in the neighbour's thread: that one reply is theirs, the thread is the neighbour's.
    const firstWithNeighbour = await seedConversation(app.db, {
      ...first,
      address: neighbour,
      messages: [{ direction: 'out' }, { direction: 'in' }, { direction: 'in', from: person, text: 'Count me in too.' }],
    })
    const secondWithPerson = await seedConversation(app.db, { ...second, address: person })
    const secondWithNeighbour = await seedConversation(app.db, { ...second, address: neighbour })
    theirs = {
      contacts: [firstWithPerson.contactId, secondWithPerson.contactId],
      conversations: [firstWithPerson.conversationId, secondWithPerson.conversationId],
      messages: [...firstWithPerson.messageIds, ...secondWithPerson.messageIds, firstWithNeighbour.messageIds[2]!],
    }
    others = {
      contacts: [firstWithNeighbour.contactId, secondWithNeighbour.contactId],
      conversations: [firstWithNeighbour.conversationId, secondWithNeighbour.conversationId],
      messages: [...firstWithNeighbour.messageIds.slice(0, 2), ...secondWithNeighbour.messageIds],
    }
    token = app.personDataLinks.tokenFor(person)
  }, 60_000)

  it('lists the contacts, conversations and messages by kind, with how many companies hold them', async () => {
    const response = await lookup(token)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json() as PersonDataLookup
    expect(countOf(body, 'contacts')).toMatchObject({ count: 2, companies: 2 })
    expect(countOf(body, 'conversations')).toMatchObject({ count: 2, companies: 2 })
    expect(countOf(body, 'conversation_messages')).toMatchObject({ count: theirs.messages.length, companies: 2 })
    expect(countOf(body, 'conversation_messages')!.first_at).not.toBeNull()
  })

  it('deletes exactly those: the neighbour’s contacts, threads and messages stay, at both companies', async () => {
    const neighbourBefore = await rowsNaming(neighbour)
    const response = await remove(token)
    expect(response.statusCode, response.body).toBe(200)
    const removed = (response.json() as PersonDataDeleted).removed
    const count = (kind: string) => removed.find((item) => item.kind === kind)!.count
    expect([count('contacts'), count('conversations'), count('conversation_messages')]).toEqual([2, 2, theirs.messages.length])

    expect(await idsIn('contacts', theirs.contacts)).toEqual([])
    expect(await idsIn('conversations', theirs.conversations)).toEqual([])
    expect(await idsIn('conversation_messages', theirs.messages)).toEqual([])
    expect(await idsIn('contacts', others.contacts)).toEqual([...others.contacts].sort())
    expect(await idsIn('conversations', others.conversations)).toEqual([...others.conversations].sort())
    expect(await idsIn('conversation_messages', others.messages)).toEqual([...others.messages].sort())
    expect(await rowsNaming(person)).toEqual([])
    expect(await rowsNaming(neighbour)).toEqual(neighbourBefore)
    expect((await lookup(token)).json().kinds.every((kind: { count: number }) => kind.count === 0)).toBe(true)
  })
})
