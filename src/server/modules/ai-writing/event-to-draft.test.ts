import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { agentDrafts, agentRuns, agents } from '@/server/modules/runtime'
import { emailMessages } from '@/server/platform/mail/schema'
import { createTestApp } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import { startScriptedModelServer, type ScriptedModelServer } from '@/server/test/scripted-model-server'
import { markUserVerified } from '@/server/test/verified-user'

// The whole path (docs/decisions/106-ai-writing.md): an event, the playbook's run, the draft the worker has the model
// write, a person's approval with an edit, and the e-mail in the outbox with the edited text.
let app: FastifyInstance
let close: () => Promise<void>
let model: ScriptedModelServer
beforeAll(async () => {
  model = await startScriptedModelServer()
  ;({ app, close } = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: model.baseUrl }))
})
afterAll(async () => {
  await close()
  await model.close()
})

const LEAD = EVENT_EXAMPLES['lead.created'][0] as { name: string; email: string }

async function companyWithMax() {
  const owner = await registerUser(app)
  await markUserVerified(app, owner.user.id)
  const [max] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  ).json() as { id: string }[]
  return { owner, maxId: max!.id }
}

const draftsOf = (agentId: string) => app.db.select().from(agentDrafts).where(eq(agentDrafts.agent_id, agentId))

describe('an event whose agent writes with a model', () => {
  it('waits in Approvals with the model’s text; approved with an edit, the edited text is what is sent', async () => {
    const { owner, maxId } = await companyWithMax()
    const posted = await requestJson(app, {
      method: 'POST',
      url: '/api/events',
      cookie: owner.cookie,
      body: { type: 'lead.created', data: LEAD },
    })
    expect(posted.statusCode).toBe(202)

    const [draft] = await waitFor(
      () => draftsOf(maxId),
      (rows) => rows[0]?.status === 'awaiting',
      { what: 'the draft to wait in Approvals' },
    )
    expect(draft).toMatchObject({ writer: 'model', model: 'llama3.1', to: LEAD.email, fallback_reason: null })
    expect(draft!.body).toContain('Ada')
    // The playbook decided before the model was asked: the run's score and signals are as without a model.
    const [run] = await app.db.select().from(agentRuns).where(eq(agentRuns.id, draft!.run_id))
    expect(run!.summary).toMatch(/^Scored .* \d+\/100 \(hot\)/)
    expect(run!.steps!.at(-1)).toMatch(/llama3\.1/)
    // The run's "How it decided" shows how the e-mail was written: model, tokens, time and the prompt as sent.
    const activity = await requestJson(app, { method: 'GET', url: `/api/agents/${maxId}/activity`, cookie: owner.cookie })
    const [shown] = (activity.json() as { runs: { writing: Record<string, unknown> & { prompt: { user: string } } }[] }).runs
    expect(shown!.writing).toMatchObject({ draft_id: draft!.id, writer: 'model', model: 'llama3.1', status: 'awaiting' })
    expect(shown!.writing.prompt.user).toContain(LEAD.name)
    expect(Number(shown!.writing.input_tokens)).toBeGreaterThan(0)
    const [agent] = await app.db.select().from(agents).where(eq(agents.id, maxId))
    expect(agent!.awaiting_approvals).toBe(1)
    expect(await app.db.select().from(emailMessages).where(eq(emailMessages.company_id, owner.user.company_id))).toEqual([])

    const body = `${draft!.body}\n\nP.S. Edited by a person before it was sent.`
    const approved = await requestJson(app, {
      method: 'POST',
      url: `/api/approvals/${draft!.id}/approve`,
      cookie: owner.cookie,
      body: { subject: draft!.subject, body },
    })
    expect(approved.statusCode).toBe(200)
    const [mail] = await waitFor(
      () => app.db.select().from(emailMessages).where(eq(emailMessages.company_id, owner.user.company_id)),
      (rows) => rows.length === 1,
      { what: 'the approved e-mail in the outbox' },
    )
    expect(mail).toMatchObject({ to: LEAD.email, subject: draft!.subject })
    expect(mail!.text).toContain('P.S. Edited by a person before it was sent.')
    const [after] = await app.db.select().from(agents).where(eq(agents.id, maxId))
    expect(after!.awaiting_approvals).toBe(0)
  })
})

describe('messages of several agents written by the model as one e-mail', () => {
  it('never promises two answer times: a combined draft that does falls back to the combined templates', async () => {
    const owner = await registerUser(app)
    await markUserVerified(app, owner.user.id)
    await requestJson(app, {
      method: 'POST',
      url: '/api/agents/deploy',
      cookie: owner.cookie,
      body: { agentIds: ['sam', 'finn', 'riley'] },
    })
    const companyId = owner.user.company_id
    const written = model.fallback
    // Whatever it is asked, the model promises both answer times the agents' playbooks state.
    model.fallback = (prompt) => {
      const { draft } = written(prompt) as { draft: { subject: string; body: string; facts_used: string[] } }
      return {
        draft: {
          ...draft,
          body: `${draft.body}\n\nExpect an answer within 4 business hours; the refund team answers within 2 business days.`,
        },
      }
    }
    try {
      const ticket = {
        ...EVENT_EXAMPLES['ticket.created'][0]!,
        email: 'kim.lo@example.com',
        subject: 'Charged twice',
        body: 'I was charged twice, please refund.',
      }
      expect(
        (
          await requestJson(app, {
            method: 'POST',
            url: '/api/events',
            cookie: owner.cookie,
            body: { type: 'ticket.created', data: ticket },
          })
        ).statusCode,
      ).toBe(202)
      const [draft] = await waitFor(
        async () =>
          (await app.db.select().from(agentDrafts).where(eq(agentDrafts.company_id, companyId))).filter((row) => row.status === 'awaiting'),
        (rows) => rows.length === 1 && rows[0]!.revision >= 2 && rows[0]!.writer === 'template',
        { what: 'the combined draft, written from the templates' },
      )
      expect(draft!.fallback_reason).toMatch(/^It promised two different answer times \(/)
      expect(draft!.fallback_reason).toContain('"within 4 business hours"')
      expect(draft!.body).toContain('within 2 business days')
      expect(draft!.body).not.toContain('4 business hours')
    } finally {
      model.fallback = written
    }
  })
})
