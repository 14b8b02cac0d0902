import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { runPlaybook } from '@/shared/agents/playbooks'
import type { PlaybookTrigger } from '@/shared/agents/playbooks/types'
import { draftFacts } from '@/shared/ai/facts'
import { parseEvent } from '@/shared/schemas/events'
import type { TestBenchRunDetail } from '@/shared/schemas/test-bench'
import { companies } from '@/server/modules/accounts'
import { insertRunAndDraft } from './draft-fixtures'
import { registerUser, requestJson } from './http'
import { waitFor } from './polling'
import { startScriptedModelServer, type ScriptedModelServer } from './scripted-model-server'
import { createTestApp } from './test-app'
import { markUserVerified } from './verified-user'

// The test bench's fixtures (docs/decisions/134-test-bench.md): an owner whose Max wrote some e-mails, and a run started
// and awaited. The scripted writers and judge are in scripted-judge.ts.

export const LEADS = EVENT_EXAMPLES['lead.created'] as { name: string; email: string }[]

/** A verified owner whose company lets outside processors write (a proposed model is not confirmed as its own), with Max and his drafts. */
export async function ownerWithDrafts(app: FastifyInstance, drafts = 3, controls: Partial<typeof companies.$inferInsert> = {}) {
  const owner = await registerUser(app)
  await markUserVerified(app, owner.user.id)
  const companyId = owner.user.company_id as string
  await app.db
    .update(companies)
    .set({ local_processing: false, ...controls })
    .where(eq(companies.id, companyId))
  const deployed = await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  const agentId = deployed.json()[0].id as string
  for (let index = 0; index < drafts; index++) {
    const lead = LEADS[index % LEADS.length]!
    const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent('lead.created', lead) }
    const outcome = runPlaybook('max', trigger, 0)!
    await insertRunAndDraft(
      app.db,
      { companyId, agentId },
      {
        status: 'awaiting',
        review: true,
        to: outcome.email!.to,
        template_subject: outcome.email!.subject,
        template_text: outcome.email!.text,
        action: outcome.email!.action ?? null,
        facts: draftFacts(trigger, outcome),
        subject: 'As the reviewer sees it',
        body: 'The live draft, untouched.',
        writer: 'model',
      },
    )
  }
  return { ...owner, companyId, agentId }
}

export const startTestRun = (app: FastifyInstance, cookie: string, body: unknown) =>
  requestJson(app, { method: 'POST', url: '/api/test-bench/runs', cookie, body })

/** The run once its job has replayed it (or it stopped): the worker has no event a test could await. */
export const finishedRun = (app: FastifyInstance, cookie: string, id: string) =>
  waitFor(
    async () => (await requestJson(app, { url: `/api/test-bench/runs/${id}`, cookie })).json() as TestBenchRunDetail,
    (run) => run.status !== 'running',
    { what: `test run ${id} to finish` },
  )

/** The model the proposals name: the same scripted server answers it, told apart by name. */
export const PROPOSED_MODEL = 'qwen-proposed'

/**
 * An app of the file's own whose operator's model (llama3.1) is a scripted OpenAI-compatible server the file starts:
 * the worker's shared configuration has no model, and the model is read from the environment at start-up.
 * WEBHOOK_ALLOW_PRIVATE: the proposed model is that server on 127.0.0.1; metadata addresses stay refused.
 */
export async function startBenchTestApp(): Promise<{ app: FastifyInstance; model: ScriptedModelServer; close: () => Promise<void> }> {
  const model = await startScriptedModelServer()
  const { app, close } = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'llama3.1',
    AI_BASE_URL: model.baseUrl,
    WEBHOOK_ALLOW_PRIVATE: 'true',
  })
  return {
    app,
    model,
    close: async () => {
      await close()
      await model.close()
    },
  }
}
