// @both-databases: a run replayed by its own job queue, and two starts at once serialised on the company's row lock
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EMPTY_KNOWLEDGE } from '@/shared/schemas/company-knowledge'
import { companyAiSettings } from '@/server/modules/ai-writing'
import { agentDrafts } from '@/server/modules/runtime'
import { emailMessages } from '@/server/platform/mail/schema'
import { joinAsMember, requestJson } from '@/server/test/http'
import type { ScriptedModelServer } from '@/server/test/scripted-model-server'
import { scriptWritersAndJudge, SIGN_OFF } from '@/server/test/scripted-judge'
import {
  finishedRun,
  LEADS,
  ownerWithDrafts as seedOwner,
  startTestRun,
  PROPOSED_MODEL,
  startBenchTestApp,
} from '@/server/test/test-bench-fixtures'

// The test bench (docs/decisions/134-test-bench.md) against the scripted OpenAI-compatible model: the operator's model
// (llama3.1) writes the current side and judges, a proposed model (qwen-proposed) on the same server writes the other.
let app: FastifyInstance
let model: ScriptedModelServer
let close: () => Promise<void>
const PROPOSED = PROPOSED_MODEL

beforeAll(async () => {
  ;({ app, model, close } = await startBenchTestApp())
})
afterAll(() => close())
beforeEach(() => {
  model.script([])
  scriptWritersAndJudge(model, PROPOSED)
})

const ownerWithDrafts = (drafts?: number, controls?: Parameters<typeof seedOwner>[2]) => seedOwner(app, drafts, controls)
const start = (cookie: string, body: unknown) => startTestRun(app, cookie, body)
const finished = (cookie: string, id: string) => finishedRun(app, cookie, id)
const proposedModel = () => ({ provider: 'openai-compatible', model: PROPOSED, baseUrl: model.baseUrl })

describe('a replay', () => {
  it('writes each e-mail with the current and the proposed settings, sends nothing and leaves the live drafts alone', async () => {
    const owner = await ownerWithDrafts(3)
    const before = await app.db.select().from(agentDrafts).where(eq(agentDrafts.company_id, owner.companyId))
    const started = await start(owner.cookie, { model: proposedModel() })
    expect(started.statusCode).toBe(201)
    expect(started.json()).toMatchObject({ status: 'running', casesTotal: 3, proposal: { model: { model: PROPOSED } } })

    const run = await finished(owner.cookie, started.json().id)
    expect(run).toMatchObject({ status: 'finished', casesDone: 3 })
    for (const item of run.cases) {
      expect(item.current).toMatchObject({ writer: 'model', model: 'llama3.1' })
      expect(item.proposed).toMatchObject({ writer: 'model', model: PROPOSED })
      expect(item.proposed!.body).toContain(SIGN_OFF)
      expect(item.current!.grades.grounding?.pass).toBe(true)
      expect(item.proposed!.inputTokens).toBeGreaterThan(0)
      expect(item).toMatchObject({ verdict: 'proposed', decidedBy: 'judge', agent: { id: owner.agentId }, trigger: 'lead.created' })
    }
    expect(run.summary).toMatchObject({
      compared: 3,
      wins: 3,
      losses: 0,
      ties: 0,
      winRate: 1,
      judgedBy: 'llama3.1 (OpenAI-compatible server)',
    })
    expect(run.summary!.proposed.passRates.grounding).toBe(1)
    expect(run.summary!.judge.tokens).toBeGreaterThan(0)

    const after = await app.db.select().from(agentDrafts).where(eq(agentDrafts.company_id, owner.companyId))
    expect(after).toEqual(before)
    expect(await app.db.select().from(emailMessages).where(eq(emailMessages.company_id, owner.companyId))).toEqual([])
  })

  it('asks the judge with each side first once, so a judge that always picks the first e-mail decides nothing', async () => {
    scriptWritersAndJudge(model, PROPOSED, 'always-A')
    const owner = await ownerWithDrafts(2)
    const run = await finished(owner.cookie, (await start(owner.cookie, { model: proposedModel() })).json().id)
    expect(run.cases.map((item) => item.verdict)).toEqual(['tie', 'tie'])
    expect(run.summary).toMatchObject({ ties: 2, winRate: 0.5 })
  })

  it('writes the templates for a proposal the privacy controls rule out, and never shows its key again', async () => {
    // With Local processing on, the operator's model on this machine still writes and judges; a hosted proposal may not.
    const owner = await ownerWithDrafts(1, { local_processing: true })
    const body = { model: { provider: 'openai', model: 'gpt-4o-mini', apiKey: 'sk-test-proposed-1234' } }
    const started = await start(owner.cookie, body)
    expect(started.statusCode).toBe(201)
    expect(started.body).not.toContain('sk-test-proposed')
    expect(started.json().proposal.model).toEqual({ provider: 'openai', model: 'gpt-4o-mini', baseUrl: null, keyHint: '1234' })
    const run = await finished(owner.cookie, started.json().id)
    expect(run.cases[0]!.proposed).toMatchObject({ writer: 'template', model: null })
    expect(run.cases[0]!.proposed!.fallbackReason).toContain('Local processing is on')
  })

  it('sends the model placeholders, and keeps none of the person, when the company keeps only what a run needs', async () => {
    const owner = await ownerWithDrafts(1, { data_collection: false })
    const sent = model.requests.length
    const run = await finished(owner.cookie, (await start(owner.cookie, { model: proposedModel() })).json().id)
    const prompts = model.requests.slice(sent).filter((request) => !request.system.includes('You compare two e-mails'))
    expect(prompts.map((request) => request.model).sort()).toEqual(['llama3.1', PROPOSED])
    for (const request of prompts) {
      expect(request.user).toContain('[name]')
      expect(request.user).not.toContain(LEADS[0]!.name)
    }
    const judged = model.requests.slice(sent).filter((request) => request.system.includes('You compare two e-mails'))
    expect(judged).toHaveLength(2)
    for (const request of judged) expect(request.user).not.toContain(LEADS[0]!.name)
    expect(JSON.stringify(run.cases)).not.toContain('Ada')
  })

  it('replays a proposed knowledge and voice with the current model, and stops at a spent budget', async () => {
    const owner = await ownerWithDrafts(2)
    const knowledge = { ...EMPTY_KNOWLEDGE, openingHours: 'Monday to Friday, 9 to 5' }
    const sent = model.requests.length
    const run = await finished(owner.cookie, (await start(owner.cookie, { knowledge, voice: 'Warm and brief.' })).json().id)
    const proposedPrompts = model.requests.slice(sent).filter((request) => request.user.includes('Monday to Friday, 9 to 5'))
    expect(proposedPrompts).toHaveLength(2)
    expect(
      proposedPrompts.every((request) => request.model === 'llama3.1' && `${request.system}${request.user}`.includes('Warm and brief.')),
    ).toBe(true)
    expect(run.summary!.compared).toBe(2)

    // A budget that fits no more calls: nothing is compared, and the run says why it stopped.
    await app.db
      .insert(companyAiSettings)
      .values({ company_id: owner.companyId, monthly_token_budget: 1 })
      .onConflictDoUpdate({
        target: companyAiSettings.company_id,
        set: { monthly_token_budget: 1 },
      })
    const spent = await finished(owner.cookie, (await start(owner.cookie, { knowledge })).json().id)
    expect(spent.summary).toMatchObject({
      compared: 0,
      winRate: null,
      stoppedBecause: 'This month’s budget ran out, so the test stopped here',
    })
  })
})

describe('starting', () => {
  it('refuses a second run while one is running, of two sent at once', async () => {
    const owner = await ownerWithDrafts(2)
    const answers = await Promise.all([start(owner.cookie, { model: proposedModel() }), start(owner.cookie, { model: proposedModel() })])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(/already running/)
    const id = answers.find((answer) => answer.statusCode === 201)!.json().id
    await finished(owner.cookie, id)
  })

  it('says when there is nothing to replay, and counts what a run would replay', async () => {
    const owner = await ownerWithDrafts(0)
    const refused = await start(owner.cookie, { voice: 'Plain.' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/^No recent e-mails to replay yet/)
    const list = await requestJson(app, { url: '/api/test-bench/runs', cookie: owner.cookie })
    expect(list.json()).toEqual({ runs: [], replayable: 0 })
  })

  it.each([
    ['no change', {}, 'model'],
    ['a style guide without its agent', { guidance: 'Short sentences.' }, 'guidance'],
    ['a hosted model without a key', { model: { provider: 'anthropic', model: 'claude-3-5-haiku' } }, 'model.apiKey'],
    [
      'a base URL at the metadata service',
      { model: { provider: 'openai-compatible', model: 'x', baseUrl: 'http://169.254.169.254/v1' } },
      'baseUrl',
    ],
    ['an unknown field', { temperature: 2 }, ''],
  ])('refuses %s (400), writing nothing', async (_, body, path) => {
    const owner = await ownerWithDrafts(1)
    const response = await start(owner.cookie, body)
    expect(response.statusCode).toBe(400)
    if (path) expect(response.json().issues?.[0]?.path ?? '').toContain(path)
    expect((await requestJson(app, { url: '/api/test-bench/runs', cookie: owner.cookie })).json().runs).toEqual([])
  })

  it('refuses another company’s agent', async () => {
    const owner = await ownerWithDrafts(1)
    const other = await ownerWithDrafts(1)
    const response = await start(owner.cookie, { agentId: other.agentId, guidance: 'Short sentences.' })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues[0].path).toBe('agentId')
  })
})

describe('who may', () => {
  it('lets only the owner test a change, and finds no other company’s run', async () => {
    const owner = await ownerWithDrafts(1)
    const member = await joinAsMember(app, owner.cookie)
    expect((await start(member, { voice: 'Plain.' })).statusCode).toBe(403)
    expect((await requestJson(app, { url: '/api/test-bench/runs', cookie: member })).statusCode).toBe(403)
    const run = await finished(owner.cookie, (await start(owner.cookie, { voice: 'Plain.' })).json().id)
    expect((await requestJson(app, { url: `/api/test-bench/runs/${run.id}`, cookie: member })).statusCode).toBe(403)
    const stranger = await ownerWithDrafts(0)
    for (const url of [`/api/test-bench/runs/${run.id}`])
      expect((await requestJson(app, { url, cookie: stranger.cookie })).statusCode).toBe(404)
    for (const action of ['apply', 'discard']) {
      const response = await requestJson(app, { method: 'POST', url: `/api/test-bench/runs/${run.id}/${action}`, cookie: stranger.cookie })
      expect(response.statusCode).toBe(404)
    }
    expect((await requestJson(app, { url: '/api/test-bench/runs/not-a-uuid', cookie: owner.cookie })).statusCode).toBe(400)
  })
})
