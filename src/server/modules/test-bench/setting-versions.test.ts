import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EMPTY_KNOWLEDGE } from '@/shared/schemas/company-knowledge'
import { joinAsMember, requestJson } from '@/server/test/http'
import type { ScriptedModelServer } from '@/server/test/scripted-model-server'
import { scriptWritersAndJudge } from '@/server/test/scripted-judge'
import {
  finishedRun,
  ownerWithDrafts as seedOwner,
  startTestRun,
  PROPOSED_MODEL,
  startBenchTestApp,
} from '@/server/test/test-bench-fixtures'

// Versions (docs/decisions/135-setting-versions.md): a test bench run applied or discarded, the settings pages' saves,
// and restoring; the operator's model (llama3.1) and a proposed one (qwen-proposed) are the scripted server's.
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

describe('apply, discard and versions', () => {
  it('applies the proposal through the settings, records a version of each part, and applies only once', async () => {
    const owner = await ownerWithDrafts(1)
    const knowledge = { ...EMPTY_KNOWLEDGE, refundPolicy: 'Refunds within 14 days of purchase.' }
    const run = await finished(owner.cookie, (await start(owner.cookie, { model: proposedModel(), knowledge })).json().id)
    const applied = await requestJson(app, { method: 'POST', url: `/api/test-bench/runs/${run.id}/apply`, cookie: owner.cookie })
    expect(applied.statusCode).toBe(200)
    expect(applied.json().status).toBe('applied')

    const settings = (await requestJson(app, { url: '/api/company/ai', cookie: owner.cookie })).json()
    expect(settings.company).toMatchObject({ provider: 'openai-compatible', model: PROPOSED, baseUrl: model.baseUrl })
    expect((await requestJson(app, { url: '/api/company/knowledge', cookie: owner.cookie })).json()).toEqual(knowledge)
    const versions = (await requestJson(app, { url: '/api/ai/versions', cookie: owner.cookie })).json().versions
    expect(versions.map((version: { kind: string }) => version.kind).sort()).toEqual(['knowledge', 'model'])
    for (const version of versions) expect(version).toMatchObject({ benchRunId: run.id, changedBy: owner.input.username })
    expect(versions.find((version: { kind: string }) => version.kind === 'model').summary).toBe(
      `Model: the server’s model → ${PROPOSED} (OpenAI-compatible server)`,
    )

    const again = await requestJson(app, { method: 'POST', url: `/api/test-bench/runs/${run.id}/apply`, cookie: owner.cookie })
    expect(again.statusCode).toBe(409)
    const discard = await requestJson(app, { method: 'POST', url: `/api/test-bench/runs/${run.id}/discard`, cookie: owner.cookie })
    expect(discard.statusCode).toBe(409)
  })

  it('discards a run, which then cannot be applied', async () => {
    const owner = await ownerWithDrafts(1)
    const run = await finished(owner.cookie, (await start(owner.cookie, { voice: 'Plain and kind.' })).json().id)
    const discarded = await requestJson(app, { method: 'POST', url: `/api/test-bench/runs/${run.id}/discard`, cookie: owner.cookie })
    expect(discarded.json().status).toBe('discarded')
    const applied = await requestJson(app, { method: 'POST', url: `/api/test-bench/runs/${run.id}/apply`, cookie: owner.cookie })
    expect(applied.statusCode).toBe(409)
    expect((await requestJson(app, { url: '/api/ai/versions', cookie: owner.cookie })).json().versions).toEqual([])
  })

  it('restores a version as a new one, and lets only the owner restore', async () => {
    const owner = await ownerWithDrafts(1)
    const first = { ...EMPTY_KNOWLEDGE, openingHours: 'Tuesday to Saturday' }
    const saved = await requestJson(app, { method: 'PATCH', url: '/api/company/knowledge', cookie: owner.cookie, body: first })
    expect(saved.statusCode).toBe(200)
    const second = { ...EMPTY_KNOWLEDGE, openingHours: 'Every day' }
    const run = await finished(owner.cookie, (await start(owner.cookie, { knowledge: second })).json().id)
    await requestJson(app, { method: 'POST', url: `/api/test-bench/runs/${run.id}/apply`, cookie: owner.cookie })
    const [applied, original] = (await requestJson(app, { url: '/api/ai/versions', cookie: owner.cookie })).json().versions
    expect([applied.summary, original.summary]).toEqual(['Knowledge: opening hours', 'Knowledge: opening hours'])

    const member = await joinAsMember(app, owner.cookie)
    const restoreUrl = `/api/ai/versions/${original.id}/restore`
    expect((await requestJson(app, { method: 'POST', url: restoreUrl, cookie: member })).statusCode).toBe(403)
    expect((await requestJson(app, { url: '/api/ai/versions', cookie: member })).json().versions).toHaveLength(2)
    const restored = await requestJson(app, { method: 'POST', url: restoreUrl, cookie: owner.cookie })
    expect(restored.statusCode).toBe(200)
    expect(restored.json().versions[0]).toMatchObject({ kind: 'knowledge', restoredFrom: original.id, benchRunId: null })
    expect((await requestJson(app, { url: '/api/company/knowledge', cookie: owner.cookie })).json()).toEqual(first)

    const stranger = await ownerWithDrafts(0)
    expect((await requestJson(app, { method: 'POST', url: restoreUrl, cookie: stranger.cookie })).statusCode).toBe(404)
    expect((await requestJson(app, { url: '/api/ai/versions', cookie: stranger.cookie })).json().versions).toEqual([])
  })

  it('records the voice and a style guide saved on their pages, an agent’s guide only among that agent’s versions', async () => {
    const owner = await ownerWithDrafts(2)
    const put = (url: string, body: unknown) =>
      app.inject({
        method: 'PUT',
        url,
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    expect((await put('/api/company/writing-voice', { voice: 'Warm and brief.' })).statusCode).toBe(200)
    expect((await put(`/api/agents/${owner.agentId}/guidance`, { guidance: 'Use short sentences.' })).statusCode).toBe(200)
    const versions = (await requestJson(app, { url: `/api/ai/versions?agentId=${owner.agentId}`, cookie: owner.cookie })).json().versions
    expect(versions.map((version: { summary: string }) => version.summary)).toEqual(['Max’s style guide changed', 'Voice changed'])
    expect(versions[0]).toMatchObject({ kind: 'guidance', agentId: owner.agentId })
    const deployed = await requestJson(app, {
      method: 'POST',
      url: '/api/agents/deploy',
      cookie: owner.cookie,
      body: { agentIds: ['sam'] },
    })
    const sam = deployed.json().find((agent: { catalogue_id: string }) => agent.catalogue_id === 'sam').id
    const samsVersions = (await requestJson(app, { url: `/api/ai/versions?agentId=${sam}`, cookie: owner.cookie })).json().versions
    expect(samsVersions.map((version: { kind: string }) => version.kind)).toEqual(['voice'])

    // A style guide tried on the bench applies to that agent, as a version of it.
    const run = await finished(
      owner.cookie,
      (await start(owner.cookie, { agentId: owner.agentId, guidance: 'Use short sentences.\nNo exclamation marks.' })).json().id,
    )
    expect(run.cases).toHaveLength(2)
    await requestJson(app, { method: 'POST', url: `/api/test-bench/runs/${run.id}/apply`, cookie: owner.cookie })
    const guide = (await requestJson(app, { url: `/api/agents/${owner.agentId}/guidance`, cookie: owner.cookie })).json()
    expect(guide.guidance).toBe('Use short sentences.\nNo exclamation marks.')
  })

  it('records a version when Settings → AI changes the model, and restores the model with its key', async () => {
    const owner = await ownerWithDrafts(0)
    const put = (body: unknown) => requestJson(app, { method: 'PUT', url: '/api/company/ai', cookie: owner.cookie, body })
    await put({ provider: 'openai', model: 'gpt-4o-mini', apiKey: 'sk-first-key-aaaa', monthlyTokenBudget: 100_000 })
    await put({ provider: 'openai', model: 'gpt-4o-mini', monthlyTokenBudget: 200_000 })
    await put({ provider: 'anthropic', model: 'claude-3-5-haiku', apiKey: 'sk-second-key-bbbb', monthlyTokenBudget: 200_000 })
    const versions = (await requestJson(app, { url: '/api/ai/versions', cookie: owner.cookie })).json().versions
    expect(versions.map((version: { summary: string }) => version.summary)).toEqual([
      'Model: gpt-4o-mini (OpenAI) → claude-3-5-haiku (Anthropic)',
      'Model: the server’s model → gpt-4o-mini (OpenAI)',
    ])
    expect(JSON.stringify(versions)).not.toContain('sk-')
    await requestJson(app, { method: 'POST', url: `/api/ai/versions/${versions[1].id}/restore`, cookie: owner.cookie })
    const company = (await requestJson(app, { url: '/api/company/ai', cookie: owner.cookie })).json().company
    expect(company).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', keySet: true, keyHint: 'aaaa' })
  })
})
