import { count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculateImprovedMetrics } from '@/shared/formulas/improved-metrics'
import { IMPROVED_MESSAGES } from '@/shared/schemas/improved-assessment'
import { summarizeImprovedLead } from '@/shared/backoffice/lead-figures'
import { leads } from '../leads/schema'
import { improvedAssessments } from './schema'
import { IMPROVED_SUBMIT_LIMIT } from './improved-assessments'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, requestJson } from '@/server/test/http'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const URL = '/api/onboarding/improved'
const VALID = {
  business_type: 'service',
  company_name: 'Brightside Dental',
  contact_email: 'Maya@Brightside.test',
  primary_challenge: 'poor-customer-response',
  hours_spent_weekly: 20,
  team_size: '16-50',
  current_revenue: '1m-5m',
  top_tools: ['hubspot', 'calendly'],
  automation_priority: 'time-savings',
  specific_processes: ['appointment-scheduling', 'customer-support'],
  monthly_budget: '3k-10k',
  timeline: '1-3months',
  custom_investment: 'about 5k',
  contact_name: 'Maya Chen',
  contact_role: 'Practice manager',
  preferred_contact: 'phone',
  phone: '+1 555 0100',
  website_url: '',
}

const rowCount = async () => (await app.db.select({ n: count() }).from(improvedAssessments))[0]!.n
const leadCount = async () => (await app.db.select({ n: count() }).from(leads))[0]!.n
const findLead = async (id: string) => (await app.db.select().from(leads).where(eq(leads.id, id)))[0]
const submit = (body: unknown, ip = nextIp()) => requestJson(app, { method: 'POST', url: URL, body, ip })

describe('POST /api/onboarding/improved', () => {
  it('stores the lead and answers 201 with the shared metrics', async () => {
    const response = await submit(VALID)
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body).toEqual({ id: expect.any(String), metrics: calculateImprovedMetrics(20) })
    expect(body.metrics).toMatchObject({ monthlySavings: 1732, annualSavings: 20_784, roiPercent: 39, paybackMonths: 8.7 })

    const [row] = await app.db.select().from(improvedAssessments).where(eq(improvedAssessments.id, body.id))
    expect(row).toMatchObject({
      company_name: 'Brightside Dental',
      contact_email: 'maya@brightside.test',
      monthly_savings: 1732,
      team_size: '16-50',
    })
    // The non-numeric custom amount is ignored (docs/product.md#improved-validation); the honeypot is not kept.
    expect(row!.answers).not.toHaveProperty('custom_investment')
    expect(row!.answers).not.toHaveProperty('website_url')
    expect(row!.answers.top_tools).toEqual(['hubspot', 'calendly'])
  })

  it('writes its back-office lead with the completion screen’s figures and the ref (docs/product.md#back-office)', async () => {
    const response = await submit({ ...VALID, ref: 'dentists-weekly' })
    expect(response.statusCode, response.body).toBe(201)
    const { id } = response.json<{ id: string }>()
    expect(await findLead(id)).toMatchObject({
      source: 'improved',
      improved_assessment_id: id,
      quiz_submission_id: null,
      demo_lead_id: null,
      company_name: 'Brightside Dental',
      contact_name: 'Maya Chen',
      contact_email: 'maya@brightside.test',
      industry: 'Service business',
      monthly_savings: 1732,
      stage: null,
      ref: 'dentists-weekly',
      status: 'new',
      figures: summarizeImprovedLead({ business_type: 'service', hours_spent_weekly: 20 }).figures,
    })
    // Like the honeypot, the ref is not kept in the answers.
    const [row] = await app.db.select().from(improvedAssessments).where(eq(improvedAssessments.id, id))
    expect(row!.answers).not.toHaveProperty('ref')
    expect((await findLead((await submit(VALID)).json<{ id: string }>().id))?.ref).toBeNull()
  })

  it('keeps a numeric custom investment', async () => {
    const response = await submit({ ...VALID, custom_investment: '4500' })
    const [row] = await app.db.select().from(improvedAssessments).where(eq(improvedAssessments.id, response.json().id))
    expect(row!.answers.custom_investment).toBe(4500)
  })

  it('refuses invalid answers with the messages of docs/product.md#improved-validation and writes nothing', async () => {
    const before = await rowCount()
    const response = await submit({ ...VALID, company_name: 'X', top_tools: [], contact_email: 'nope' })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'company_name', message: IMPROVED_MESSAGES.companyName },
        { path: 'contact_email', message: IMPROVED_MESSAGES.email },
        { path: 'top_tools', message: IMPROVED_MESSAGES.tools },
      ]),
    )
    expect(await rowCount()).toBe(before)
  })

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = await rowCount()
    const leadsBefore = await leadCount()
    const response = await submit({ ...VALID, website_url: 'http://spam.example', ref: 'spam' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ id: expect.any(String), metrics: calculateImprovedMetrics(20) })
    expect(await rowCount()).toBe(before)
    expect(await leadCount()).toBe(leadsBefore)
  })

  it('limits submissions per address, invalid ones included', async () => {
    const ip = nextIp()
    for (let index = 0; index < IMPROVED_SUBMIT_LIMIT.max; index += 1) {
      expect((await submit(index % 2 ? VALID : {}, ip)).statusCode).not.toBe(429)
    }
    const limited = await submit(VALID, ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect(limited.json().message).toMatch(/^Too many attempts/)
    expect((await submit(VALID)).statusCode).toBe(201)
  })
})

const FIXED_CASES: [string, string][] = [
  ['empty object', '{}'],
  ['array', '[]'],
  ['null', 'null'],
  ['number', '42'],
  ['malformed', '{"company_name": "Acme",'],
  ['wrong types', JSON.stringify({ ...VALID, hours_spent_weekly: '20', top_tools: 'hubspot', business_type: 3 })],
  ['unknown field', JSON.stringify({ ...VALID, is_admin: true })],
  ['prototype key', JSON.stringify({ ...VALID }).replace('{', '{"__proto__": {"x": 1},')],
  ['huge string', JSON.stringify({ ...VALID, company_name: 'a'.repeat(15_000) })],
  ['control characters', JSON.stringify({ ...VALID, contact_name: 'Ma\u0000ya' })],
  ['hours out of range', JSON.stringify({ ...VALID, hours_spent_weekly: 1e308 })],
  ['unknown enumeration', JSON.stringify({ ...VALID, team_size: '1000+' })],
  ['unknown tool', JSON.stringify({ ...VALID, top_tools: ['<script>'] })],
  ['too many tools', JSON.stringify({ ...VALID, top_tools: Array.from({ length: 500 }, () => 'slack') })],
  ['ref over 100 characters', JSON.stringify({ ...VALID, ref: 'r'.repeat(101) })],
  ['ref with NUL', JSON.stringify({ ...VALID, ref: 'x\u0000' })],
  ['ref not text', JSON.stringify({ ...VALID, ref: { a: 1 } })],
]

describe('bad input: 4xx JSON, nothing written, never a 500', () => {
  it('holds for the fixed cases', async () => {
    const before = await rowCount()
    const leadsBefore = await leadCount()
    for (const [name, payload] of FIXED_CASES) {
      const response = await app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: nextIp(),
      })
      expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, name).toBeLessThan(500)
      expect(typeof response.json().message, name).toBe('string')
    }
    expect(await rowCount()).toBe(before)
    expect(await leadCount()).toBe(leadsBefore)
  })

  it('holds for generated JSON documents and generated field values', async () => {
    const before = await rowCount()
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const response = await submit(value)
        expect(response.statusCode).toBeGreaterThanOrEqual(400)
        expect(response.statusCode).toBeLessThan(500)
      }),
      { numRuns: 100 },
    )
    const short = fc.string({ maxLength: 1 })
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          company_name: short,
          contact_name: short,
          hours_spent_weekly: fc.oneof(fc.double({ max: 0.99 }), fc.double({ min: 80.01 })),
        }),
        async (fields) => {
          expect((await submit({ ...VALID, ...fields })).statusCode).toBe(400)
        },
      ),
      { numRuns: 60 },
    )
    expect(await rowCount()).toBe(before)
  })
})
