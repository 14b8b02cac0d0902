// @both-databases: the company row lock of a questionnaire submission
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildSubmission } from '@/shared/formulas/onboarding'
import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'
import type { OnboardingForm } from '@/shared/schemas/onboarding'
import { companies, findCompaniesHoldingMail, users } from '@/server/modules/accounts'
import { onboardingProgress } from './schema'
import { agentEvents } from '@/server/modules/runtime'
import { onboardingSubmissions } from './schema'
import { emailMessages } from '@/server/platform/mail/schema'
import * as outbox from '@/server/platform/mail/outbox'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson } from '@/server/test/http'
import { markUserVerified } from '@/server/test/verified-user'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())
// Only our own spies: the console.error guard of src/test/setup.ts restores its own.
const spies: { mockRestore: () => void }[] = []
afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()))
function spyOnEnqueue() {
  const spy = vi.spyOn(outbox, 'enqueueEmails')
  spies.push(spy)
  return spy
}

const CONTEXT = {
  now: new Date('2026-12-01T10:00:00Z'),
  startedAt: Date.parse('2026-12-01T09:40:00Z'),
  referralSource: 'direct',
  userAgent: 'Mozilla/5.0 Test',
}

function filledForm(): OnboardingForm {
  const form = createDefaultOnboardingForm()
  form.company = { name: 'Acme <Bakery>', website: 'https://acme.example', industry: 'retail' }
  form.departments = ['sales', 'marketing']
  form.tools = ['crm']
  form.goals = ['conversion']
  form.automations = ['lead_nurturing', 'customer_support']
  form.supportNeeds = ['initial_setup']
  Object.assign(form.onboarding, {
    contact_name: 'Ann Baker',
    contact_email: 'Ann@Acme.example',
    has_crm: true,
    crm_name: 'HubSpot',
    instagram_hours_weekly: '5-8',
    time_savings: 12,
    automation_priority_1: 'lead_nurturing',
    automation_priority_2: 'customer_support',
    budget_type: 'ongoing',
    lead_challenges: 'Slow replies\non weekends',
  })
  return form
}

const submit = (cookie: string | undefined, body: unknown) =>
  requestJson(app, { method: 'POST', url: '/api/onboarding/submit', body, cookie, ip: nextIp() })

async function countRows() {
  const tables = [onboardingSubmissions, onboardingProgress, companies, users, emailMessages]
  return Promise.all(tables.map(async (table) => (await app.db.select({ n: count() }).from(table))[0]!.n))
}

describe('POST /api/onboarding/submit', () => {
  it('stores a versioned submission and completes onboarding in one go', async () => {
    const owner = await registerUser(app)
    await markUserVerified(app, owner.user.id)
    const enqueue = spyOnEnqueue()
    const response = await submit(owner.cookie, buildSubmission(filledForm(), CONTEXT))
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      id: expect.any(String),
      submitted_at: expect.any(String),
      version: 1,
      completeness: { filled: 8, total: 8 },
      email: { status: 'queued', message: null },
    })

    const [row] = await app.db.select().from(onboardingSubmissions).where(eq(onboardingSubmissions.id, body.id))
    expect(row).toMatchObject({
      company_id: owner.user.company_id,
      user_id: owner.user.id,
      version: 1,
      contact_email: 'ann@acme.example',
      industry: 'retail',
      completeness: 8,
    })
    expect(row!.data.onboarding.crm_name).toBe('HubSpot')
    expect(row!.data.metadata).toMatchObject({ form_version: '1.0.1', user_agent: null, total_time_spent: 1200 })

    const [company] = await app.db.select().from(companies).where(eq(companies.id, owner.user.company_id))
    expect(company).toMatchObject({
      name: 'Acme <Bakery>',
      website: 'https://acme.example',
      industry: 'retail',
      onboarding_completed: true,
    })
    expect((await requestJson(app, { url: '/api/user', cookie: owner.cookie })).json().onboarding_completed).toBe(true)
    expect((await requestJson(app, { url: '/api/onboarding/progress', cookie: owner.cookie })).json()).toEqual({
      current_step: 'agent-recommendations',
      steps_completed: ['welcome', 'company-profile', 'tools-integration', 'workflow-analysis', 'agent-needs', 'privacy-settings'],
    })

    expect(enqueue).toHaveBeenCalledTimes(1)
    const { message, ...options } = enqueue.mock.calls[0]![2][0]!
    expect(message.to).toBe('Ann@Acme.example')
    expect(message.subject).toContain('Acme <Bakery>')
    expect(message.html).toContain('Acme &lt;Bakery&gt;')
    expect(message.html).not.toContain('<Bakery>')
    expect(message.text).toContain('Lead nurturing')
    expect(options).toEqual({ key: `automation-plan:${body.id}`, companyId: owner.user.company_id, held: false })
    // The real outbox wrote the message in the same transaction.
    const queued = await app.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupe_key, `automation-plan:${body.id}`))
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      to: 'Ann@Acme.example',
      subject: message.subject,
      status: 'queued',
      company_id: owner.user.company_id,
    })
  })

  it('creates a new version on resubmission; blanks keep the company profile', async () => {
    const owner = await registerUser(app)
    expect((await submit(owner.cookie, buildSubmission(filledForm(), CONTEXT))).json().version).toBe(1)
    // Blank but for the two required answers (docs/decisions/091-questionnaire-prefill-and-required.md).
    const blank = createDefaultOnboardingForm()
    blank.company.name = 'Acme <Bakery>'
    blank.onboarding.contact_email = 'ann@acme.example'
    const second = await submit(owner.cookie, buildSubmission(blank, CONTEXT))
    expect(second.json()).toMatchObject({ version: 2, completeness: { filled: 2, total: 8 } })
    const [company] = await app.db.select().from(companies).where(eq(companies.id, owner.user.company_id))
    expect(company).toMatchObject({ name: 'Acme <Bakery>', website: 'https://acme.example', industry: 'retail' })
  })

  it('refuses an empty questionnaire with an issue per required field and writes nothing', async () => {
    const owner = await registerUser(app)
    const enqueue = spyOnEnqueue()
    const before = await countRows()
    const response = await submit(owner.cookie, buildSubmission(createDefaultOnboardingForm(), CONTEXT))
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([
      { path: 'company.name', message: 'Enter your company name' },
      { path: 'onboarding.contact_email', message: 'Enter a contact e-mail address' },
    ])
    expect(await countRows()).toEqual(before)
    expect(enqueue).not.toHaveBeenCalled()
    const [company] = await app.db.select().from(companies).where(eq(companies.id, owner.user.company_id))
    expect(company).toMatchObject({ onboarding_completed: false })
  })

  it('refuses a company name of spaces alone', async () => {
    const owner = await registerUser(app)
    const form = filledForm()
    form.company.name = '   '
    const response = await submit(owner.cookie, buildSubmission(form, CONTEXT))
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([{ path: 'company.name', message: 'Enter your company name' }])
  })

  it('keeps a user agent only with analytics consent', async () => {
    const owner = await registerUser(app)
    const payload = buildSubmission(filledForm(), CONTEXT)
    const sneaky = { ...payload, metadata: { ...payload.metadata, user_agent: 'Sneaky/1.0' } }
    const first = await submit(owner.cookie, sneaky)
    const consenting = filledForm()
    consenting.privacy.analyticsConsent = true
    const second = await submit(owner.cookie, buildSubmission(consenting, CONTEXT))
    const rows = await app.db.select().from(onboardingSubmissions).where(eq(onboardingSubmissions.company_id, owner.user.company_id))
    const agentOf = (id: string) => rows.find((row) => row.id === id)!.data.metadata.user_agent
    expect(agentOf(first.json().id)).toBeNull()
    expect(agentOf(second.json().id)).toBe('Mozilla/5.0 Test')
  })

  it('leaves another company untouched', async () => {
    const owner = await registerUser(app)
    const other = await registerUser(app, { company_name: 'Other Co' })
    await submit(owner.cookie, buildSubmission(filledForm(), CONTEXT))
    const [company] = await app.db.select().from(companies).where(eq(companies.id, other.user.company_id))
    expect(company).toMatchObject({ name: 'Other Co', website: null, industry: null, onboarding_completed: false })
    const [user] = await app.db.select().from(users).where(eq(users.id, other.user.id))
    expect(user!.onboarding_completed).toBe(false)
    expect(await app.db.select().from(onboardingSubmissions).where(eq(onboardingSubmissions.company_id, other.user.company_id))).toEqual([])
    expect((await requestJson(app, { url: '/api/onboarding/progress', cookie: other.cookie })).json()).toBeNull()
  })

  it('rolls everything back when the e-mail cannot be queued', async () => {
    const owner = await registerUser(app)
    const before = await countRows()
    spyOnEnqueue().mockRejectedValueOnce(new Error('outbox down'))
    const response = await submit(owner.cookie, buildSubmission(filledForm(), CONTEXT))
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Internal Server Error' })
    expect(await countRows()).toEqual(before)
    const [company] = await app.db.select().from(companies).where(eq(companies.id, owner.user.company_id))
    expect(company).toMatchObject({ website: null, industry: null, onboarding_completed: false })
    expect((await requestJson(app, { url: '/api/user', cookie: owner.cookie })).json().onboarding_completed).toBe(false)
  })

  // An agent's e-mail takes the company's mail lock and then writes rows naming the company: a submission, which holds
  // the company row meanwhile, must not block those writes or the two deadlock on PostgreSQL.
  it('never deadlocks with e-mails the company’s agents queue at the same time', async () => {
    const owner = await registerUser(app)
    const companyId = owner.user.company_id
    const agentEmail = () =>
      app.db.transaction(async (tx) => {
        const held = await findCompaniesHoldingMail(tx, [companyId])
        await outbox.enqueueEmails(app.jobs, tx, [
          { message: { to: 'lead@customer.example', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }, companyId, held: held.has(companyId) },
        ])
        // As a run does: its rows reference the company.
        await tx.insert(agentEvents).values({ company_id: companyId, type: 'lead.created', data: {} })
      })
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => [submit(owner.cookie, buildSubmission(filledForm(), CONTEXT)), agentEmail()]).flat(),
    )
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    const statuses = results.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value.statusCode] : []))
    expect(statuses).toEqual([201, 201, 201, 201, 201])
  })

  it('requires a session', async () => {
    const response = await submit(undefined, buildSubmission(filledForm(), CONTEXT))
    expect(response.statusCode).toBe(401)
  })

  it('accepts a large questionnaire and refuses a body over 256 KB', async () => {
    const owner = await registerUser(app)
    const form = filledForm()
    for (const key of [
      'lead_followup_process',
      'lead_qualification_process',
      'workflow_breakdown',
      'pain_points',
      'decision_factors',
    ] as const) {
      form.onboarding[key] = 'é'.repeat(5000)
    }
    expect((await submit(owner.cookie, buildSubmission(form, CONTEXT))).statusCode).toBe(201)
    const huge = { ...buildSubmission(filledForm(), CONTEXT), padding: 'x'.repeat(300 * 1024) }
    expect((await submit(owner.cookie, huge)).statusCode).toBe(413)
  })
})

describe('bad input on submit: 4xx JSON, nothing written, never a 500', () => {
  let cookie: string
  beforeAll(async () => {
    ;({ cookie } = await registerUser(app))
  })

  const valid = () => buildSubmission(filledForm(), CONTEXT)
  const FIXED_CASES: [string, unknown][] = [
    ['empty object', {}],
    ['no company name', { ...valid(), company: { ...valid().company, name: '' } }],
    ['no contact e-mail', { ...valid(), onboarding: { ...valid().onboarding, contact_email: '' } }],
    ['array', []],
    ['null', null],
    ['unknown top-level field', { ...valid(), is_admin: true }],
    ['unknown answer', { ...valid(), onboarding: { ...valid().onboarding, company_id: 'x' } }],
    ['missing metadata', { ...valid(), metadata: undefined }],
    ['wrong form version', { ...valid(), metadata: { ...valid().metadata, form_version: '2.0' } }],
    ['bad timestamp', { ...valid(), metadata: { ...valid().metadata, submission_timestamp: 'yesterday' } }],
    ['time savings over 168', { ...valid(), onboarding: { ...valid().onboarding, time_savings: 169 } }],
    ['time savings as text', { ...valid(), onboarding: { ...valid().onboarding, time_savings: '12' } }],
    ['same priority twice', { ...valid(), onboarding: { ...valid().onboarding, automation_priority_2: 'lead_nurturing' } }],
    ['unknown option', { ...valid(), departments: ['legal'] }],
    ['duplicate option', { ...valid(), tools: ['crm', 'crm'] }],
    ['bad e-mail', { ...valid(), onboarding: { ...valid().onboarding, contact_email: 'ann at acme' } }],
    ['script URL', { ...valid(), company: { ...valid().company, website: 'javascript:alert(1)' } }],
    ['control characters', { ...valid(), company: { ...valid().company, name: 'Acme\u0000' } }],
    ['text too long', { ...valid(), onboarding: { ...valid().onboarding, pain_points: 'x'.repeat(5001) } }],
    ['boolean as string', { ...valid(), privacy: { ...valid().privacy, dataCollection: 'true' } }],
    ['huge number', { ...valid(), payment: { ...valid().payment, customAmount: 1e308 } }],
  ]

  it('holds for the fixed cases', async () => {
    const before = await countRows()
    for (const [name, body] of [...FIXED_CASES, ['malformed JSON', '{"company":'] as [string, unknown]]) {
      const response =
        typeof body === 'string'
          ? await app.inject({
              method: 'POST',
              url: '/api/onboarding/submit',
              headers: { 'content-type': 'application/json', cookie },
              payload: body,
            })
          : await submit(cookie, body)
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400)
      expect(typeof response.json().message, name).toBe('string')
    }
    expect(await countRows()).toEqual(before)
  })

  it('holds for generated JSON documents and generated field values', async () => {
    const before = await countRows()
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const response = await submit(cookie, value)
        expect(response.statusCode).toBe(400)
        expect(typeof response.json().message).toBe('string')
      }),
      { numRuns: 100 },
    )
    expect(await countRows()).toEqual(before)
    // Right shape, wrong values: every answer replaced by an arbitrary JSON value.
    const keys = Object.keys(valid().onboarding) as (keyof OnboardingForm['onboarding'])[]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...keys),
        fc.jsonValue({ maxDepth: 1 }).filter((value) => typeof value !== 'string' || value.length > 0),
        async (key, value) => {
          const body = valid()
          const response = await submit(cookie, { ...body, onboarding: { ...body.onboarding, [key]: value } })
          expect(response.statusCode).toBeLessThan(500)
          if (response.statusCode !== 201) expect(typeof response.json().message).toBe('string')
        },
      ),
      { numRuns: 80 },
    )
  })
})
