// @both-databases: drafts of an outage written again through the job queue, each once however many answers arrive at once
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AiStatus } from '@/shared/ai/ai-status'
import { agentDrafts, agentRuns, agents, AGENT_DRAFT_QUEUE } from '@/server/modules/runtime'
import { findJobs } from '@/server/test/jobs'
import { joinAsMember, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import type { ScriptedModelServer } from '@/server/test/scripted-model-server'
import { companyWithMax, writingDraft } from '@/server/test/writing-fixtures'
import { writeDraft, type DraftJobContext } from './draft-job'
import { probeRecoveredProviders, redraftAfterOutage, REDRAFT_STEP } from './outage-recovery'
import { recordProviderFailure } from './provider-failures'
import { aiProviderFailures } from './schema'
import { startWritingTestApp } from './test-draft-context'

// A provider that does not answer (docs/decisions/133-provider-outages.md): more than 5 failures in an hour name it in
// the banner; the drafts the template wrote meanwhile, still waiting untouched, are written again once it answers. The
// operator's model is gpt-4o-mini behind a local OpenAI-compatible server that fails or answers from a script.
let app: FastifyInstance
let model: ScriptedModelServer
let context: DraftJobContext
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, model, context, close } = await startWritingTestApp('gpt-4o-mini'))
})
afterAll(() => close())
beforeEach(() => model.script([]))

const SERVER_MODEL = { provider: 'openai-compatible', model: 'gpt-4o-mini' } as const
const UNAVAILABLE = { status: 503, retryAfter: '0' }
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const status = async (cookie: string) => (await requestJson(app, { url: '/api/ai/status', cookie })).json() as AiStatus
const draftRow = async (id: string) => (await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, id)))[0]!

/** A draft the template wrote because the provider did not answer, waiting in Approvals. */
const fellBack = (ids: { companyId: string; agentId: string }) =>
  writingDraft(app, ids, {
    status: 'awaiting',
    writer: 'template',
    subject: 'Hi',
    body: 'Hi Ada',
    fallback_reason: 'The provider failed (503) after 3 attempts',
    fallback_kind: 'provider',
    provider: 'openai-compatible',
    model: 'gpt-4o-mini',
    written_at: new Date(),
  })

describe('the outage banner', () => {
  it('names the provider and model after more than 5 failures in the last hour, for everyone in the company', async () => {
    const max = await companyWithMax(app)
    const member = await joinAsMember(app, max.owner.cookie)
    // Older than an hour, or another model's: not this outage.
    for (let index = 0; index < 3; index++)
      await recordProviderFailure(app.db, max.companyId, SERVER_MODEL, 'The provider failed (503)', minutesAgo(90))
    for (let index = 0; index < 6; index++)
      await recordProviderFailure(
        app.db,
        max.companyId,
        { provider: 'openai', model: 'gpt-4o' },
        'The provider failed (503)',
        minutesAgo(5),
      )
    for (let index = 0; index < 5; index++)
      await recordProviderFailure(app.db, max.companyId, SERVER_MODEL, 'The provider failed (503)', minutesAgo(10 - index))
    expect((await status(max.owner.cookie)).outage).toBeNull()

    await recordProviderFailure(app.db, max.companyId, SERVER_MODEL, 'The model did not answer within 20 s', minutesAgo(1))
    const outage = (await status(member)).outage
    expect(outage).toMatchObject({ provider: 'openai-compatible', model: 'gpt-4o-mini', failures: 6 })
    // Another company sees nothing of it.
    const other = await companyWithMax(app)
    expect((await status(other.owner.cookie)).outage).toBeNull()
  })
})

describe('after an outage', () => {
  it('writes again the drafts that fell back and still wait untouched once the provider answers, and the banner goes', async () => {
    const max = await companyWithMax(app)
    model.script(Array.from({ length: 18 }, () => UNAVAILABLE))
    const failed: string[] = []
    for (let index = 0; index < 6; index++) {
      const { draftId } = await writingDraft(app, max)
      await writeDraft(context, draftId)
      failed.push(draftId)
    }
    for (const id of failed) expect(await draftRow(id)).toMatchObject({ status: 'awaiting', writer: 'template', fallback_kind: 'provider' })
    expect((await app.db.select().from(aiProviderFailures).where(eq(aiProviderFailures.company_id, max.companyId))).length).toBe(6)
    expect((await status(max.owner.cookie)).outage).toMatchObject({ model: 'gpt-4o-mini', failures: 6 })

    // A person rejected one meanwhile: it stays as they left it.
    const rejected = failed[0]!
    const reject = { reason: 'Not now', teach: false }
    expect(
      (await requestJson(app, { method: 'POST', url: `/api/approvals/${rejected}/reject`, cookie: max.owner.cookie, body: reject }))
        .statusCode,
    ).toBe(200)

    // The provider answers the next draft: the five still waiting are written again by the job queue.
    const { draftId: answered } = await writingDraft(app, max)
    await writeDraft(context, answered)
    expect(await draftRow(answered)).toMatchObject({ writer: 'model' })
    const rest = failed.slice(1)
    await waitFor(
      async () => Promise.all(rest.map(draftRow)),
      (drafts) => drafts.every((draft) => draft.status === 'awaiting' && draft.writer === 'model'),
      { what: 'the drafts of the outage written by the model' },
    )
    for (const id of rest) {
      const draft = await draftRow(id)
      expect(draft).toMatchObject({ fallback_kind: null, fallback_reason: null })
      const [run] = await app.db.select().from(agentRuns).where(eq(agentRuns.id, draft.run_id))
      const steps = run!.steps ?? []
      expect(steps.filter((step) => step === REDRAFT_STEP)).toHaveLength(1)
      expect(steps.at(-1)).toMatch(/^Wrote the e-mail with gpt-4o-mini in .*; it waits in Approvals$/)
    }
    expect(await draftRow(rejected)).toMatchObject({ status: 'rejected', writer: 'template' })
    const [agent] = await app.db.select().from(agents).where(eq(agents.id, max.agentId))
    expect(agent!.awaiting_approvals).toBe(6)
    expect((await status(max.owner.cookie)).outage).toBeNull()
    // Done once: nothing is left to write again.
    expect(await app.db.transaction((tx) => redraftAfterOutage(tx, app.jobs, max.companyId))).toEqual([])
  })

  it('probes a provider quiet for five minutes with one waiting draft, whose answer brings the rest', async () => {
    const quiet = await companyWithMax(app)
    const drafts = [await fellBack(quiet), await fellBack(quiet)]
    await app.db.update(agents).set({ awaiting_approvals: 2 }).where(eq(agents.id, quiet.agentId))
    await recordProviderFailure(app.db, quiet.companyId, SERVER_MODEL, 'The provider failed (503)', minutesAgo(10))
    // Still failing a minute ago: not probed yet.
    const failing = await companyWithMax(app)
    const waiting = await fellBack(failing)
    await recordProviderFailure(app.db, failing.companyId, SERVER_MODEL, 'The provider failed (503)', minutesAgo(1))

    const probed = await probeRecoveredProviders(app.db, app.jobs, new Date())
    expect(probed).toContain(quiet.companyId)
    expect(probed).not.toContain(failing.companyId)
    await waitFor(
      async () => Promise.all(drafts.map(({ draftId }) => draftRow(draftId))),
      (rows) => rows.every((row) => row.status === 'awaiting' && row.writer === 'model'),
      { what: 'both waiting drafts written by the model' },
    )
    expect(await draftRow(waiting.draftId)).toMatchObject({ status: 'awaiting', fallback_kind: 'provider' })
    const [agent] = await app.db.select().from(agents).where(eq(agents.id, quiet.agentId))
    expect(agent!.awaiting_approvals).toBe(2)
  })

  it('takes each draft once when answers arrive at once', async () => {
    const max = await companyWithMax(app)
    const { draftId } = await fellBack(max)
    await recordProviderFailure(app.db, max.companyId, SERVER_MODEL, 'The provider failed (503)', minutesAgo(1))
    const taken = await Promise.all(
      Array.from({ length: 5 }, () => app.db.transaction((tx) => redraftAfterOutage(tx, app.jobs, max.companyId))),
    )
    expect(taken.flat()).toEqual([draftId])
    expect(await findJobs(app, AGENT_DRAFT_QUEUE, { draftId })).toHaveLength(1)
    // Leave the app idle: the queued writing finishes before the file's app closes.
    await waitFor(
      () =>
        app.db
          .select()
          .from(agentDrafts)
          .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.writer, 'model'))),
      (rows) => rows.length === 1,
      { what: 'the draft written again' },
    )
  })
})
