// @both-databases: the lead row lock of a status change
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LeadDetail, LeadTimelineEntry } from '@/shared/schemas/admin-leads'
import { leadActivity } from '@/server/modules/funnels'
import { emailMessages } from '@/server/platform/mail/schema'
import { nextIp, requestJson } from '@/server/test/http'
import { storeQuizLeads, submitDemoLead, submitImprovedLead } from '@/server/test/lead-fixtures'
import { waitFor } from '@/server/test/polling'
import { submitQuiz } from '@/server/test/quiz-fixtures'
import { signInAsStaff } from '@/server/test/staff-session'
import { createTestApp } from '@/server/test/test-app'
import { FORMER_STAFF } from './lead-timeline'
import { LEAD_MESSAGES } from './lead-actions'

let app: FastifyInstance
let close: () => Promise<void>
let staff: { cookie: string; id: string; email: string }
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  staff = await signInAsStaff(app)
})
afterAll(() => close())

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  requestJson(app, { method, url, body, cookie: staff.cookie })
async function getLead(id: string): Promise<LeadDetail> {
  const response = await call('GET', `/api/admin/leads/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const answerOf = (detail: LeadDetail, label: string) =>
  detail.answers.flatMap((section) => section.answers).find((answer) => answer.label === label)?.value
const activities = (detail: LeadDetail) =>
  detail.timeline.filter((entry): entry is Extract<LeadTimelineEntry, { type: 'activity' }> => entry.type === 'activity')
const emailsOf = (detail: LeadDetail) =>
  detail.timeline.filter((entry): entry is Extract<LeadTimelineEntry, { type: 'email' }> => entry.type === 'email')
const inOrder = (timeline: LeadTimelineEntry[]) => timeline.every((entry, index) => index === 0 || timeline[index - 1]!.at <= entry.at)

describe('GET /api/admin/leads/:id', () => {
  it('shows a quiz lead with its answers labelled, its figures as stored and its timeline from the submission on', async () => {
    const id = await submitQuiz(app, { company_name: 'Detail Gym', biggest_challenge: 'scattered-data', timeline: '3-months' })
    const detail = await getLead(id)
    expect(detail.lead).toMatchObject({ id, source: 'quiz', company_name: 'Detail Gym', status: 'new', company: null })
    expect(detail.answers.map((section) => section.title)).toEqual([
      'Tell us about your business',
      'Your industry',
      'Your current tools',
      'Your biggest challenges',
      'Goals and timeline',
      'Investment',
    ])
    expect(answerOf(detail, 'Industry')).toBe('Fitness & Wellness')
    expect(answerOf(detail, 'Biggest challenge')).toBe('Data scattered across systems')
    expect(answerOf(detail, 'Timeline')).toBe('Within 3 months')
    expect(answerOf(detail, 'Monthly budget')).toBe('$1,000 - $5,000')
    expect(answerOf(detail, 'Current tools')).toBe('Mindbody, Mailchimp, Other: Paper sign-in sheets')
    expect(detail.lead.figures).toContainEqual({ label: 'Monthly savings', value: '$260' })
    expect(detail.booking).toBeNull()
    expect(detail.timeline[0]).toEqual({ type: 'submitted', id, at: detail.lead.created_at })
    expect(detail.timeline.some((entry) => entry.type === 'webhook_delivery')).toBe(true)
    expect(emailsOf(detail)).toHaveLength(1)
    expect(emailsOf(detail)[0]).toMatchObject({ to: 'dana@irontemple.example', resendable: true })
    expect(JSON.stringify(detail.timeline)).not.toContain('"text"')
    expect(inOrder(detail.timeline)).toBe(true)
  })

  it('labels a demo lead’s answers by section and shows its booking', async () => {
    const id = await submitDemoLead(app, { company_name: 'Demo Detail Ltd' })
    const date = new Date(Date.now() + 10 * 86_400_000)
    while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
    const day = date.toISOString().slice(0, 10)
    const booked = await requestJson(app, {
      method: 'POST',
      url: '/api/demo/bookings',
      ip: nextIp(),
      body: {
        date: day,
        slot: '14:00',
        time_zone: 'Europe/Berlin',
        contact_email: 'ada@example.com',
        contact_name: 'Ada',
        company_name: 'Demo Detail Ltd',
        investment_percentage: 40,
        hours_weekly: 10,
        hourly_cost: 35,
        assessment_id: id,
      },
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const detail = await getLead(id)
    expect(detail.answers.map((section) => section.title)).toEqual([
      'Contact & Company',
      'Departments & Workflows',
      'Tools & Time',
      'Budget & Timeline',
      'Support & Notes',
    ])
    expect(answerOf(detail, 'Partnership model')).toBe('Ongoing partnership')
    expect(answerOf(detail, 'Existing automations')).toBe('No')
    expect(answerOf(detail, 'Company website')).toBe('Not answered')
    expect(detail.booking).toMatchObject({ date: day, slot: '14:00', time_zone: 'Europe/Berlin', cancelled_at: null })
    expect(detail.lead.status).toBe('call_booked')
  })

  it('labels an improved lead’s answers by step', async () => {
    const id = await submitImprovedLead(app, { company_name: 'Improved Detail Inc' })
    const detail = await getLead(id)
    expect(detail.answers.map((section) => section.title)).toEqual([
      'Quick Start',
      'Current Challenges',
      'Business Overview',
      'Automation Goals',
      'Investment & Timeline',
      'Personalization',
    ])
    expect(answerOf(detail, 'Business type')).not.toMatch(/^[a-z-]+$/)
    expect(detail.lead.figures?.length).toBeGreaterThan(0)
  })

  it('keeps figures null for a lead from before they were kept', async () => {
    const [id] = await storeQuizLeads(app, [{ created_at: new Date('2010-01-01T00:00:00Z') }])
    expect((await getLead(id!)).lead.figures).toBeNull()
  })

  it('answers 404 to an unknown lead and 400 to a malformed id', async () => {
    expect((await call('GET', `/api/admin/leads/${UNKNOWN}`)).statusCode).toBe(404)
    expect((await call('GET', '/api/admin/leads/not-a-uuid')).statusCode).toBe(400)
  })
})

describe('PATCH /api/admin/leads/:id/status and POST /api/admin/leads/:id/notes', () => {
  it('records a status change with its note and the staff member, then a note, in time order', async () => {
    const id = await submitQuiz(app, { company_name: 'Status Co' })
    const changed = await call('PATCH', `/api/admin/leads/${id}/status`, { status: 'contacted', note: '  Called, wants a demo  ' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toEqual({ status: 'contacted' })
    const noted = await call('POST', `/api/admin/leads/${id}/notes`, { note: 'Prefers mornings' })
    expect(noted.statusCode, noted.body).toBe(201)
    const detail = await getLead(id)
    expect(detail.lead.status).toBe('contacted')
    const [status, note] = activities(detail)
    const actor = { id: staff.id, name: expect.any(String), email: staff.email }
    expect(status).toMatchObject({ kind: 'status_changed', detail: { from: 'new', to: 'contacted', note: 'Called, wants a demo' }, actor })
    expect(note).toMatchObject({ kind: 'note_added', detail: { note: 'Prefers mornings' }, actor, id: noted.json().id })
    expect(inOrder(detail.timeline)).toBe(true)
    expect(detail.timeline.indexOf(status!)).toBeLessThan(detail.timeline.indexOf(note!))
    const inbox = await call('GET', '/api/admin/leads?status=contacted&q=Status%20Co')
    expect(inbox.json().leads.map((lead: { id: string }) => lead.id)).toContain(id)
  })

  it('refuses the status the lead already has, an unknown status, bad notes and unknown leads', async () => {
    const id = await submitQuiz(app, { company_name: 'Refusals Co' })
    const same = await call('PATCH', `/api/admin/leads/${id}/status`, { status: 'new' })
    expect(same.statusCode).toBe(400)
    expect(same.json().message).toBe(LEAD_MESSAGES.sameStatus('new'))
    for (const body of [{ status: 'won' }, {}, { status: 'lost', note: 'x'.repeat(2001) }, { status: 'lost', extra: 1 }]) {
      expect((await call('PATCH', `/api/admin/leads/${id}/status`, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    for (const body of [{ note: '' }, { note: '   ' }, { note: 'x'.repeat(2001) }, { note: 'bad\u0000note' }, {}, { note: 5 }]) {
      const response = await call('POST', `/api/admin/leads/${id}/notes`, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().issues?.length).toBeGreaterThan(0)
    }
    expect(activities(await getLead(id))).toEqual([])
    expect((await call('PATCH', `/api/admin/leads/${UNKNOWN}/status`, { status: 'lost' })).statusCode).toBe(404)
    expect((await call('POST', `/api/admin/leads/${UNKNOWN}/notes`, { note: 'hello' })).statusCode).toBe(404)
    expect((await call('POST', `/api/admin/leads/${id}/notes`, { note: 'x'.repeat(2000) })).statusCode).toBe(201)
  })

  it('names a staff member whose account has gone as a former one', async () => {
    const id = await submitQuiz(app, { company_name: 'Former Co' })
    await app.db.insert(leadActivity).values({ lead_id: id, kind: 'note_added', actor_id: randomUUID(), detail: { note: 'Old note' } })
    const [entry] = activities(await getLead(id))
    expect(entry!.actor).toMatchObject({ name: FORMER_STAFF, email: null })
  })
})

describe('POST /api/admin/leads/:id/emails/:emailId/resend', () => {
  it('queues a copy of the e-mail as a new message of the lead, and records who resent it', async () => {
    const id = await submitQuiz(app, { company_name: 'Resend Co' })
    const [original] = emailsOf(await getLead(id))
    const response = await call('POST', `/api/admin/leads/${id}/emails/${original!.id}/resend`)
    expect(response.statusCode, response.body).toBe(201)
    const copyId = response.json().email_id
    expect(copyId).not.toBe(original!.id)
    const [stored] = await app.db.select().from(emailMessages).where(eq(emailMessages.id, original!.id))
    const [copy] = await app.db.select().from(emailMessages).where(eq(emailMessages.id, copyId))
    expect(copy).toMatchObject({ lead_id: id, to: stored!.to, subject: stored!.subject, text: stored!.text, html: stored!.html })
    expect(copy!.dedupe_key).toMatch(new RegExp(`^resend:${original!.id}:[0-9a-f-]{36}$`))
    const detail = await getLead(id)
    expect(emailsOf(detail).map((email) => email.id)).toEqual([original!.id, copyId])
    expect(activities(detail)).toEqual([
      expect.objectContaining({
        kind: 'email_resent',
        detail: { email_id: copyId, resent_of: original!.id, subject: stored!.subject },
        actor: expect.objectContaining({ id: staff.id }),
      }),
    ])
    // The copy is delivered like any other e-mail.
    await waitFor(
      async () => (await app.db.select().from(emailMessages).where(eq(emailMessages.id, copyId)))[0]!.status,
      (status) => status === 'captured' || status === 'sent',
      { what: 'the resent e-mail to be delivered' },
    )
  })

  it('refuses an e-mail whose body was cleared, another lead’s e-mail and unknown ids', async () => {
    const id = await submitQuiz(app, { company_name: 'Cleared Co' })
    const other = await submitQuiz(app, { company_name: 'Other Co' })
    const [email] = emailsOf(await getLead(id))
    const [otherEmail] = emailsOf(await getLead(other))
    expect((await call('POST', `/api/admin/leads/${id}/emails/${otherEmail!.id}/resend`)).statusCode).toBe(404)
    expect((await call('POST', `/api/admin/leads/${id}/emails/${UNKNOWN}/resend`)).statusCode).toBe(404)
    expect((await call('POST', `/api/admin/leads/${UNKNOWN}/emails/${email!.id}/resend`)).statusCode).toBe(404)
    expect((await call('POST', `/api/admin/leads/${id}/emails/nope/resend`)).statusCode).toBe(400)
    await app.db.update(emailMessages).set({ text: '', html: '' }).where(eq(emailMessages.id, email!.id))
    const refused = await call('POST', `/api/admin/leads/${id}/emails/${email!.id}/resend`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(LEAD_MESSAGES.bodyCleared)
    const detail = await getLead(id)
    expect(emailsOf(detail)).toEqual([expect.objectContaining({ id: email!.id, resendable: false })])
    expect(activities(detail)).toEqual([])
  })
})
