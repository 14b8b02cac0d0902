import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { emailMessages } from '@/server/platform/mail/schema'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import { markUserVerified } from '@/server/test/verified-user'
import { agentRuns } from './schema'

// The product's promise (docs/decisions/125-unsubscribe.md): once someone unsubscribes, the company's agents do not
// write to them again, and the run says why. The runtime reads the list with findSuppressedAddresses (accounts module).
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const LEAD = EVENT_EXAMPLES['lead.created'][0]!
const postLead = (cookie: string) =>
  requestJson(app, { method: 'POST', url: '/api/events', cookie, body: { type: 'lead.created', data: LEAD } })
const finishedRuns = (agentId: string, n: number) =>
  waitFor(
    () => app.db.select().from(agentRuns).where(eq(agentRuns.agent_id, agentId)).orderBy(agentRuns.created_at),
    (runs) => runs.length === n && runs.every((run) => run.status === 'succeeded' || run.status === 'failed'),
    { what: `${n} finished runs` },
  )
const mailOf = (companyId: string) => app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId))

describe('unsubscribe', () => {
  it('a one-click unsubscribe stops the next agent’s e-mail', async () => {
    const owner = await registerUser(app, { company_name: 'Park Dental' })
    await markUserVerified(app, owner.user.id)
    const [max] = (
      await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
    ).json() as { id: string }[]
    const review = {
      method: 'PATCH' as const,
      url: `/api/agents/${max!.id}/review`,
      cookie: owner.cookie,
      body: { reviewBeforeSend: false },
    }
    expect((await requestJson(app, review)).statusCode).toBe(200)

    expect((await postLead(owner.cookie)).statusCode).toBe(202)
    await finishedRuns(max!.id, 1)
    const [first] = await mailOf(owner.user.company_id)
    expect(first).toMatchObject({ to: 'ada.park@example.com' })
    // The e-mail names its one-click address (List-Unsubscribe); a mail program POSTs the RFC 8058 form to it.
    const oneClick = new URL(first!.unsubscribe_url!)
    expect(oneClick.pathname).toMatch(/^\/api\/unsubscribe\/[\w-]+$/)
    const unsubscribed = await app.inject({
      method: 'POST',
      url: oneClick.pathname,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200)

    expect((await postLead(owner.cookie)).statusCode).toBe(202)
    const [, second] = await finishedRuns(max!.id, 2)
    expect(second!.steps).toContain('E-mail to ada.park@example.com not sent: they unsubscribed from your e-mails')
    expect((await mailOf(owner.user.company_id)).map((mail) => mail.id)).toEqual([first!.id])
  })
})
