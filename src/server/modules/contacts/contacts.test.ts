import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContactDetail, ContactsPage, ConversationsPage, TimelineMessage } from '@/shared/schemas/contacts'
import { companySuppressions } from '@/server/modules/accounts'
import { deployAgents } from '@/server/modules/agents'
import { agentDrafts, contacts, conversationMessages, conversations } from '@/server/modules/runtime'
import { encodeCursor } from '@/server/platform/http/page-cursor'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { insertRunAndDraft } from '@/server/test/draft-fixtures'
import { createTestApp } from '@/server/test/test-app'

// One app for the file, on the worker's shared database (createTestApp): every test seeds a company of its own.
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const T0 = Date.parse('2026-11-02T09:00:00.000Z')
const at = (minutes: number) => new Date(T0 + minutes * 60_000)

type Company = { cookie: string; companyId: string; max: string; sam: string }

/** An owner's company with Max and Sam deployed; each test has its own, so the file's tests share one database. */
async function createCompany(): Promise<Company> {
  const owner = await registerUser(app, { full_name: 'Ada Lovelace', company_name: 'Acme' })
  const companyId: string = owner.user.company_id
  const deployed = await deployAgents(app.db, companyId, ['max', 'sam'])
  const idOf = (name: string) => deployed.find((agent) => agent.name === name)!.id
  return { cookie: owner.cookie, companyId, max: idOf('Max'), sam: idOf('Sam') }
}

async function insertContact(companyId: string, address: string, lastSeen: Date, bouncing = false) {
  const [row] = await app.db
    .insert(contacts)
    .values({ company_id: companyId, address, first_seen_at: at(-1000), last_seen_at: lastSeen, bouncing_at: bouncing ? lastSeen : null })
    .returning({ id: contacts.id })
  return row!.id
}

async function insertConversation(companyId: string, contactId: string, agentId: string, lastMessageAt = at(0)) {
  const [row] = await app.db
    .insert(conversations)
    .values({
      company_id: companyId,
      contact_id: contactId,
      agent_id: agentId,
      reply_token: crypto.randomUUID(),
      subject: 'Your question about pricing',
      created_at: at(-500),
      last_message_at: lastMessageAt,
    })
    .returning({ id: conversations.id })
  return row!.id
}

type MessageInput = Partial<typeof conversationMessages.$inferInsert> & Pick<typeof conversationMessages.$inferInsert, 'kind'>

async function insertMessage(companyId: string, conversationId: string, input: MessageInput) {
  const [row] = await app.db
    .insert(conversationMessages)
    .values({
      company_id: companyId,
      conversation_id: conversationId,
      direction: input.kind === 'agent' ? 'out' : 'in',
      message_id: `${crypto.randomUUID()}@example.com`,
      from_address: 'grace@example.com',
      subject: 'Your question about pricing',
      text: 'Hello',
      ...input,
    })
    .returning({ id: conversationMessages.id })
  return row!.id
}

/** A draft and the run that wrote it, as the runtime leaves them. */
const insertDraft = (companyId: string, agentId: string, to: string, status: string, createdAt: Date, mergedInto?: string) =>
  insertRunAndDraft(
    app.db,
    { companyId, agentId },
    {
      status: status as typeof agentDrafts.$inferInsert.status,
      review: true,
      to,
      template_subject: 'Thanks for reaching out',
      template_text: 'Hi, thanks for reaching out.',
      facts: [],
      subject: `Draft ${status}`,
      body: 'Hi Grace.',
      merged_into: mergedInto ?? null,
      created_at: createdAt,
    },
  )

const get = (url: string, cookie?: string) => requestJson(app, { url, cookie })

describe('who may read contacts', () => {
  it('answers 401 without a session, and serves a member as it serves the owner', async () => {
    const company = await createCompany()
    const contactId = await insertContact(company.companyId, 'grace@example.com', at(0))
    for (const url of [
      '/api/contacts',
      `/api/contacts/${contactId}`,
      '/api/contacts/by-address?address=grace@example.com',
      '/api/conversations',
    ])
      expect((await get(url)).statusCode, url).toBe(401)
    const member = await joinAsMember(app, company.cookie)
    const listed = await get('/api/contacts', member)
    expect(listed.statusCode, listed.body).toBe(200)
    expect((listed.json() as ContactsPage).items.map((item) => item.id)).toEqual([contactId])
    expect((await get(`/api/contacts/${contactId}`, member)).statusCode).toBe(200)
  })
})

describe('GET /api/contacts', () => {
  it('lists the company’s contacts most recently seen first, with their agents, flags and waiting drafts', async () => {
    const company = await createCompany()
    const other = await createCompany()
    await insertContact(other.companyId, 'someone@else.example', at(50))
    const grace = await insertContact(company.companyId, 'grace@example.com', at(30))
    const alan = await insertContact(company.companyId, 'alan@example.com', at(10), true)
    // A bounce also suppresses the address: bouncing, not opted out.
    await app.db.insert(companySuppressions).values({ company_id: company.companyId, address: 'alan@example.com', reason: 'bounced' })
    const ada = await insertContact(company.companyId, 'ada@example.com', at(20))
    await insertConversation(company.companyId, grace, company.max)
    await insertDraft(company.companyId, company.sam, 'Grace@Example.com', 'awaiting', at(5))
    await insertDraft(company.companyId, company.sam, 'grace@example.com', 'awaiting', at(6))
    await insertDraft(company.companyId, company.max, 'grace@example.com', 'sent', at(4))
    await app.db.insert(companySuppressions).values({ company_id: company.companyId, address: 'ada@example.com', reason: 'unsubscribed' })
    // Another company's suppression of the same address says nothing about this company's contact.
    await app.db.insert(companySuppressions).values({ company_id: other.companyId, address: 'grace@example.com', reason: 'added' })

    const response = await get('/api/contacts', company.cookie)
    expect(response.statusCode, response.body).toBe(200)
    const page = response.json() as ContactsPage
    expect(page.next_cursor).toBeNull()
    expect(page.items.map((item) => item.id)).toEqual([grace, ada, alan])
    const [first, second, third] = page.items
    expect(first).toMatchObject({
      address: 'grace@example.com',
      last_seen_at: at(30).toISOString(),
      first_seen_at: at(-1000).toISOString(),
      opted_out: false,
      bouncing: false,
      waiting_drafts: 2,
    })
    expect(first!.agents.map((agent) => agent.name)).toEqual(['Max', 'Sam'])
    expect(first!.agents[0]).toEqual({ id: company.max, name: 'Max', display_name: expect.any(String), avatar_color: expect.any(String) })
    expect(second).toMatchObject({ opted_out: true, bouncing: false, waiting_drafts: 0, agents: [] })
    expect(third).toMatchObject({ opted_out: false, bouncing: true })
  })

  it('finds contacts by part of their address, whatever its case, with % and _ taken literally', async () => {
    const company = await createCompany()
    await insertContact(company.companyId, 'grace.hopper@navy.example', at(3))
    await insertContact(company.companyId, 'a_b@example.com', at(2))
    await insertContact(company.companyId, 'axb@example.com', at(1))
    const search = async (text: string) => {
      const response = await get(`/api/contacts?search=${encodeURIComponent(text)}`, company.cookie)
      expect(response.statusCode, response.body).toBe(200)
      return (response.json() as ContactsPage).items.map((item) => item.address)
    }
    expect(await search('HOPPER@')).toEqual(['grace.hopper@navy.example'])
    expect(await search('a_b')).toEqual(['a_b@example.com'])
    expect(await search('%')).toEqual([])
    expect(await search('  example.com ')).toEqual(['a_b@example.com', 'axb@example.com'])
    expect(await search('')).toHaveLength(3)
  })

  it('pages 20 at a time with its cursor, through ties in last seen, each contact once', async () => {
    const company = await createCompany()
    const ids: string[] = []
    // Five contacts share each moment: the cursor's id breaks the tie.
    for (let index = 0; index < 45; index += 1)
      ids.push(await insertContact(company.companyId, `person${index}@example.com`, at(-Math.floor(index / 5))))
    const seen: string[] = []
    let cursor: string | null = null
    const sizes: number[] = []
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
      const response = await get(`/api/contacts${query}`, company.cookie)
      expect(response.statusCode, response.body).toBe(200)
      const page = response.json() as ContactsPage
      sizes.push(page.items.length)
      seen.push(...page.items.map((item) => item.id))
      cursor = page.next_cursor
    } while (cursor)
    expect(sizes).toEqual([20, 20, 5])
    expect(new Set(seen).size).toBe(45)
    expect(new Set(seen)).toEqual(new Set(ids))
  })

  it('refuses a bad cursor, a search too long to be an address and unknown parameters with 400', async () => {
    const company = await createCompany()
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${encodeCursor('2026-02-30 10:00:00+00', crypto.randomUUID())}`,
      `cursor=${encodeCursor('2026-11-02 10:00:00+00', 'not-a-uuid')}`,
      `search=${'a'.repeat(321)}`,
      'search=%00',
      'sort=address',
    ]) {
      const response = await get(`/api/contacts?${query}`, company.cookie)
      expect(response.statusCode, query).toBe(400)
      expect(response.json()).toHaveProperty('message')
    }
    expect((await get('/api/conversations?cursor=bad', company.cookie)).statusCode).toBe(400)
  })
})

describe('GET /api/contacts/:id', () => {
  it('is one timeline, newest first: e-mails either way, drafts and the unsubscribe', async () => {
    const company = await createCompany()
    const grace = await insertContact(company.companyId, 'grace@example.com', at(60))
    const withMax = await insertConversation(company.companyId, grace, company.max)
    const withSam = await insertConversation(company.companyId, grace, company.sam)
    const sent = await insertDraft(company.companyId, company.max, 'grace@example.com', 'sent', at(1))
    const merged = await insertDraft(company.companyId, company.sam, 'grace@example.com', 'merged', at(2), sent.draftId)
    const outgoing = await insertMessage(company.companyId, withMax, {
      kind: 'agent',
      from_address: 'max@acme.example',
      text: 'Hi Grace, here are our prices.',
      full_text: 'ignored for outgoing mail',
      draft_id: sent.draftId,
      created_at: at(3),
    })
    const reply = await insertMessage(company.companyId, withMax, {
      kind: 'reply',
      from_address: 'grace.hopper@navy.example',
      from_stranger: true,
      text: 'Thanks, what about teams of 40?',
      full_text: 'Thanks, what about teams of 40?\n\n> Hi Grace, here are our prices.',
      authentication: { spf: 'pass', dkim: 'pass', dmarc: 'pass', checked_by: 'receiver' },
      attachments: [{ filename: 'team.pdf', content_type: 'application/pdf', size: 20480 }],
      created_at: at(10),
    })
    const autoReply = await insertMessage(company.companyId, withSam, { kind: 'auto-reply', text: 'I am away.', created_at: at(11) })
    const waiting = await insertDraft(company.companyId, company.max, 'grace@example.com', 'awaiting', at(20))
    await app.db
      .insert(companySuppressions)
      .values({ company_id: company.companyId, address: 'grace@example.com', reason: 'unsubscribed', created_at: at(30) })
    // Someone else's: neither another address's drafts nor another company's messages appear.
    await insertDraft(company.companyId, company.max, 'alan@example.com', 'awaiting', at(25))
    const other = await createCompany()
    const otherGrace = await insertContact(other.companyId, 'grace@example.com', at(60))
    await insertMessage(other.companyId, await insertConversation(other.companyId, otherGrace, other.max), {
      kind: 'reply',
      created_at: at(40),
    })

    const response = await get(`/api/contacts/${grace}`, company.cookie)
    expect(response.statusCode, response.body).toBe(200)
    const detail = response.json() as ContactDetail
    expect(detail.contact).toMatchObject({ id: grace, address: 'grace@example.com', opted_out: true, waiting_drafts: 1 })
    expect(detail.contact.agents.map((agent) => agent.name)).toEqual(['Max', 'Sam'])
    expect(detail.truncated).toBe(false)
    expect(detail.timeline.map((item) => (item.type === 'opt-out' ? 'opt-out' : item.id))).toEqual([
      'opt-out',
      waiting.draftId,
      autoReply,
      reply,
      outgoing,
      merged.draftId,
      sent.draftId,
    ])
    expect(detail.timeline[0]).toEqual({ type: 'opt-out', at: at(30).toISOString(), reason: 'unsubscribed' })
    expect(detail.timeline[1]).toMatchObject({ type: 'draft', status: 'awaiting', run_id: waiting.runId, merged_into: null })
    expect(detail.timeline[1]).toMatchObject({ agent: { id: company.max, name: 'Max' } })
    expect(detail.timeline[2]).toMatchObject({ type: 'message', direction: 'in', kind: 'auto-reply', agent: { name: 'Sam' } })
    expect(detail.timeline[3]).toEqual({
      type: 'message',
      id: reply,
      at: at(10).toISOString(),
      conversation_id: withMax,
      agent: expect.objectContaining({ id: company.max }),
      direction: 'in',
      kind: 'reply',
      subject: 'Your question about pricing',
      text: 'Thanks, what about teams of 40?',
      full_text: 'Thanks, what about teams of 40?\n\n> Hi Grace, here are our prices.',
      from_address: 'grace.hopper@navy.example',
      from_stranger: true,
      authentication: { spf: 'pass', dkim: 'pass', dmarc: 'pass', checked_by: 'receiver' },
      attachments: [{ filename: 'team.pdf', content_type: 'application/pdf', size: 20480 }],
      draft_id: null,
    } satisfies TimelineMessage)
    expect(detail.timeline[4]).toMatchObject({
      direction: 'out',
      kind: 'agent',
      full_text: null,
      draft_id: sent.draftId,
      authentication: null,
    })
    expect(detail.timeline[5]).toMatchObject({ type: 'draft', status: 'merged', merged_into: { id: sent.draftId, subject: 'Draft sent' } })
  })

  it('keeps the latest 200 items and says there are more', async () => {
    const company = await createCompany()
    const grace = await insertContact(company.companyId, 'grace@example.com', at(0))
    const conversation = await insertConversation(company.companyId, grace, company.max)
    await app.db.insert(conversationMessages).values(
      Array.from({ length: 205 }, (_, index) => ({
        company_id: company.companyId,
        conversation_id: conversation,
        direction: 'out' as const,
        kind: 'agent' as const,
        message_id: `bulk-${index}@example.com`,
        from_address: 'max@acme.example',
        subject: `E-mail ${index}`,
        text: 'Hello',
        created_at: at(index),
      })),
    )
    const detail = (await get(`/api/contacts/${grace}`, company.cookie)).json() as ContactDetail
    expect(detail.timeline).toHaveLength(200)
    expect(detail.truncated).toBe(true)
    expect(detail.timeline[0]).toMatchObject({ subject: 'E-mail 204' })
    expect(detail.timeline.at(-1)).toMatchObject({ subject: 'E-mail 5' })
  })

  it('answers 404 for another company’s contact and for ids that are not ids, never 500', async () => {
    const company = await createCompany()
    const other = await createCompany()
    const theirs = await insertContact(other.companyId, 'grace@example.com', at(0))
    const mine = await insertContact(company.companyId, 'grace@example.com', at(0))
    expect((await get(`/api/contacts/${mine.toUpperCase()}`, company.cookie)).statusCode).toBe(200)
    for (const id of [theirs, crypto.randomUUID(), 'not-a-uuid', `${mine}x`, '%00', `'; drop table contacts; --`]) {
      const response = await get(`/api/contacts/${encodeURIComponent(id)}`, company.cookie)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ message: 'Contact not found' })
    }
  })
})

describe('GET /api/contacts/by-address', () => {
  it('resolves a whole address of the company to its contact, whatever its case', async () => {
    const company = await createCompany()
    const other = await createCompany()
    const grace = await insertContact(company.companyId, 'grace@example.com', at(0))
    await insertContact(other.companyId, 'alan@example.com', at(0))
    const find = (address: string) => get(`/api/contacts/by-address?address=${encodeURIComponent(address)}`, company.cookie)
    const found = await find(' Grace@Example.COM ')
    expect(found.statusCode, found.body).toBe(200)
    expect(found.json()).toEqual({ id: grace })
    expect((await find('grace@')).statusCode).toBe(404)
    expect((await find('alan@example.com')).statusCode).toBe(404)
    expect((await get('/api/contacts/by-address', company.cookie)).statusCode).toBe(400)
    expect((await find('')).statusCode).toBe(400)
  })
})

describe('GET /api/conversations', () => {
  it('lists the company’s conversations, newest message first, each with its contact, agent and last message', async () => {
    const company = await createCompany()
    const other = await createCompany()
    const grace = await insertContact(company.companyId, 'grace@example.com', at(0))
    const alan = await insertContact(company.companyId, 'alan@example.com', at(0))
    const older = await insertConversation(company.companyId, grace, company.max, at(5))
    const newer = await insertConversation(company.companyId, alan, company.sam, at(9))
    const quiet = await insertConversation(company.companyId, grace, company.sam, at(1))
    await insertMessage(company.companyId, older, { kind: 'agent', text: 'First', created_at: at(2) })
    await insertMessage(company.companyId, older, { kind: 'reply', text: `Long\n\nreply ${'word '.repeat(100)}`, created_at: at(5) })
    await insertMessage(company.companyId, newer, { kind: 'bounce', text: 'Delivery failed', created_at: at(9) })
    const theirs = await insertContact(other.companyId, 'grace@example.com', at(0))
    await insertConversation(other.companyId, theirs, other.max, at(20))

    const response = await get('/api/conversations', company.cookie)
    expect(response.statusCode, response.body).toBe(200)
    const page = response.json() as ConversationsPage
    expect(page.next_cursor).toBeNull()
    expect(page.items.map((item) => item.id)).toEqual([newer, older, quiet])
    expect(page.items[0]).toMatchObject({
      contact: { id: alan, address: 'alan@example.com' },
      agent: { id: company.sam, name: 'Sam' },
      subject: 'Your question about pricing',
      last_message: { direction: 'in', kind: 'bounce', excerpt: 'Delivery failed', created_at: at(9).toISOString() },
    })
    const excerpt = page.items[1]!.last_message!.excerpt
    expect(excerpt.startsWith('Long reply word word')).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(200)
    expect(page.items[2]!.last_message).toBeNull()
  })

  it('pages with its cursor', async () => {
    const company = await createCompany()
    const ids: string[] = []
    for (let index = 0; index < 11; index += 1) {
      const contact = await insertContact(company.companyId, `person${index}@example.com`, at(0))
      ids.push(await insertConversation(company.companyId, contact, company.max, at(index % 3)))
      ids.push(await insertConversation(company.companyId, contact, company.sam, at(index % 3)))
    }
    const first = (await get('/api/conversations', company.cookie)).json() as ConversationsPage
    expect(first.items).toHaveLength(20)
    const second = (await get(`/api/conversations?cursor=${first.next_cursor}`, company.cookie)).json() as ConversationsPage
    expect(second.items).toHaveLength(2)
    expect(second.next_cursor).toBeNull()
    expect(new Set([...first.items, ...second.items].map((item) => item.id))).toEqual(new Set(ids))
  })
})
