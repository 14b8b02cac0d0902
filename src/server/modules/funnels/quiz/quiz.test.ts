import { count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { summarizeQuizLead } from '@/shared/backoffice/lead-figures'
import { emailMessages } from '@/server/platform/mail/schema'
import { leadActivity, leads } from '../leads/schema'
import { quizSubmissions } from './schema'
import { nextIp, requestJson } from '@/server/test/http'
import { quizPayload, submitQuiz } from '@/server/test/quiz-fixtures'
import { createTestApp } from '@/server/test/test-app'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const storedCount = async () => (await app.db.select({ n: count() }).from(quizSubmissions))[0]!.n
const leadCount = async () => (await app.db.select({ n: count() }).from(leads))[0]!.n
const findLead = async (id: string) => (await app.db.select().from(leads).where(eq(leads.id, id)))[0]
const activityOf = (id: string) => app.db.select().from(leadActivity).where(eq(leadActivity.lead_id, id))

async function readPdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

describe('POST /api/quiz/submit', () => {
  it('stores the lead and answers 201 with its id', async () => {
    const id = await submitQuiz(app)
    const [row] = await app.db.select().from(quizSubmissions).where(eq(quizSubmissions.id, id))
    expect(row?.company_name).toBe('Iron Temple Gym')
    expect(row?.payload.current_tools).toContain('Mindbody')
  })

  it('writes its back-office lead with the figures the results show, the stage and the ref (docs/product.md#back-office)', async () => {
    const payload = quizPayload({ stageFlag: 'spring-ads' })
    const response = await requestJson(app, {
      method: 'POST',
      url: '/api/quiz/submit',
      body: { ...payload, ref: ' partner-x ' },
      ip: nextIp(),
    })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: string }>()
    expect(await findLead(id)).toMatchObject({
      source: 'quiz',
      quiz_submission_id: id,
      demo_lead_id: null,
      improved_assessment_id: null,
      company_name: 'Iron Temple Gym',
      contact_name: 'Dana Lift',
      contact_email: 'dana@irontemple.example',
      industry: 'Fitness & Wellness',
      monthly_savings: 260,
      stage: 'spring-ads',
      ref: 'partner-x',
      status: 'new',
      company_id: null,
      figures: summarizeQuizLead(payload).figures,
    })
    expect((await findLead(id))?.figures).toContainEqual({ label: 'Monthly savings', value: '$260' })
    // The ref is the lead's: the stored payload (the webhook's body and the report) never carries it.
    const [stored] = await app.db.select().from(quizSubmissions).where(eq(quizSubmissions.id, id))
    expect(stored?.payload).not.toHaveProperty('ref')
    // The post-quiz e-mail is the lead's, for its timeline.
    const [email] = await app.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupe_key, `post-quiz-instant:${id}`))
    expect(email?.lead_id).toBe(id)
  })

  it('writes a lead without a ref, and one for an empty quiz with its zero savings', async () => {
    const plain = await submitQuiz(app)
    expect(await findLead(plain)).toMatchObject({ ref: null, stage: 'organic' })
    const empty = await submitQuiz(app, { industry: '', hours_spent_weekly: 0, estimatedROI: 0, timeSavings: 0 })
    expect(await findLead(empty)).toMatchObject({ industry: '', monthly_savings: 0 })
    const blankRef = await requestJson(app, {
      method: 'POST',
      url: '/api/quiz/submit',
      body: { ...quizPayload(), ref: '  ' },
      ip: nextIp(),
    })
    expect(await findLead(blankRef.json<{ id: string }>().id)).toMatchObject({ ref: null })
  })

  it('accepts an empty quiz: no blocking validation (docs/product.md#quiz-validation)', async () => {
    const id = await submitQuiz(app, {
      company_name: '',
      contact_name: '',
      contact_email: '',
      industry: '',
      biggest_challenge: '',
      timeline: '',
      monthly_budget: '',
      current_tools: [],
      hours_spent_weekly: 0,
      estimatedROI: 0,
      timeSavings: 0,
    })
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('drops a submission whose honeypot is filled, answering as usual', async () => {
    const before = await storedCount()
    const leadsBefore = await leadCount()
    const response = await requestJson(app, {
      method: 'POST',
      url: '/api/quiz/submit',
      body: { ...quizPayload(), website: 'http://spam.example' },
      ip: nextIp(),
    })
    expect(response.statusCode).toBe(201)
    expect(await storedCount()).toBe(before)
    expect(await leadCount()).toBe(leadsBefore)
  })

  const BAD: [string, unknown][] = [
    ['empty object', {}],
    ['array', []],
    ['unknown industry', quizPayload({ industry: 'space-mining' as never })],
    ['hours as text', { ...quizPayload(), hours_spent_weekly: '10' }],
    ['hours above 80', quizPayload({ hours_spent_weekly: 81 })],
    ['unknown field', { ...quizPayload(), is_admin: true }],
    ['too many tools', quizPayload({ current_tools: Array.from({ length: 61 }, (_, index) => `Tool ${index}`) })],
    ['huge text', quizPayload({ company_name: 'x'.repeat(201) })],
    ['bad timestamp', quizPayload({ submissionTimestamp: 'yesterday' })],
    ['negative estimate', quizPayload({ estimatedROI: -1 })],
    ['NUL in a text (PostgreSQL cannot store it)', quizPayload({ company_name: 'Iron\u0000Gym' })],
    ['NUL in a list', quizPayload({ current_tools: ['Mindbody\u0000'] })],
    ['NUL in the stage', quizPayload({ stageFlag: '\u0000' })],
    ['ref over 100 characters', { ...quizPayload(), ref: 'r'.repeat(101) }],
    ['NUL in the ref', { ...quizPayload(), ref: 'partner\u0000' }],
    ['ref as a number', { ...quizPayload(), ref: 7 }],
  ]
  it.each(BAD)('refuses %s with a 400 and stores nothing', async (_name, body) => {
    const before = await storedCount()
    const leadsBefore = await leadCount()
    const response = await requestJson(app, { method: 'POST', url: '/api/quiz/submit', body, ip: nextIp() })
    expect(response.statusCode, response.body).toBe(400)
    expect(typeof response.json().message).toBe('string')
    expect(await storedCount()).toBe(before)
    expect(await leadCount()).toBe(leadsBefore)
  })

  it('refuses bodies over 32 KB with a 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/quiz/submit',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...quizPayload(), primary_goal: 'x'.repeat(33 * 1024) }),
    })
    expect(response.statusCode).toBe(413)
  })

  it('never answers 5xx to generated JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const response = await requestJson(app, { method: 'POST', url: '/api/quiz/submit', body: value, ip: nextIp() })
        expect(response.statusCode).toBe(400)
      }),
      { numRuns: 60 },
    )
  })

  it('limits submissions per client address', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await requestJson(app, { method: 'POST', url: '/api/quiz/submit', body: quizPayload(), ip })).statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})

describe('GET /api/quiz/report/download', () => {
  it('sends a PDF with the submission’s own figures', async () => {
    const id = await submitQuiz(app)
    const response = await app.inject({
      url: `/api/quiz/report/download?company=${encodeURIComponent('Iron Temple Gym')}&submission=${id}`,
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Iron Temple Gym-automation-roadmap.pdf"; filename*=UTF-8''Iron%20Temple%20Gym-automation-roadmap.pdf`,
    )
    const text = await readPdfText(response.rawPayload)
    expect(text).toContain('Iron Temple Gym automation roadmap')
    expect(text).toContain('Monthly savings: $260')
    expect(text).toContain('Annual impact: $3,120')
    expect(text).toContain('Net return multiple: 18x')
    expect(text).toContain('Annual ROI: 150%')
    expect(text).toContain('Automated lead capture and qualification')
    expect(text).toContain('$15 per hour for your industry')
  })

  it('records each download of a submission’s report on its lead’s timeline, with no personal data', async () => {
    const id = await submitQuiz(app)
    expect(await activityOf(id)).toEqual([])
    for (let index = 0; index < 2; index += 1) {
      const response = await app.inject({ url: `/api/quiz/report/download?company=Iron&submission=${id}`, remoteAddress: nextIp() })
      expect(response.statusCode).toBe(200)
    }
    const entries = await activityOf(id)
    expect(entries.map(({ kind, detail, actor_id }) => ({ kind, detail, actor_id }))).toEqual([
      { kind: 'pdf_downloaded', detail: {}, actor_id: null },
      { kind: 'pdf_downloaded', detail: {}, actor_id: null },
    ])
  })

  it('records nothing for a generic report or an unknown submission', async () => {
    const before = (await app.db.select({ n: count() }).from(leadActivity))[0]!.n
    await app.inject({ url: '/api/quiz/report/download?company=Nobody', remoteAddress: nextIp() })
    await app.inject({
      url: '/api/quiz/report/download?company=A&submission=00000000-0000-4000-8000-000000000000',
      remoteAddress: nextIp(),
    })
    expect((await app.db.select({ n: count() }).from(leadActivity))[0]!.n).toBe(before)
  })

  // docs/decisions/034: embedded Noto fonts, so names in any of these scripts read back exactly.
  const SCRIPTS = [
    ['Cyrillic', 'Привет Спорт'],
    ['Greek', 'Ελληνικά Γυμναστήριο'],
    ['Japanese', '東京ジム'],
    ['Chinese', '北京健身房'],
    ['Korean', '서울 피트니스'],
    ['Latin', 'Ōsaka Café Zürich GmbH'],
  ]
  it.each(SCRIPTS)('prints a %s company name and answers as they were typed', async (_script, name) => {
    const id = await submitQuiz(app, { company_name: name, primary_goal: `${name} 2.0` })
    const response = await app.inject({
      url: `/api/quiz/report/download?company=${encodeURIComponent(name)}&submission=${id}`,
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(200)
    const text = await readPdfText(response.rawPayload)
    expect(text).toContain(`${name} automation roadmap`)
    expect(text).toContain(`Primary goal: ${name} 2.0`)
    expect(text).toContain('Monthly savings: $260')
  })

  it('replaces characters no embedded font has, and drops invisible ones', async () => {
    const response = await app.inject({
      url: `/api/quiz/report/download?company=${encodeURIComponent('💪\uFE0F Gym 東京')}`,
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(200)
    expect(await readPdfText(response.rawPayload)).toContain('? Gym 東京 automation roadmap')
  })

  it('keeps the report small: only the glyphs used are embedded', async () => {
    const response = await app.inject({
      url: `/api/quiz/report/download?company=${encodeURIComponent('東京ジム')}`,
      remoteAddress: nextIp(),
    })
    expect(response.rawPayload.length).toBeLessThan(200_000)
  })

  it('without a submission id gives a generic report with no figures', async () => {
    await submitQuiz(app, { company_name: 'Secret Corp' })
    const response = await app.inject({ url: '/api/quiz/report/download?company=Secret%20Corp', remoteAddress: nextIp() })
    expect(response.statusCode).toBe(200)
    const text = await readPdfText(response.rawPayload)
    expect(text).toContain('general automation roadmap')
    expect(text).not.toContain('Monthly savings')
  })

  it('answers 404 for an unknown submission and 400 for a malformed one', async () => {
    const unknown = await app.inject({
      url: '/api/quiz/report/download?company=A&submission=00000000-0000-4000-8000-000000000000',
      remoteAddress: nextIp(),
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await app.inject({ url: '/api/quiz/report/download?company=A&submission=1', remoteAddress: nextIp() })
    expect(malformed.statusCode).toBe(400)
  })

  const NAMES = [
    '東京ラーメン',
    'Café "Zürich"; x=1',
    'a/b\\c',
    'line\r\nSet-Cookie: x=1',
    'مطعم',
    '💪 Gym',
    '%00%',
    '',
    '   ',
    'x'.repeat(400),
    "O'Brien (Ltd)*",
  ]
  it.each(NAMES)('gives a safe attachment header for %j', async (name) => {
    const response = await app.inject({ url: `/api/quiz/report/download?company=${encodeURIComponent(name)}`, remoteAddress: nextIp() })
    expect(response.statusCode).toBe(200)
    const header = String(response.headers['content-disposition'])
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/)
    expect(header).not.toMatch(/[\r\n]/)
    expect(header).toContain('-automation-roadmap.pdf')
  })

  it('never answers 5xx to generated company names', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 120 }), async (name) => {
        const response = await app.inject({
          url: `/api/quiz/report/download?company=${encodeURIComponent(name.replace(/[\uD800-\uDFFF]/g, ''))}`,
          remoteAddress: nextIp(),
        })
        expect(response.statusCode).toBe(200)
      }),
      { numRuns: 25 },
    )
  })
})
