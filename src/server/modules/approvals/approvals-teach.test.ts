// @both-databases: a rewrite queues the draft job and the app's worker writes it; decisions lock the agent's row
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BUDGET_REASON } from '@/shared/ai/writer'
import { MAX_REWRITES } from '@/shared/ai/rewrites'
import { agentDrafts, agentRuns } from '@/server/modules/runtime'
import { companyAiSettings, aiTokenUsage } from '@/server/modules/ai-writing'
import { emailMessages } from '@/server/platform/mail/schema'
import { requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import { draftFromPrompt, startScriptedModelServer, type ScriptedModelServer } from '@/server/test/scripted-model-server'
import { agentRow, companyWithMax, draftRow, insertLeadDraft, type TeachingCompany } from '@/server/test/teaching-fixtures'
import { createTestApp } from '@/server/test/test-app'

// Approvals that teach (docs/decisions/131-approvals-that-teach.md): a rejection's reason and a rewrite's note become
// lines of the agent's style guide; "Rewrite with this feedback" sends a waiting draft back to the draft job, which
// writes it again with the note; a rejection sends the playbook's e-mail only when the reviewer chooses it. The server's
// model is a local OpenAI-compatible server that answers from a script.
let app: FastifyInstance
let close: () => Promise<void>
let model: ScriptedModelServer
// An app of the file's own: a rewrite needs a model, read from the environment at start-up, and the worker's shared
// configuration has none; its database is still the worker's.
beforeAll(async () => {
  model = await startScriptedModelServer()
  ;({ app, close } = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: model.baseUrl }))
})
afterAll(async () => {
  await close()
  await model.close()
})
beforeEach(() => model.script([]))

const post = (cookie: string, url: string, body: unknown) => requestJson(app, { method: 'POST', url, cookie, body })
const guidanceOf = async ({ cookie, agentId }: TeachingCompany) =>
  (await requestJson(app, { url: `/api/agents/${agentId}/guidance`, cookie })).json().guidance as string | null
const mailsOf = (draftId: string) =>
  app.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.dedupe_key, `draft:${draftId}`))

describe('a rejection', () => {
  it('teaches the agent its reason, the person hidden, once however it is worded', async () => {
    const company = await companyWithMax(app)
    const first = (await insertLeadDraft(app, company)).draftId
    const rejected = await post(company.cookie, `/api/approvals/${first}/reject`, { reason: 'Too pushy: never call Grace "dear"' })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json()).toMatchObject({ draft: { status: 'rejected', template_sent: false }, email: null })
    expect(await guidanceOf(company)).toBe('Rejected because: Too pushy: never call [their name] "dear"')

    const second = (await insertLeadDraft(app, company, { name: 'Alan Turing', to: 'alan@example.com' })).draftId
    await post(company.cookie, `/api/approvals/${second}/reject`, { reason: 'too pushy: never call alan "dear".' })
    // The same lesson (the person aside, case and closing punctuation too) is one line.
    expect(await guidanceOf(company)).toBe('Rejected because: too pushy: never call [their name] "dear".')
    const view = (await requestJson(app, { url: `/api/agents/${company.agentId}/guidance`, cookie: company.cookie })).json()
    expect(view).toMatchObject({ updated_by: null, examples: 0 })
  })

  it('teaches nothing when the reviewer says so, and sends nothing by default', async () => {
    const company = await companyWithMax(app)
    const { draftId } = await insertLeadDraft(app, company)
    const rejected = await post(company.cookie, `/api/approvals/${draftId}/reject`, { reason: 'We spoke on the phone', teach: false })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(await guidanceOf(company)).toBeNull()
    expect(await mailsOf(draftId)).toEqual([])
    expect(await draftRow(app, draftId)).toMatchObject({ status: 'rejected', template_sent: false })
  })

  it('sends the playbook’s e-mail instead when the reviewer chooses it, and still counts as a rejection', async () => {
    const company = await companyWithMax(app)
    const { draftId } = await insertLeadDraft(app, company)
    const rejected = await post(company.cookie, `/api/approvals/${draftId}/reject`, { reason: 'Too casual', sendTemplate: true })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json()).toMatchObject({
      draft: { status: 'rejected', template_sent: true, rejection_reason: 'Too casual' },
      email: null,
    })
    const [mail] = await mailsOf(draftId)
    expect(mail).toMatchObject({ to: 'grace@example.com', subject: 'Thanks for reaching out' })
    expect(mail!.text).toContain('Hi Grace Hopper, thanks for reaching out. Pick a time that suits you.')
    expect(mail!.text).not.toContain('Pick a time below and we will talk it through')
    // The draft keeps the text that was rejected; the evidence of the trust ladder reads a rejection.
    expect((await draftRow(app, draftId)).body).toContain('Pick a time below and we will talk it through')
    const trust = (await requestJson(app, { url: `/api/agents/${company.agentId}/trust`, cookie: company.cookie })).json()
    expect(trust.evidence).toMatchObject({ reviewed: 1, approved_unedited: 0, misses_last_20: 1 })
    expect((await agentRow(app, company.agentId)).awaiting_approvals).toBe(0)
    expect(await guidanceOf(company)).toBe('Rejected because: Too casual')
  })

  it('never sends in bulk, and refuses a second decision', async () => {
    const company = await companyWithMax(app)
    const { draftId } = await insertLeadDraft(app, company)
    const bulk = await post(company.cookie, '/api/approvals/bulk', { action: 'reject', ids: [draftId], reason: 'Old leads' })
    expect(bulk.json()).toMatchObject({ rejected: 1 })
    expect(await mailsOf(draftId)).toEqual([])
    const again = await post(company.cookie, `/api/approvals/${draftId}/reject`, { reason: 'Again', sendTemplate: true })
    expect(again.statusCode).toBe(409)
    expect(await mailsOf(draftId)).toEqual([])
  })

  it('refuses a choice that is not yes or no, writing nothing', async () => {
    const company = await companyWithMax(app)
    const { draftId } = await insertLeadDraft(app, company)
    const refused = await post(company.cookie, `/api/approvals/${draftId}/reject`, { reason: 'Too pushy', sendTemplate: 'yes' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: 'sendTemplate' })])
    expect(await draftRow(app, draftId)).toMatchObject({ status: 'awaiting' })
  })
})

describe('Rewrite with this feedback', () => {
  it('writes the draft again with the note in the prompt; the new text waits in Approvals and the note joins the guide', async () => {
    const company = await companyWithMax(app)
    const { draftId, runId } = await insertLeadDraft(app, company)
    model.fallback = (prompt) => {
      const draft = draftFromPrompt(prompt)
      return {
        draft: prompt.user.includes('Shorter, please') ? { ...draft, body: 'Hi Grace,\n\nShall we talk? Pick a time below.' } : draft,
      }
    }
    expect((await requestJson(app, { url: `/api/approvals/${draftId}`, cookie: company.cookie })).json().rewrite_unavailable).toBeNull()
    const sent = await post(company.cookie, `/api/approvals/${draftId}/rewrite`, { feedback: 'Shorter, please; and greet Grace by name' })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toMatchObject({ status: 'writing', rewrites: 1, feedback: 'Shorter, please; and greet Grace by name' })
    expect(await guidanceOf(company)).toBe('Reviewer asked: Shorter, please; and greet [their name] by name')

    // The app's draft worker takes the queued job and writes it again.
    const written = await waitFor(
      () => draftRow(app, draftId),
      (row) => row.status === 'awaiting',
      { what: 'the draft written again' },
    )
    expect(written).toMatchObject({ writer: 'model', body: 'Hi Grace,\n\nShall we talk? Pick a time below.', rewrites: 1 })
    const prompt = model.requests.at(-1)!
    expect(prompt.user).toContain(
      'The reviewer’s note on the earlier draft of this e-mail (write it again following it):\n  Shorter, please; and greet Grace by name',
    )
    expect(prompt.system).toContain('A reviewer read an earlier draft of this e-mail and wrote a note')
    // The guide holds the lesson for the next e-mails; this one's prompt held it too.
    expect(prompt.user).toContain('- Reviewer asked: Shorter, please; and greet [their name] by name')
    expect((await agentRow(app, company.agentId)).awaiting_approvals).toBe(1)
    const listed = (await requestJson(app, { url: '/api/approvals?status=awaiting', cookie: company.cookie })).json()
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([draftId])
    const [run] = await app.db.select().from(agentRuns).where(eq(agentRuns.id, runId))
    expect(run!.steps).toContain(`A reviewer sent the e-mail back to be written again with a note (1 of ${MAX_REWRITES})`)
    model.fallback = (prompt) => ({ draft: draftFromPrompt(prompt) })
  })

  it('answers 409 and leaves the draft as it was when no model can write it; the draft page says why first', async () => {
    const company = await companyWithMax(app)
    const { draftId } = await insertLeadDraft(app, company)
    await app.db.insert(companyAiSettings).values({ company_id: company.companyId, monthly_token_budget: 1_000 })
    await app.db
      .insert(aiTokenUsage)
      .values({ company_id: company.companyId, month: new Date().toISOString().slice(0, 8) + '01', tokens: 1_000 })
    const page = await requestJson(app, { url: `/api/approvals/${draftId}`, cookie: company.cookie })
    expect(page.json().rewrite_unavailable).toBe(BUDGET_REASON)
    const before = await draftRow(app, draftId)
    const refused = await post(company.cookie, `/api/approvals/${draftId}/rewrite`, { feedback: 'Shorter' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(`No AI model can write it again: ${BUDGET_REASON}`)
    expect(await draftRow(app, draftId)).toEqual(before)
    expect(await guidanceOf(company)).toBeNull()
  })

  it(`is refused after ${MAX_REWRITES} rewrites, for a decided draft, and for another company’s`, async () => {
    const company = await companyWithMax(app)
    const stranger = await companyWithMax(app)
    const { draftId } = await insertLeadDraft(app, company)
    expect((await post(stranger.cookie, `/api/approvals/${draftId}/rewrite`, { feedback: 'Shorter' })).statusCode).toBe(404)
    await app.db.update(agentDrafts).set({ rewrites: MAX_REWRITES }).where(eq(agentDrafts.id, draftId))
    const capped = await post(company.cookie, `/api/approvals/${draftId}/rewrite`, { feedback: 'Shorter' })
    expect(capped.statusCode).toBe(409)
    expect(capped.json().message).toMatch(/written again 3 times already/)
    await post(company.cookie, `/api/approvals/${draftId}/reject`, { reason: 'No' })
    const decided = await post(company.cookie, `/api/approvals/${draftId}/rewrite`, { feedback: 'Shorter' })
    expect(decided.statusCode).toBe(409)
    expect(decided.json().message).toMatch(/^Already rejected/)
  })

  it('refuses an empty or overlong note, writing nothing', async () => {
    const company = await companyWithMax(app)
    const { draftId } = await insertLeadDraft(app, company)
    for (const body of [{ feedback: '  ' }, { feedback: 'x'.repeat(501) }, { feedback: 'Shorter', teach: 'no' }, {}]) {
      const refused = await post(company.cookie, `/api/approvals/${draftId}/rewrite`, body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
    }
    const rows = await app.db
      .select()
      .from(agentDrafts)
      .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.status, 'awaiting')))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.rewrites).toBe(0)
  })
})
