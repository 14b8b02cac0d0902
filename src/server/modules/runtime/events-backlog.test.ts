// @both-databases: the backlog check reads the database's clock through the pending events' index
import { count, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { agentEvents } from './schema'
import { createTestApp } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'

// An app of its own: its runtime is stopped so that events stay pending, and a limit of 0 ms makes any pending event
// put its company behind; neither may leak into the other runtime tests.
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp({}, { timing: { eventBacklogLimitMs: 0 } }))
  await app.agentRuntime.settle()
})
afterAll(() => close())

async function companyKey(): Promise<{ key: string; companyId: string }> {
  const owner = await registerUser(app)
  await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  const { key } = (await requestJson(app, { method: 'POST', url: '/api/api-keys', cookie: owner.cookie, body: { name: 'n8n' } })).json()
  return { key, companyId: owner.user.company_id }
}

const postLead = (key: string, index: number) =>
  app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    payload: JSON.stringify({ type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][index] }),
  })

const storedOf = async (companyId: string) =>
  (await app.db.select({ n: count() }).from(agentEvents).where(eq(agentEvents.company_id, companyId)))[0]!.n

describe('POST /api/events while the agents are behind', () => {
  it('refuses the company’s new events with a 429 that says when to retry, stores nothing, and takes them again once caught up', async () => {
    const behind = await companyKey()
    const other = await companyKey()
    expect((await postLead(behind.key, 0)).statusCode).toBe(202)

    const refused = await postLead(behind.key, 1)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('1')
    expect(refused.json()).toEqual({
      message: 'Your agents are still working through your earlier events. Send this one again in a second.',
    })
    expect(await storedOf(behind.companyId)).toBe(1)

    // Another company is not held back by this one's backlog.
    expect((await postLead(other.key, 0)).statusCode).toBe(202)

    // What the runtime does when it takes the pending event.
    await app.db.update(agentEvents).set({ processed_at: new Date() }).where(isNull(agentEvents.processed_at))
    expect((await postLead(behind.key, 1)).statusCode).toBe(202)
    expect(await storedOf(behind.companyId)).toBe(2)
  })
})
