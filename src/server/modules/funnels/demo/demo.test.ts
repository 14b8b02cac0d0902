import type { FastifyInstance } from 'fastify'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSESSMENT_MESSAGES } from '@/shared/schemas/demo-assessment'
import { VALID_ASSESSMENT } from '@/shared/schemas/demo-assessment.fixture'
import { SCHEDULING_MESSAGES } from '@/shared/schemas/demo-booking'
import { summarizeDemoLead } from '@/shared/backoffice/lead-figures'
import { leadActivity, leads } from '../leads/schema'
import { demoBookings, demoLeads } from './schema'
import { emailMessages } from '@/server/platform/mail/schema'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

/** A weekday at least a week ahead, as YYYY-MM-DD (UTC): each call a later one than the last, so tests share no day. */
let lastDay: Date | undefined
function futureWeekday(): string {
  const date = lastDay ? new Date(lastDay) : new Date()
  date.setUTCDate(date.getUTCDate() + (lastDay ? 1 : 8))
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  lastDay = date
  return date.toISOString().slice(0, 10)
}
function weekendDay(): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + 7)
  while (date.getUTCDay() !== 6) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}
const booking = (date: string, slot = '10:00', extra: Record<string, unknown> = {}) => ({
  date,
  slot,
  time_zone: 'Europe/Berlin',
  contact_email: 'ada@example.com',
  contact_name: 'Ada',
  company_name: 'Analytical Engines',
  investment_percentage: 40,
  hours_weekly: 10,
  hourly_cost: 35,
  ...extra,
})
const post = (url: string, body: unknown) => requestJson(app, { method: 'POST', url, body, ip: nextIp() })
const findLead = async (id: string) => (await app.db.select().from(leads).where(eq(leads.id, id)))[0]
const activityOf = (id: string) => app.db.select().from(leadActivity).where(eq(leadActivity.lead_id, id))
const leadCount = async () => (await app.db.select({ n: count() }).from(leads))[0]!.n

describe('POST /api/demo/assessments', () => {
  it('stores a valid assessment as a lead', async () => {
    const response = await post('/api/demo/assessments', VALID_ASSESSMENT)
    expect(response.statusCode, response.body).toBe(201)
    const [lead] = await app.db.select().from(demoLeads).where(eq(demoLeads.id, response.json().id))
    expect(lead).toMatchObject({ contact_email: 'ada@example.com', company_name: 'Analytical Engines' })
    expect(lead!.answers.current_tools).toEqual(['HubSpot', 'Slack'])
  })

  it('writes its back-office lead with the report’s figures and the ref (docs/product.md#back-office)', async () => {
    const response = await post('/api/demo/assessments', { ...VALID_ASSESSMENT, ref: 'linkedin-post' })
    expect(response.statusCode, response.body).toBe(201)
    const id = response.json().id
    expect(await findLead(id)).toMatchObject({
      source: 'demo',
      demo_lead_id: id,
      quiz_submission_id: null,
      company_name: 'Analytical Engines',
      contact_name: 'Ada Lovelace',
      contact_email: 'ada@example.com',
      industry: 'Manufacturing',
      // 10 hours at $35: the report's $606 a month.
      monthly_savings: 606,
      stage: null,
      ref: 'linkedin-post',
      status: 'new',
      figures: summarizeDemoLead(VALID_ASSESSMENT).figures,
    })
    const [stored] = await app.db.select().from(demoLeads).where(eq(demoLeads.id, id))
    expect(stored!.answers).not.toHaveProperty('ref')
    expect((await findLead((await post('/api/demo/assessments', VALID_ASSESSMENT)).json().id))?.ref).toBeNull()
  })

  it('answers 201 to a filled honeypot and stores nothing', async () => {
    const [before] = await app.db.select({ n: count() }).from(demoLeads)
    const leadsBefore = await leadCount()
    const response = await post('/api/demo/assessments', { ...VALID_ASSESSMENT, fax_number: '555-0100' })
    expect(response.statusCode).toBe(201)
    const [after] = await app.db.select({ n: count() }).from(demoLeads)
    expect(after!.n).toBe(before!.n)
    expect(await leadCount()).toBe(leadsBefore)
  })

  it.each([
    ['a ref over 100 characters', 'r'.repeat(101)],
    ['a ref with NUL', 'x\u0000'],
    ['a ref that is not text', ['a']],
  ])('refuses %s with a 400 and stores nothing', async (_name, ref) => {
    const before = await leadCount()
    const response = await post('/api/demo/assessments', { ...VALID_ASSESSMENT, ref })
    expect(response.statusCode).toBe(400)
    expect(typeof response.json().message).toBe('string')
    expect(await leadCount()).toBe(before)
  })

  it('refuses bad answers with the messages of docs/product.md#demo-validation', async () => {
    const response = await post('/api/demo/assessments', { ...VALID_ASSESSMENT, contact_email: 'nope', workflow_and_tasks: 'short' })
    expect(response.statusCode).toBe(400)
    const messages = response.json().issues.map((issue: { message: string }) => issue.message)
    expect(messages).toEqual(expect.arrayContaining([ASSESSMENT_MESSAGES.contact_email, ASSESSMENT_MESSAGES.workflow_and_tasks]))
  })

  it('limits each address', async () => {
    const ip = nextIp()
    const statuses = []
    for (let i = 0; i < 21; i += 1)
      statuses.push((await requestJson(app, { method: 'POST', url: '/api/demo/assessments', body: {}, ip })).statusCode)
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})

describe('GET /api/demo/slots', () => {
  it('offers the seven slots of a weekday', async () => {
    const date = futureWeekday()
    const response = await requestJson(app, { url: `/api/demo/slots?date=${date}&time_zone=America/New_York` })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().slots.map((slot: { time: string }) => slot.time)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
    ])
    expect(response.json().slots.every((slot: { available: boolean }) => slot.available)).toBe(true)
  })

  it.each([
    ['a weekend', (): string => weekendDay(), SCHEDULING_MESSAGES.weekend],
    ['a past date', (): string => '2020-03-03', SCHEDULING_MESSAGES.past],
    ['a malformed date', (): string => '2030-02-30', SCHEDULING_MESSAGES.date],
  ])('refuses %s', async (_name, date, message) => {
    const response = await requestJson(app, { url: `/api/demo/slots?date=${date()}` })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
  })

  it('refuses an unknown time zone', async () => {
    const response = await requestJson(app, { url: `/api/demo/slots?date=${futureWeekday()}&time_zone=Mars/Olympus` })
    expect(response.statusCode).toBe(400)
  })
})

describe('POST /api/demo/bookings', () => {
  it('books a slot, links the lead and marks the slot unavailable', async () => {
    const lead = (await post('/api/demo/assessments', VALID_ASSESSMENT)).json().id
    const date = futureWeekday()
    const response = await post('/api/demo/bookings', booking(date, '14:00', { assessment_id: lead }))
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ date, slot: '14:00', time: '2:00 PM' })
    const [row] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, response.json().id))
    expect(row!.lead_id).toBe(lead)
    // 14:00 in Berlin is 12:00 or 13:00 UTC depending on daylight saving time.
    expect([12, 13]).toContain(new Date(response.json().starts_at).getUTCHours())
    const slots = (await requestJson(app, { url: `/api/demo/slots?date=${date}` })).json().slots
    expect(slots.find((slot: { id: string }) => slot.id === '14:00').available).toBe(false)
    expect(slots.filter((slot: { available: boolean }) => slot.available)).toHaveLength(6)
  })

  it('moves a New lead to Call booked, records the booking on its timeline and names it on the e-mail', async () => {
    const lead = (await post('/api/demo/assessments', VALID_ASSESSMENT)).json().id
    const date = futureWeekday()
    const response = await post('/api/demo/bookings', booking(date, '15:00', { assessment_id: lead }))
    expect(response.statusCode, response.body).toBe(201)
    expect((await findLead(lead))?.status).toBe('call_booked')
    const entries = await activityOf(lead)
    expect(entries.map(({ kind, detail, actor_id }) => ({ kind, detail, actor_id }))).toEqual([
      {
        kind: 'booking_created',
        detail: { booking_id: response.json().id, date, slot: '15:00', time_zone: 'Europe/Berlin', starts_at: response.json().starts_at },
        actor_id: null,
      },
    ])
    const [mail] = await app.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupe_key, `demo-booking:${response.json().id}`))
    expect(mail?.lead_id).toBe(lead)
  })

  it('leaves a lead staff have moved on as it is, and still records the booking', async () => {
    const lead = (await post('/api/demo/assessments', VALID_ASSESSMENT)).json().id
    await app.db.update(leads).set({ status: 'converted' }).where(eq(leads.id, lead))
    const response = await post('/api/demo/bookings', booking(futureWeekday(), '13:00', { assessment_id: lead }))
    expect(response.statusCode, response.body).toBe(201)
    expect((await findLead(lead))?.status).toBe('converted')
    expect((await activityOf(lead)).map((entry) => entry.kind)).toEqual(['booking_created'])
  })

  it('books without an assessment: no lead to move, an e-mail without one', async () => {
    const response = await post('/api/demo/bookings', booking(futureWeekday(), '09:00', { contact_email: 'walk-in@example.com' }))
    expect(response.statusCode, response.body).toBe(201)
    const [mail] = await app.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupe_key, `demo-booking:${response.json().id}`))
    expect(mail?.lead_id).toBeNull()
  })

  it('answers 409 for a taken slot', async () => {
    const date = futureWeekday()
    expect((await post('/api/demo/bookings', booking(date))).statusCode).toBe(201)
    const second = await post('/api/demo/bookings', booking(date, '10:00', { contact_email: 'grace@example.com' }))
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toBe(SCHEDULING_MESSAGES.taken)
  })

  it('lets exactly one of two concurrent requests win a slot', async () => {
    const date = futureWeekday()
    const responses = await Promise.all([
      post('/api/demo/bookings', booking(date, '09:00')),
      post('/api/demo/bookings', booking(date, '09:00', { contact_email: 'b@example.com' })),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const rows = await app.db.select().from(demoBookings).where(eq(demoBookings.date, date))
    expect(rows).toHaveLength(1)
    // One confirmation e-mail, for the winner only: the loser's transaction never queued one.
    const mail = await app.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupe_key, `demo-booking:${rows[0]!.id}`))
    expect(mail).toHaveLength(1)
  })

  it('queues the confirmation e-mail with its calendar invite, seen in the development mailbox', async () => {
    const date = futureWeekday()
    const response = await post(
      '/api/demo/bookings',
      booking(date, '16:00', { contact_email: 'invite@example.com', hours_weekly: 20, investment_percentage: 60 }),
    )
    expect(response.statusCode, response.body).toBe(201)
    type Mail = { to: string; subject: string; text: string; attachments: { filename: string; content: string }[] }
    const mailbox = async () => (await app.inject({ url: '/api/dev/mailbox' })).json() as Mail[]
    const list = await waitFor(mailbox, (messages) => messages.some((message) => message.to === 'invite@example.com'), {
      what: 'the confirmation in the mailbox',
    })
    const mail = list.find((message) => message.to === 'invite@example.com')
    expect(mail?.subject).toContain('onboarding call')
    expect(mail?.text).toContain('20 hours of repetitive work weekly, estimated monthly savings of $1,212')
    expect(mail?.text).toContain('Investment tier: Enterprise')
    expect(mail?.attachments[0]?.filename).toBe('onboarding-call.ics')
    expect(mail?.attachments[0]?.content).toContain('DTSTART:' + response.json().starts_at.replace(/[-:]/g, '').replace(/\.\d+/, ''))
  })

  it('ignores an unknown assessment id', async () => {
    const response = await post(
      '/api/demo/bookings',
      booking(futureWeekday(), '11:00', { assessment_id: '00000000-0000-4000-8000-000000000000' }),
    )
    expect(response.statusCode, response.body).toBe(201)
  })

  it.each([
    ['a weekend', () => booking(weekendDay()), SCHEDULING_MESSAGES.weekend],
    ['a past date', () => booking('2021-06-01'), SCHEDULING_MESSAGES.past],
    ['an unknown slot', () => booking(futureWeekday(), '12:00'), SCHEDULING_MESSAGES.slot],
    ['an investment off the slider', () => booking(futureWeekday(), '10:00', { investment_percentage: 42 }), 'investment_percentage'],
  ])('refuses %s', async (_name, body, message) => {
    const response = await post('/api/demo/bookings', body())
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
  })
})
