// @both-databases: the booking row lock of a move or cancellation
import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VALID_ASSESSMENT } from '@/shared/schemas/demo-assessment.fixture'
import { BOOKING_CHANGE_MESSAGES, CANCEL_REASON_MAX } from '@/shared/schemas/admin-bookings'
import { emailMessages } from '@/server/platform/mail/schema'
import { demoBookings, leadActivity, leads } from '@/server/modules/funnels'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, nextIp, registerUser, requestJson } from '@/server/test/http'
import { signInAsStaff } from '@/server/test/staff-session'

let app: FastifyInstance
let close: () => Promise<void>
let staff: { cookie: string; id: string }
let owner: string
let member: string
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  staff = await signInAsStaff(app)
  owner = (await registerUser(app)).cookie
  member = await joinAsMember(app, owner)
})
afterAll(() => close())

const TIME_ZONE = 'Europe/Berlin'

/** A weekday at least a week ahead (UTC), each call a later one, so tests share no day. */
let lastDay: Date | undefined
function futureWeekday(): string {
  const date = lastDay ? new Date(lastDay) : new Date()
  date.setUTCDate(date.getUTCDate() + (lastDay ? 1 : 8))
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  lastDay = date
  return date.toISOString().slice(0, 10)
}

/** A demo assessment (a lead) and its call, booked the way the public page books it. */
async function bookCall(date: string, slot = '10:00') {
  const assessment = await requestJson(app, { method: 'POST', url: '/api/demo/assessments', body: VALID_ASSESSMENT, ip: nextIp() })
  const leadId: string = assessment.json().id
  // The lead row is written with the assessment; make sure it exists whatever the order of the parts built around it.
  await app.db
    .insert(leads)
    .values({
      id: leadId,
      source: 'demo',
      demo_lead_id: leadId,
      company_name: 'Analytical Engines',
      contact_name: 'Ada Lovelace',
      contact_email: 'ada@example.com',
      industry: '',
    })
    .onConflictDoNothing()
  const body = {
    date,
    slot,
    time_zone: TIME_ZONE,
    contact_email: 'ada@example.com',
    contact_name: 'Ada Lovelace',
    company_name: 'Analytical Engines',
    assessment_id: leadId,
  }
  const booked = await requestJson(app, { method: 'POST', url: '/api/demo/bookings', body, ip: nextIp() })
  expect(booked.statusCode, booked.body).toBe(201)
  return { id: booked.json().id as string, leadId }
}

const asStaff = (method: 'GET' | 'POST', url: string, body?: unknown) => requestJson(app, { method, url, body, cookie: staff.cookie })

/** The calendar file of the e-mail with `key`, unfolded (RFC 5545 folds long lines). */
async function inviteOf(key: string) {
  const [message] = await app.db.select().from(emailMessages).where(eq(emailMessages.dedupe_key, key))
  expect(message, `no e-mail ${key}`).toBeDefined()
  const content = message!.attachments[0]!.content.replace(/\r?\n[ \t]/g, '')
  const field = (name: string) => content.match(new RegExp(`^${name}:(.*)$`, 'm'))?.[1]?.trim()
  return {
    message: message!,
    uid: field('UID'),
    sequence: Number(field('SEQUENCE') ?? '0'),
    method: field('METHOD'),
    status: field('STATUS'),
    start: field('DTSTART'),
  }
}

async function publicSlots(date: string) {
  const response = await requestJson(app, { url: `/api/demo/slots?date=${date}&time_zone=${TIME_ZONE}`, ip: nextIp() })
  return Object.fromEntries((response.json().slots as { id: string; available: boolean }[]).map((slot) => [slot.id, slot.available]))
}

describe('who may use the agenda', () => {
  it('answers 404 to visitors, owners and members, and 200 to staff', async () => {
    const { id } = await bookCall(futureWeekday())
    const date = futureWeekday()
    const calls = [
      { method: 'GET' as const, url: '/api/admin/bookings' },
      { method: 'GET' as const, url: `/api/admin/bookings/${id}/slots?date=${date}` },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/move`, body: { date, slot: '11:00' } },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/cancel`, body: {} },
    ]
    for (const call of calls) {
      for (const cookie of [undefined, owner, member]) {
        const response = await requestJson(app, { ...call, cookie })
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404)
      }
    }
    const [booking] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, id))
    expect(booking).toMatchObject({ sequence: 0, cancelled_at: null })
    expect((await asStaff('GET', '/api/admin/bookings')).statusCode).toBe(200)
  })
})

describe('GET /api/admin/bookings', () => {
  it('lists upcoming calls soonest first with their lead, and leaves cancelled ones out', async () => {
    const dayBefore = await bookCall(futureWeekday(), '16:00')
    const date = futureWeekday()
    const first = await bookCall(date, '09:00')
    const second = await bookCall(date, '14:00')
    const cancelled = await bookCall(date, '15:00')
    expect((await asStaff('POST', `/api/admin/bookings/${cancelled.id}/cancel`, {})).statusCode).toBe(200)
    const response = await asStaff('GET', '/api/admin/bookings')
    expect(response.statusCode).toBe(200)
    const ids = (response.json().bookings as { id: string }[]).map((booking) => booking.id)
    expect(ids).not.toContain(cancelled.id)
    expect(ids.indexOf(dayBefore.id)).toBeLessThan(ids.indexOf(first.id))
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id))
    const listed = response.json().bookings.find((booking: { id: string }) => booking.id === first.id)
    expect(listed).toMatchObject({
      lead_id: first.leadId,
      contact_name: 'Ada Lovelace',
      contact_email: 'ada@example.com',
      company_name: 'Analytical Engines',
      date,
      slot: '09:00',
      time: '9:00 AM',
      time_zone: TIME_ZONE,
      sequence: 0,
      cancelled_at: null,
    })
  })
})

describe('GET /api/admin/bookings/:id/slots', () => {
  it('shows the seven slots of a date in the call’s zone, its own as current', async () => {
    const date = futureWeekday()
    const { id } = await bookCall(date, '11:00')
    const response = await asStaff('GET', `/api/admin/bookings/${id}/slots?date=${date}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ date, time_zone: TIME_ZONE })
    expect(response.json().slots).toHaveLength(7)
    expect(response.json().slots.find((slot: { id: string }) => slot.id === '11:00')).toEqual({
      id: '11:00',
      time: '11:00 AM',
      available: false,
      current: true,
    })
    expect(response.json().slots.find((slot: { id: string }) => slot.id === '13:00')).toMatchObject({ available: true, current: false })
  })

  it('refuses a bad date, a weekend and an unknown booking', async () => {
    const { id } = await bookCall(futureWeekday())
    expect((await asStaff('GET', `/api/admin/bookings/${id}/slots?date=tomorrow`)).statusCode).toBe(400)
    const saturday = new Date(`${futureWeekday()}T00:00:00Z`)
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1)
    const weekend = await asStaff('GET', `/api/admin/bookings/${id}/slots?date=${saturday.toISOString().slice(0, 10)}`)
    expect(weekend.statusCode).toBe(400)
    expect(weekend.json().message).toBe('Weekends cannot be selected')
    const unknown = await asStaff('GET', `/api/admin/bookings/00000000-0000-4000-8000-000000000000/slots?date=${futureWeekday()}`)
    expect(unknown.statusCode).toBe(404)
    expect((await asStaff('GET', `/api/admin/bookings/not-an-id/slots?date=${futureWeekday()}`)).statusCode).toBe(400)
  })
})

describe('POST /api/admin/bookings/:id/move', () => {
  it('takes the new slot, frees the old, records who moved it and mails an update of the same event', async () => {
    const from = futureWeekday()
    const to = futureWeekday()
    const { id, leadId } = await bookCall(from, '10:00')
    const original = await inviteOf(`demo-booking:${id}`)
    expect(original.sequence).toBe(0)
    const response = await asStaff('POST', `/api/admin/bookings/${id}/move`, { date: to, slot: '14:00' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ id, date: to, slot: '14:00', time: '2:00 PM', sequence: 1, lead_id: leadId })
    expect((await publicSlots(from))['10:00']).toBe(true)
    expect((await publicSlots(to))['14:00']).toBe(false)

    const [activity] = await app.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.lead_id, leadId), eq(leadActivity.kind, 'booking_moved')))
    expect(activity).toMatchObject({ actor_id: staff.id })
    expect(activity!.detail).toMatchObject({ booking_id: id, from: { date: from, slot: '10:00' }, to: { date: to, slot: '14:00' } })

    const update = await inviteOf(`demo-booking:${id}:1`)
    expect(update.uid).toBe(original.uid)
    expect(update.sequence).toBe(1)
    expect(update.method).toBe('REQUEST')
    expect(update.status).toBe('CONFIRMED')
    expect(update.start).toBe(
      response
        .json()
        .starts_at.replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
    )
    expect(update.message).toMatchObject({ to: 'ada@example.com', lead_id: leadId })
    expect(update.message.attachments[0]!.contentType).toContain('method=REQUEST')
    expect(update.message.text).toContain('has moved to')

    const again = await asStaff('POST', `/api/admin/bookings/${id}/move`, { date: from, slot: '09:00' })
    expect(again.json().sequence).toBe(2)
    expect((await inviteOf(`demo-booking:${id}:2`)).sequence).toBe(2)
  })

  it('refuses a slot someone holds, and changes nothing', async () => {
    const date = futureWeekday()
    const mine = await bookCall(date, '10:00')
    await bookCall(date, '11:00')
    const response = await asStaff('POST', `/api/admin/bookings/${mine.id}/move`, { date, slot: '11:00' })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(BOOKING_CHANGE_MESSAGES.taken)
    const [booking] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, mine.id))
    expect(booking).toMatchObject({ slot: '10:00', sequence: 0 })
    const moved = await app.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.lead_id, mine.leadId), eq(leadActivity.kind, 'booking_moved')))
    expect(moved).toEqual([])
  })

  it('refuses bad input with field issues', async () => {
    const date = futureWeekday()
    const { id } = await bookCall(date, '10:00')
    const same = await asStaff('POST', `/api/admin/bookings/${id}/move`, { date, slot: '10:00' })
    expect(same.statusCode).toBe(400)
    expect(same.json().message).toBe(BOOKING_CHANGE_MESSAGES.sameSlot)
    const slot = await asStaff('POST', `/api/admin/bookings/${id}/move`, { date, slot: '12:00' })
    expect(slot.statusCode).toBe(400)
    expect(slot.json().issues[0].path).toBe('slot')
    expect((await asStaff('POST', `/api/admin/bookings/${id}/move`, { date: '2020-01-06', slot: '10:00' })).json().message).toBe(
      'Past dates cannot be selected',
    )
    expect((await asStaff('POST', `/api/admin/bookings/${id}/move`, { date: '2030-02-30', slot: '10:00' })).statusCode).toBe(400)
    expect((await asStaff('POST', `/api/admin/bookings/${id}/move`, { date, slot: '11:00', extra: 1 })).statusCode).toBe(400)
    expect((await asStaff('POST', `/api/admin/bookings/${id}/move`, {})).statusCode).toBe(400)
    expect(
      (await asStaff('POST', `/api/admin/bookings/00000000-0000-4000-8000-000000000000/move`, { date, slot: '11:00' })).statusCode,
    ).toBe(404)
  })
})

describe('POST /api/admin/bookings/:id/cancel', () => {
  it('frees the slot, records the reason and mails a cancellation of the same event', async () => {
    const date = futureWeekday()
    const { id, leadId } = await bookCall(date, '13:00')
    const original = await inviteOf(`demo-booking:${id}`)
    const response = await asStaff('POST', `/api/admin/bookings/${id}/cancel`, { reason: 'Asked by e-mail' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ id, sequence: 1 })
    expect(response.json().cancelled_at).not.toBeNull()
    expect((await publicSlots(date))['13:00']).toBe(true)

    const [activity] = await app.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.lead_id, leadId), eq(leadActivity.kind, 'booking_cancelled')))
    expect(activity).toMatchObject({ actor_id: staff.id })
    expect(activity!.detail).toMatchObject({ booking_id: id, date, slot: '13:00', reason: 'Asked by e-mail' })

    const cancellation = await inviteOf(`demo-booking:${id}:1`)
    expect(cancellation.uid).toBe(original.uid)
    expect(cancellation.sequence).toBeGreaterThan(original.sequence)
    expect(cancellation.method).toBe('CANCEL')
    expect(cancellation.status).toBe('CANCELLED')
    expect(cancellation.message.attachments[0]!.contentType).toContain('method=CANCEL')
    expect(cancellation.message).toMatchObject({ lead_id: leadId })
    expect(cancellation.message.text).not.toContain('Asked by e-mail')

    // The slot can be booked again by a visitor.
    await bookCall(date, '13:00')
  })

  it('answers 409 to a second cancellation and to moving a cancelled call', async () => {
    const date = futureWeekday()
    const { id } = await bookCall(date, '16:00')
    expect((await asStaff('POST', `/api/admin/bookings/${id}/cancel`, {})).statusCode).toBe(200)
    const twice = await asStaff('POST', `/api/admin/bookings/${id}/cancel`, {})
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(BOOKING_CHANGE_MESSAGES.cancelled)
    expect((await asStaff('POST', `/api/admin/bookings/${id}/move`, { date, slot: '09:00' })).statusCode).toBe(409)
    const [booking] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, id))
    expect(booking!.sequence).toBe(1)
  })

  it('refuses a reason that is too long and an unknown call', async () => {
    const { id } = await bookCall(futureWeekday())
    const long = await asStaff('POST', `/api/admin/bookings/${id}/cancel`, { reason: 'x'.repeat(CANCEL_REASON_MAX + 1) })
    expect(long.statusCode).toBe(400)
    expect(long.json().issues[0].path).toBe('reason')
    expect((await asStaff('POST', `/api/admin/bookings/00000000-0000-4000-8000-000000000000/cancel`, {})).statusCode).toBe(404)
    const [booking] = await app.db.select().from(demoBookings).where(eq(demoBookings.id, id))
    expect(booking!.cancelled_at).toBeNull()
  })
})
