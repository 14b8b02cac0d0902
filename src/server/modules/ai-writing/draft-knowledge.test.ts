import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { runPlaybook } from '@/shared/agents/playbooks'
import type { PlaybookTrigger } from '@/shared/agents/playbooks/types'
import { draftFacts } from '@/shared/ai/facts'
import { EMPTY_KNOWLEDGE, type CompanyKnowledge } from '@/shared/schemas/company-knowledge'
import { parseEvent } from '@/shared/schemas/events'
import { companies } from '@/server/modules/accounts'
import { agentDrafts, agentRuns } from '@/server/modules/runtime'
import { createTestApp } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'
import { startScriptedModelServer, type ScriptedModelServer } from '@/server/test/scripted-model-server'
import { markUserVerified } from '@/server/test/verified-user'
import { writeDraft, type DraftJobContext } from './draft-job'

// The company's knowledge end to end (docs/decisions/124-company-knowledge.md): saved through the API, loaded by the
// draft job into the prompt, and what lets a model's claim through. Its own app: the server's model is set by env.
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
    mail: { productName: 'AgentWorks', publicUrl: 'http://localhost:3000' },
    server: app.aiWriting.serverModel,
    ...config,
  }
})
afterAll(async () => {
  await close()
  await model.close()
})
beforeEach(() => model.script([]))

const KNOWLEDGE: CompanyKnowledge = {
  prices: [{ name: 'Sourdough loaf', price: '$6.50' }],
  offers: ['10% off your first order'],
  discountPolicy: 'We waive the delivery fee on orders over $50.',
  refundPolicy: 'Refunds on any unopened box, money back in full.',
  openingHours: 'Tuesday to Saturday, 8 am to 6 pm.',
  links: [{ label: 'Menu', url: 'https://rosies.example/menu' }],
  faq: [
    { question: 'Is there a guarantee?', answer: 'Yes, a freshness guarantee on every loaf.' },
    { question: 'Who do you bake for?', answer: 'We supply Hotel Adler, from 3 shops.' },
    { question: 'Christmas orders?', answer: 'Order by December 20 for Christmas Eve.' },
  ],
}

// The lead asks for a refund and a discount: their words are context, never permission (decision 119).
const LEAD = {
  ...(EVENT_EXAMPLES['lead.created'][0] as Record<string, unknown>),
  message: 'Before I order: will you refund me if I do not like it, and give me 10% off? See https://rosies.example/menu',
}

/** A verified owner's company with Max deployed, its knowledge saved through the API, and a draft being written. */
async function draftFor(knowledge: CompanyKnowledge) {
  const owner = await registerUser(app)
  await markUserVerified(app, owner.user.id)
  const companyId = owner.user.company_id as string
  const saved = await requestJson(app, { method: 'PATCH', url: '/api/company/knowledge', cookie: owner.cookie, body: knowledge })
  expect(saved.statusCode, saved.body).toBe(200)
  const [max] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
  ).json()
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent('lead.created', LEAD) }
  const outcome = runPlaybook('max', trigger, 0)!
  const [run] = await app.db
    .insert(agentRuns)
    .values({ company_id: companyId, agent_id: max.id, dedupe_key: `test:${max.id}`, trigger: 'lead.created', status: 'succeeded' })
    .returning()
  const [draft] = await app.db
    .insert(agentDrafts)
    .values({
      company_id: companyId,
      agent_id: max.id,
      run_id: run!.id,
      review: true,
      to: outcome.email!.to,
      template_subject: outcome.email!.subject,
      template_text: outcome.email!.text,
      action: outcome.email!.action ?? null,
      facts: draftFacts(trigger, outcome),
    })
    .returning()
  return { draftId: draft!.id, template: outcome.email!, cookie: owner.cookie, companyId }
}

const draftRow = async (id: string) => (await app.db.select().from(agentDrafts).where(eq(agentDrafts.id, id)))[0]!

/** The model answers twice with the same body (the first answer and the one written again after a refusal). */
function answerTwice(body: string) {
  const draft = { subject: 'About your order', body, facts_used: ['name: Ada Park'] }
  model.script([{ draft }, { draft }])
}

describe('a model’s draft held to the company’s knowledge', () => {
  it.each([
    ['a price', 'A sourdough loaf is $6.50.', 'It stated a price your business did not give ("$6.50")'],
    ['a discount', 'You get 10% off your first order.', 'It stated a percentage your business did not give ("10%")'],
    ['a refund', 'We give refunds on any unopened box.', 'It promised a refund your business did not decide on ("refunds")'],
    ['a waiver', 'We waive the delivery fee for you.', 'It waived a charge your business did not decide on ("waive")'],
    ['a guarantee', 'Every loaf has our freshness guarantee.', 'It gave a guarantee your business did not decide on ("guarantee")'],
    [
      'a named partner',
      'We have worked with Hotel Adler for years.',
      'It named a customer or partner your business did not name ("Hotel Adler")',
    ],
    [
      'a link',
      'Our menu is at https://rosies.example/menu.',
      'It added a link or address your business did not give ("https://rosies.example/menu"); the product adds the button',
    ],
    ['a date', 'Order by December 20 for Christmas Eve.', 'It named a date or time your business did not give ("December 20")'],
    ['a time', 'We are open until 6 pm.', 'It named a date or time your business did not give ("6 pm")'],
    ['a count', 'You can find us in 3 shops.', 'It stated a number your business did not give ("3")'],
  ])('refuses %s without knowledge, with its plain reason, and keeps it when the knowledge states it', async (_, body, reason) => {
    const without = await draftFor(EMPTY_KNOWLEDGE)
    answerTwice(body)
    await writeDraft(context, without.draftId)
    expect(await draftRow(without.draftId)).toMatchObject({
      writer: 'template',
      body: without.template.text,
      fallback_reason: reason,
    })

    const known = await draftFor(KNOWLEDGE)
    answerTwice(body)
    await writeDraft(context, known.draftId)
    expect(await draftRow(known.draftId)).toMatchObject({ writer: 'model', body, fallback_reason: null })
  })

  it('puts the knowledge in the prompt as the business’s own facts', async () => {
    const { draftId } = await draftFor(KNOWLEDGE)
    await writeDraft(context, draftId)
    const { prompt } = await draftRow(draftId)
    expect(prompt?.user).toContain('Business facts:\nprice: Sourdough loaf: $6.50\noffer: 10% off your first order\n')
    expect(prompt?.user).toContain('link: Menu: https://rosies.example/menu\n')
    expect(prompt?.user).toContain('End of business facts.')
    expect(model.requests.at(-1)?.user).toBe(prompt?.user)
  })

  it('keeps "10% off your first order" only when the offers say it, whatever the customer asked', async () => {
    const without = await draftFor(EMPTY_KNOWLEDGE)
    answerTwice('Welcome! Enjoy 10% off your first order.')
    await writeDraft(context, without.draftId)
    expect(await draftRow(without.draftId)).toMatchObject({
      writer: 'template',
      fallback_reason: 'It stated a percentage your business did not give ("10%")',
    })
    const offered = await draftFor({ ...EMPTY_KNOWLEDGE, offers: ['10% off your first order'] })
    answerTwice('Welcome! Enjoy 10% off your first order.')
    await writeDraft(context, offered.draftId)
    expect(await draftRow(offered.draftId)).toMatchObject({ writer: 'model', body: 'Welcome! Enjoy 10% off your first order.' })
  })

  it('does not let the customer’s request for a refund through when the business states no refund policy', async () => {
    const { draftId } = await draftFor({ ...KNOWLEDGE, refundPolicy: '' })
    answerTwice('Of course, we will refund you if you do not like it.')
    await writeDraft(context, draftId)
    expect(await draftRow(draftId)).toMatchObject({
      writer: 'template',
      fallback_reason: 'It promised a refund your business did not decide on ("refund")',
    })
  })

  it('holds a reviewer’s edit to the knowledge as it is now', async () => {
    const { draftId, cookie, companyId } = await draftFor(EMPTY_KNOWLEDGE)
    await writeDraft(context, draftId)
    const edit = { subject: 'About your order', body: 'Enjoy 10% off your first order.' }
    const check = () => requestJson(app, { method: 'POST', url: `/api/approvals/${draftId}/check`, cookie, body: edit })
    const before = await check()
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json()).toEqual({ warning: 'It stated a percentage your business did not give ("10%")' })
    await app.db
      .update(companies)
      .set({ knowledge: { ...EMPTY_KNOWLEDGE, offers: ['10% off your first order'] } })
      .where(eq(companies.id, companyId))
    expect((await check()).json()).toEqual({ warning: null })
  })
})
