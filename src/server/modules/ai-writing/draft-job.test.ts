// @both-databases: drafts written by the job queue, and a refusal moving an agent off Autopilot in the job's transaction
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { runPlaybook } from '@/shared/agents/playbooks'
import type { PlaybookTrigger } from '@/shared/agents/playbooks/types'
import { draftFacts } from '@/shared/ai/facts'
import { BUDGET_REASON } from '@/shared/ai/writer'
import { parseEvent } from '@/shared/schemas/events'
import { demotionReason } from '@/shared/schemas/trust-ladder'
import { companies, readCompanyPrivacy } from '@/server/modules/accounts'
import { agentDrafts, agentRuns, agents, agentTrustChanges } from '@/server/modules/runtime'
import { emailMessages } from '@/server/platform/mail/schema'
import { insertRunAndDraft } from '@/server/test/draft-fixtures'
import { createTestApp } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'
import { startScriptedModelServer, type ScriptedModelServer } from '@/server/test/scripted-model-server'
import { markUserVerified } from '@/server/test/verified-user'
import { writeDraft, type DraftJobContext } from './draft-job'
import { encryptApiKey } from './key-encryption'
import { aiTokenUsage, companyAiSettings } from './schema'
import { monthUsage } from './token-budget'

// The draft job (docs/decisions/106-ai-writing.md) against a local OpenAI-compatible server that answers from a
// script: what a draft becomes for each answer, what the prompt holds, and where the e-mail goes.
let app: FastifyInstance
let close: () => Promise<void>
let model: ScriptedModelServer
let context: DraftJobContext
beforeAll(async () => {
  model = await startScriptedModelServer()
  ;({ app, close } = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: model.baseUrl }))
  const config = { timeoutMs: 10_000, encryptionKey: null, policy: { allowPrivate: false } }
  context = {
    db: app.db,
    jobs: app.jobs,
    mail: { productName: 'AgentWorks', publicUrl: app.publicUrl },
    server: app.aiWriting.serverModel,
    ...config,
  }
})
afterAll(async () => {
  await close()
  await model.close()
})
beforeEach(() => model.script([]))

const LEAD = EVENT_EXAMPLES['lead.created'][0] as { name: string; email: string }

type Controls = Partial<Pick<typeof companies.$inferInsert, 'data_collection' | 'local_processing'>>

/** A verified owner's company with Max deployed, a finished run of a lead.created event and its draft being written. */
async function newDraft({ controls = {}, review = true }: { controls?: Controls; review?: boolean } = {}) {
  const owner = await registerUser(app)
  await markUserVerified(app, owner.user.id)
  const companyId = owner.user.company_id as string
  if (Object.keys(controls).length) await app.db.update(companies).set(controls).where(eq(companies.id, companyId))
  const [max] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  ).json()
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent('lead.created', LEAD) }
  const outcome = runPlaybook('max', trigger, 0)!
  const [run] = await app.db
    .insert(agentRuns)
    .values({
      company_id: companyId,
      agent_id: max.id,
      dedupe_key: `test:${max.id}`,
      trigger: 'lead.created',
      status: 'succeeded',
      steps: outcome.steps,
    })
    .returning()
  const [draft] = await app.db
    .insert(agentDrafts)
    .values({
      company_id: companyId,
      agent_id: max.id,
      run_id: run!.id,
      review,
      to: outcome.email!.to,
      template_subject: outcome.email!.subject,
      template_text: outcome.email!.text,
      action: outcome.email!.action ?? null,
      facts: draftFacts(trigger, outcome),
    })
    .returning()
  return { companyId, agentId: max.id as string, runId: run!.id, draftId: draft!.id, template: outcome.email! }
}

const draftRow = async (id: string) => (await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, id)))[0]!
const runSteps = async (id: string) => (await app.db.select().from(agentRuns).where(eq(agentRuns.id, id)))[0]!.steps ?? []
const awaiting = async (agentId: string) => (await app.db.select().from(agents).where(eq(agents.id, agentId)))[0]!.awaiting_approvals

describe('writeDraft', () => {
  it('keeps the model’s text, waiting in Approvals, and tells the run', async () => {
    const { draftId, runId, agentId, companyId } = await newDraft()
    await writeDraft(context, draftId)
    const draft = await draftRow(draftId)
    expect(draft).toMatchObject({
      status: 'awaiting',
      writer: 'model',
      provider: 'openai-compatible',
      model: 'llama3.1',
      fallback_reason: null,
    })
    expect(draft.body).toContain('Hi Ada,')
    expect(draft.input_tokens).toBeGreaterThan(0)
    expect(draft.written_at).not.toBeNull()
    expect(draft.prompt?.user).toContain(LEAD.name)
    expect(await awaiting(agentId)).toBe(1)
    expect((await runSteps(runId)).at(-1)).toMatch(/^Wrote the e-mail with llama3\.1 in \d+\.\d s \(\d+ tokens\); it waits in Approvals$/)
    // The reservation was settled to what the server reported.
    expect((await monthUsage(app.db, companyId)).tokens).toBe(draft.input_tokens! + draft.output_tokens!)
  })

  it('grades the text as written: a name the facts do not give passes the checks and fails the grounding grader', async () => {
    const { draftId } = await newDraft()
    await writeDraft(context, draftId)
    const { grades } = await draftRow(draftId)
    expect(Object.keys(grades ?? {}).sort()).toEqual(['credentials', 'grounding', 'language', 'length', 'policy'])
    expect(Object.values(grades!).every((grade) => (grade as { pass: boolean }).pass)).toBe(true)

    const invented = await newDraft()
    const body = 'Hi Ada, thanks for reaching out about Park Dental. My colleague Jessica will call you soon about patient enquiries.'
    model.script([{ draft: { subject: 'Your enquiry', body, facts_used: ['name: Ada Park'] } }])
    await writeDraft(context, invented.draftId)
    const row = await draftRow(invented.draftId)
    expect(row.writer).toBe('model')
    expect(row.grades).toMatchObject({ grounding: { pass: false, note: 'unsupported name "jessica"' }, policy: { pass: true } })
  })

  it('writes once however often the job runs', async () => {
    const { draftId, runId, agentId } = await newDraft()
    await Promise.all([writeDraft(context, draftId), writeDraft(context, draftId)])
    await writeDraft(context, draftId)
    expect(await awaiting(agentId)).toBe(1)
    expect((await runSteps(runId)).filter((step) => step.startsWith('Wrote the e-mail'))).toHaveLength(1)
  })

  it('uses the template, with the reason, when the answer is not JSON', async () => {
    const { draftId, runId, template } = await newDraft()
    model.script([{ content: 'Sure! Here is an e-mail for Ada.' }])
    await writeDraft(context, draftId)
    const draft = await draftRow(draftId)
    expect(draft).toMatchObject({ status: 'awaiting', writer: 'template', subject: template.subject, body: template.text })
    expect(draft.fallback_reason).toBeTruthy()
    expect((await runSteps(runId)).at(-1)).toBe(`Used the template: ${draft.fallback_reason}; it waits in Approvals`)
  })

  const PRICED = { draft: { subject: 'Your plan', body: 'Hi Ada, our package costs $500 a month.', facts_used: [] } }
  const PRICE_REASON = 'It stated a price your business did not give ("$500")'

  it('asks once more, told why, when a draft names a price that is not in the facts, and keeps the second answer', async () => {
    const { draftId, runId } = await newDraft()
    model.script([PRICED])
    const calls = model.requests.length
    await writeDraft(context, draftId)
    const draft = await draftRow(draftId)
    expect(draft).toMatchObject({ writer: 'model', fallback_reason: null })
    expect(model.requests.length).toBe(calls + 2)
    expect(model.requests.at(-1)?.user).toContain(`Your previous answer was refused: ${PRICE_REASON}.`)
    expect(draft.prompt?.user).toContain('Your previous answer was refused')
    expect((await runSteps(runId)).at(-1)).toContain(`, the second time after "${PRICE_REASON}"); it waits in Approvals`)
  })

  it('uses the template, with the plain reason, when the second answer is refused too', async () => {
    const { draftId, template } = await newDraft()
    model.script([PRICED, PRICED])
    await writeDraft(context, draftId)
    expect(await draftRow(draftId)).toMatchObject({ writer: 'template', body: template.text, fallback_reason: PRICE_REASON })
  })

  it('falls back, and leaves nothing "writing", when the answer holds text the database cannot store', async () => {
    const { draftId, template } = await newDraft()
    model.script([{ content: JSON.stringify({ subject: 'Hi', body: 'Hi Ada\u0000 \ud800', facts_used: ['name: Ada'] }) }])
    await writeDraft(context, draftId)
    expect(await draftRow(draftId)).toMatchObject({
      status: 'awaiting',
      writer: 'template',
      body: template.text,
      fallback_reason: "The model's answer could not be used: its text held characters that cannot be stored",
    })
  })

  it('uses the template when the model does not answer in time', async () => {
    const { draftId, template } = await newDraft()
    model.script([{ hang: true }])
    await writeDraft({ ...context, timeoutMs: 300 }, draftId)
    expect(await draftRow(draftId)).toMatchObject({ writer: 'template', body: template.text })
  })

  it('keeps the model’s text when a 429 is followed by an answer', async () => {
    const { draftId } = await newDraft()
    model.script([{ status: 429, retryAfter: '0' }])
    await writeDraft(context, draftId)
    expect(await draftRow(draftId)).toMatchObject({ writer: 'model', fallback_reason: null })
  })

  it('uses the template once the month’s budget is used up, without calling the model', async () => {
    const { draftId, companyId } = await newDraft()
    await app.db.insert(companyAiSettings).values({ company_id: companyId, monthly_token_budget: 1_000 })
    await app.db.insert(aiTokenUsage).values({ company_id: companyId, month: new Date().toISOString().slice(0, 8) + '01', tokens: 900 })
    const calls = model.requests.length
    await writeDraft(context, draftId)
    expect(await draftRow(draftId)).toMatchObject({ writer: 'template', fallback_reason: BUDGET_REASON })
    expect(model.requests.length).toBe(calls)
  })

  it('sends at once when the agent sends without review: the e-mail is queued and the draft is sent', async () => {
    const { draftId, companyId, agentId, runId } = await newDraft({ review: false })
    await writeDraft(context, draftId)
    const draft = await draftRow(draftId)
    expect(draft).toMatchObject({ status: 'sent', writer: 'model' })
    const mails = await app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toBe(LEAD.email)
    expect(mails[0]!.text).toContain(draft.body!)
    expect(await awaiting(agentId)).toBe(0)
    expect((await runSteps(runId)).at(-1)).toMatch(/it goes out without review$/)
  })

  it('masks personal values in the prompt when the company keeps only what a run needs, and restores them in the text', async () => {
    const { draftId, companyId } = await newDraft({ controls: { data_collection: false }, review: false })
    await writeDraft(context, draftId)
    const sent = model.requests.at(-1)!
    expect(sent.user).not.toContain(LEAD.name)
    expect(sent.user).not.toContain(LEAD.email)
    const [mail] = await app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId))
    expect(mail!.text).toContain('Hi Ada Park,')
    // Once sent, the draft keeps no personal value either.
    const draft = await draftRow(draftId)
    expect(JSON.stringify(draft)).not.toContain(LEAD.email)
    for (const [field, value] of Object.entries(draft)) expect(JSON.stringify(value), field).not.toContain(LEAD.name)
  })
})

describe('writersFor', () => {
  it('refuses a hosted model while local processing is on, and allows the operator’s loopback model', async () => {
    const { companyId } = await newDraft({ controls: { local_processing: true } })
    const privacy = (await readCompanyPrivacy(app.db, [companyId])).get(companyId)!
    expect((await app.aiWriting.writersFor(app.db, [{ id: companyId, privacy }])).get(companyId)).toMatchObject({
      kind: 'model',
      choice: { source: 'server', locality: { kind: 'local' } },
    })
    await app.db.insert(companyAiSettings).values({
      company_id: companyId,
      provider: 'openai',
      model: 'gpt-4o-mini',
      api_key_ciphertext: encryptApiKey('sk-test', Buffer.alloc(32, 7)),
      api_key_hint: 'test',
    })
    expect((await app.aiWriting.writersFor(app.db, [{ id: companyId, privacy }])).get(companyId)).toMatchObject({
      kind: 'template',
      code: 'privacy',
    })
  })
})

// The trust ladder's refusals (docs/decisions/130-trust-ladder.md): the checks refusing a model's text twice is a miss,
// and more than 3 in an agent's last 20 move it from Autopilot back to Review in the transaction that records it.
const PRICED = { draft: { subject: 'Your plan', body: 'Hi Ada, our package costs $500 a month.', facts_used: [] } }

/** Max on Autopilot (or in Shadow) with `refused` earlier refusals, and a new draft of his being written. */
async function maxWith(level: 'autopilot' | 'shadow', refused: number) {
  const owner = await registerUser(app)
  await markUserVerified(app, owner.user.id)
  const companyId = owner.user.company_id as string
  const [max] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  ).json()
  await requestJson(app, { method: 'PATCH', url: `/api/agents/${max.id}/trust`, cookie: owner.cookie, body: { level } })
  const ids = { companyId, agentId: max.id as string }
  const base = { to: 'ada@example.com', template_subject: 'Hi', template_text: 'Hi Ada', facts: [], subject: 'Hi', body: 'Hi Ada' }
  for (let index = 0; index < refused; index++)
    await insertRunAndDraft(app.db, ids, {
      ...base,
      status: 'sent',
      review: false,
      writer: 'template',
      model: 'llama3.1',
      fallback_reason: 'It stated a price your business did not give ("$500")',
      created_at: new Date(Date.now() - (index + 1) * 60_000),
    })
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent('lead.created', EVENT_EXAMPLES['lead.created'][0]!) }
  const outcome = runPlaybook('max', trigger, 0)!
  const { draftId } = await insertRunAndDraft(app.db, ids, {
    review: level !== 'autopilot',
    shadow: level === 'shadow',
    to: outcome.email!.to,
    template_subject: outcome.email!.subject,
    template_text: outcome.email!.text,
    facts: draftFacts(trigger, outcome),
  })
  return { ...ids, draftId }
}

const levelOf = async (agentId: string) => (await app.db.select().from(agents).where(eq(agents.id, agentId)))[0]!.trust_level

describe('refusals on the trust ladder', () => {
  it('moves an agent on Autopilot back to Review when a refusal makes 4 of its last 20, with the reason', async () => {
    const { agentId, draftId } = await maxWith('autopilot', 3)
    model.script([PRICED, PRICED])
    await writeDraft(context, draftId)
    expect(await levelOf(agentId)).toBe('review')
    // The owner's move to Autopilot, then the product's move back.
    const changes = await app.db.select().from(agentTrustChanges).where(eq(agentTrustChanges.agent_id, agentId))
    expect(changes).toHaveLength(2)
    expect(changes.find((each) => each.automatic)).toMatchObject({ from_level: 'autopilot', to_level: 'review', reason: demotionReason(4) })
  })

  it('keeps an agent on Autopilot at 3 refusals of its last 20', async () => {
    const { agentId, draftId } = await maxWith('autopilot', 2)
    model.script([PRICED, PRICED])
    await writeDraft(context, draftId)
    expect(await levelOf(agentId)).toBe('autopilot')
  })

  it("keeps a Shadow agent's model-written e-mail unsent, with the shadow status and step", async () => {
    const { agentId, draftId } = await maxWith('shadow', 0)
    model.script([])
    await writeDraft(context, draftId)
    const [draft] = await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, draftId))
    expect(draft).toMatchObject({ status: 'shadow', writer: 'model', review: false })
    expect(
      await app.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.dedupe_key, `draft:${draftId}`)),
    ).toEqual([])
    expect((await app.db.select().from(agents).where(eq(agents.id, agentId)))[0]!.awaiting_approvals).toBe(0)
  })
})
