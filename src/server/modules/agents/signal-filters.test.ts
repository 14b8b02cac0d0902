import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signals } from '@/server/modules/runtime'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'

// GET /api/agents/signals with the ledger's filters (docs/product.md#signals-page, docs/decisions/092).

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const get = (url: string, cookie?: string) => requestJson(app, { url, cookie })
type Listed = { id: string; signal: string; status: string; from_agent_id: string | null; to_agent_id: string | null }

/** A company with Max, Sam and Finn and a known ledger: 30 signals, newest last in this list. */
async function seedCompany() {
  const owner = await registerUser(app)
  const deployed = await requestJson(app, {
    method: 'POST',
    url: '/api/agents/deploy',
    cookie: owner.cookie,
    body: { agentIds: ['max', 'sam', 'finn'] },
  })
  const byName = Object.fromEntries(deployed.json().map((agent: { id: string; name: string }) => [agent.name, agent.id]))
  const [max, sam, finn] = [byName.Max as string, byName.Sam as string, byName.Finn as string]
  const base = Date.parse('2026-12-01T10:00:00Z')
  // 20 lead.captured Max → Sam (every third pending), 8 quote.requested Max → Finn (processed), 2 billing.question
  // Sam → Finn (undeliverable); the first four share one instant, so the id tie-breaker is exercised under a filter.
  const rows = Array.from({ length: 30 }, (_, index) => {
    const kind = index < 20 ? 'captured' : index < 28 ? 'quote' : 'billing'
    return {
      company_id: owner.user.company_id as string,
      from_agent_id: kind === 'billing' ? sam : max,
      to_agent_id: kind === 'captured' ? sam : finn,
      signal: kind === 'captured' ? 'lead.captured' : kind === 'quote' ? 'quote.requested' : 'billing.question',
      status:
        kind === 'billing' ? ('undeliverable' as const) : kind === 'quote' || index % 3 ? ('processed' as const) : ('pending' as const),
      created_at: new Date(base + (index < 4 ? 0 : index) * 1000),
    }
  })
  await app.db.insert(signals).values(rows)
  return { owner, max, sam, finn }
}

async function readAll(url: string, cookie: string): Promise<Listed[]> {
  const seen: Listed[] = []
  let cursor: string | null = null
  do {
    const response = await get(`${url}${url.includes('?') ? '&' : '?'}limit=3${cursor ? `&cursor=${cursor}` : ''}`, cookie)
    expect(response.statusCode, response.body).toBe(200)
    const page = response.json() as { signals: Listed[]; next_cursor: string | null }
    seen.push(...page.signals)
    cursor = page.next_cursor
  } while (cursor)
  return seen
}

describe('signal filters', () => {
  it('filter by status, signal name and agent (sender or receiver), each alone and together, across pages', async () => {
    const { owner, max, sam, finn } = await seedCompany()
    const pending = await readAll('/api/agents/signals?status=pending', owner.cookie)
    expect(pending).toHaveLength(7)
    expect(pending.every((signal) => signal.status === 'pending' && signal.signal === 'lead.captured')).toBe(true)
    expect(new Set(pending.map((signal) => signal.id)).size).toBe(7)

    const quotes = await readAll('/api/agents/signals?signal=quote.requested', owner.cookie)
    expect(quotes.map((signal) => signal.signal)).toEqual(Array(8).fill('quote.requested'))

    const finnSignals = await readAll(`/api/agents/signals?agent=${finn}`, owner.cookie)
    expect(finnSignals).toHaveLength(10)
    expect(finnSignals.every((signal) => signal.to_agent_id === finn)).toBe(true)
    // Sam sends the billing questions and receives the captured leads.
    expect(await readAll(`/api/agents/signals?agent=${sam}`, owner.cookie)).toHaveLength(22)
    expect(await readAll(`/api/agents/signals?agent=${max}`, owner.cookie)).toHaveLength(28)

    const combined = await readAll(`/api/agents/signals?agent=${sam}&signal=billing.question&status=undeliverable`, owner.cookie)
    expect(combined.map((signal) => signal.from_agent_id)).toEqual([sam, sam])
    expect((await readAll(`/api/agents/signals?agent=${finn}&status=pending`, owner.cookie)).length).toBe(0)

    // Newest first, as without filters.
    const page = (await get('/api/agents/signals?signal=lead.captured&limit=2', owner.cookie)).json()
    expect(page.signals.map((signal: { created_at: string }) => signal.created_at)).toEqual([
      '2026-12-01T10:00:19.000Z',
      '2026-12-01T10:00:18.000Z',
    ])
  })

  it('serve a teammate the company’s ledger and never another company’s signals', async () => {
    const { owner, max } = await seedCompany()
    const other = await seedCompany()
    const mate = await joinAsMember(app, owner.cookie)
    const own = await readAll('/api/agents/signals?signal=lead.captured', mate)
    expect(own).toHaveLength(20)
    expect(own.every((signal) => signal.from_agent_id === max)).toBe(true)

    // Another company's agent is not found, as any of its ids (docs/product.md#roles).
    const foreign = await get(`/api/agents/signals?agent=${other.max}`, owner.cookie)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ message: 'Agent not found' })
    expect((await get('/api/agents/signals?agent=00000000-0000-4000-8000-000000000000', owner.cookie)).statusCode).toBe(404)
    expect((await get('/api/agents/signals?status=pending')).statusCode).toBe(401)
  })

  it('refuse a malformed filter with 400 and its field', async () => {
    const { owner } = await seedCompany()
    const cases: [string, string][] = [
      ['agent=max', 'agent'],
      ['agent=', 'agent'],
      ['signal=lead.created%23999', 'signal'],
      ['signal=LEAD.CAPTURED', 'signal'],
      ['status=done', 'status'],
      ['status=processed&status=pending', 'status'],
      ['colour=blue', ''],
    ]
    for (const [query, field] of cases) {
      const response = await get(`/api/agents/signals?${query}`, owner.cookie)
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400)
      const body = response.json() as { message: string; issues?: { path: string }[] }
      expect(body.message).toEqual(expect.any(String))
      if (field) expect(body.issues?.map((issue) => issue.path)).toContain(field)
    }
    // A cursor from a filtered page is checked as strictly as an unfiltered one.
    expect((await get('/api/agents/signals?status=pending&cursor=garbage', owner.cookie)).statusCode).toBe(400)
  })
})
