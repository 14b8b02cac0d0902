import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEDULING_MESSAGES } from '@/shared/schemas/demo-booking'
import { buildApp } from '@/server/app'
import type { Database } from '@/server/platform/db/client'
import { loadTestConfig, openTestDatabase } from '@/server/test/test-app'
import { nextIp, requestJson } from '@/server/test/http'

// The slot rules read this clock (docs/decisions/087); each test sets it, so nothing depends on today's date.
let clock = new Date()
let app: FastifyInstance
let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildApp({ config: loadTestConfig(), database, logger: false, now: () => clock })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

async function availableSlots(date: string, timeZone: string): Promise<string[]> {
  const response = await requestJson(app, { url: `/api/demo/slots?date=${date}&time_zone=${timeZone}` })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json().slots).toHaveLength(7)
  return response
    .json()
    .slots.filter((slot: { available: boolean }) => slot.available)
    .map((slot: { id: string }) => slot.id)
}

const book = (date: string, slot: string, timeZone: string) =>
  requestJson(app, {
    method: 'POST',
    url: '/api/demo/bookings',
    ip: nextIp(),
    body: { date, slot, time_zone: timeZone, contact_email: 'ada@example.com', investment_percentage: 40 },
  })

async function expectRefused(date: string, slot: string, timeZone: string) {
  const response = await book(date, slot, timeZone)
  expect(response.statusCode, response.body).toBe(400)
  expect(response.json().message).toContain(SCHEDULING_MESSAGES.tooSoon)
  expect(response.json().issues).toEqual([{ path: 'slot', message: SCHEDULING_MESSAGES.tooSoon }])
}

// 2030-01-07 is a Monday.
describe('a slot that started, or starts within the hour, is neither offered nor bookable', () => {
  it('in UTC: earlier slots of today and the one starting in 30 minutes are out, later ones are in', async () => {
    clock = new Date('2030-01-07T12:30:00Z')
    expect(await availableSlots('2030-01-07', 'UTC')).toEqual(['14:00', '15:00', '16:00'])
    await expectRefused('2030-01-07', '09:00', 'UTC')
    await expectRefused('2030-01-07', '13:00', 'UTC')
    expect((await book('2030-01-07', '14:00', 'UTC')).statusCode).toBe(201)
  })

  it('offers a slot exactly an hour ahead, and not a second later', async () => {
    clock = new Date('2030-01-07T14:00:00Z')
    expect(await availableSlots('2030-01-07', 'UTC')).toEqual(['15:00', '16:00'])
    clock = new Date('2030-01-07T14:00:01Z')
    expect(await availableSlots('2030-01-07', 'UTC')).toEqual(['16:00'])
    await expectRefused('2030-01-07', '15:00', 'UTC')
  })

  it('in the evening of Los Angeles, when UTC is already the next day, all of its today is gone', async () => {
    clock = new Date('2030-01-08T01:30:00Z') // Monday 17:30 in Los Angeles
    expect(await availableSlots('2030-01-07', 'America/Los_Angeles')).toEqual([])
    await expectRefused('2030-01-07', '16:00', 'America/Los_Angeles')
    expect(await availableSlots('2030-01-08', 'America/Los_Angeles')).toHaveLength(7)
  })

  it('in the afternoon of Auckland, when UTC is still the day before, its slots follow its own clock', async () => {
    clock = new Date('2030-01-08T01:30:00Z') // Tuesday 14:30 in Auckland (UTC+13)
    expect(await availableSlots('2030-01-08', 'Pacific/Auckland')).toEqual(['16:00'])
    await expectRefused('2030-01-08', '15:00', 'Pacific/Auckland')
    await expectRefused('2030-01-08', '09:00', 'Pacific/Auckland')
    const booked = await book('2030-01-08', '16:00', 'Pacific/Auckland')
    expect(booked.statusCode, booked.body).toBe(201)
    expect(booked.json().starts_at).toBe('2030-01-08T03:00:00.000Z')
  })
})
