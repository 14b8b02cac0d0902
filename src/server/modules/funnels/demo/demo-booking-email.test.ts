import { describe, expect, it } from 'vitest'
import { expectBrandedEmail } from '@/server/platform/mail/templates/expect-email'
import { createBookingEmail } from './demo-booking-email'
import { isWeekend, todayIn, zonedTimeToUtc } from './zoned-time'

const input = {
  bookingId: 'b1',
  startsAt: zonedTimeToUtc('2030-01-15', 9, 'America/New_York'),
  timeZone: 'America/New_York',
  contactEmail: 'ada@example.com',
  contactName: 'Ada <script>',
  companyName: 'Analytical Engines',
  hoursWeekly: 10,
  hourlyCost: 35,
  investmentPercentage: 40,
  productName: 'AgentWorks',
  supportEmail: 'support@agentworks.example',
  publicUrl: 'http://localhost:3000',
}

describe('createBookingEmail', () => {
  const email = createBookingEmail(input)
  it('states the visitor figures, tier and the promises of docs/product.md#scheduling-confirmation', () => {
    expect(email.to).toBe('ada@example.com')
    expect(email.subject).toContain('Tuesday, January 15, 2030 at 9:00 AM (America/New_York)')
    expect(email.text).toContain('10 hours of repetitive work weekly, estimated monthly savings of $606')
    expect(email.text).toContain('Investment tier: Premium (40% of monthly savings)')
    expect(email.text).toContain('within 24 hours')
    expect(email.text).toContain('within 48 hours')
    expect(email.text).toContain('bi-weekly check-ins')
    expect(email.text).toContain('support@agentworks.example')
    expect(email.html).toContain('Ada &lt;script&gt;')
  })
  it('is the product layout, with a button to write to support', () => {
    expectBrandedEmail(email, {
      productName: 'AgentWorks',
      buttons: [{ href: 'mailto:support@agentworks.example', label: 'Write to us' }],
      userText: ['Ada <script>'],
    })
  })
  it('attaches an invite at the right UTC instant', () => {
    const [invite] = email.attachments
    expect(invite!.filename).toBe('onboarding-call.ics')
    expect(invite!.contentType).toContain('text/calendar')
    // RFC 5545 folds long lines; unfold before reading.
    const content = invite!.content.replace(/\r?\n[ \t]/g, '')
    expect(content).toContain('BEGIN:VEVENT')
    expect(content).toContain('DTSTART:20300115T140000Z')
    expect(content).toContain('METHOD:REQUEST')
    expect(content).toContain('mailto:ada@example.com')
  })
  it('fails with an Error that says why when the invite cannot be made, so the log tells the cause', () => {
    expect(() => createBookingEmail({ ...input, publicUrl: 'not a url' })).toThrowError(
      expect.objectContaining({ name: 'Error', message: expect.stringMatching(/^Could not create the calendar invite: url must match/) }),
    )
  })
})

describe('zoned time', () => {
  it('converts wall clock times across daylight saving time', () => {
    expect(zonedTimeToUtc('2030-07-15', 9, 'Europe/Berlin').toISOString()).toBe('2030-07-15T07:00:00.000Z')
    expect(zonedTimeToUtc('2030-01-15', 9, 'Europe/Berlin').toISOString()).toBe('2030-01-15T08:00:00.000Z')
    expect(zonedTimeToUtc('2030-01-15', 16, 'UTC').toISOString()).toBe('2030-01-15T16:00:00.000Z')
  })
  it('reads today in a zone and weekends', () => {
    const now = new Date('2030-01-15T23:30:00Z')
    expect(todayIn('UTC', now)).toBe('2030-01-15')
    expect(todayIn('Asia/Tokyo', now)).toBe('2030-01-16')
    expect(todayIn('America/Los_Angeles', now)).toBe('2030-01-15')
    expect(isWeekend('2030-01-19')).toBe(true)
    expect(isWeekend('2030-01-20')).toBe(true)
    expect(isWeekend('2030-01-21')).toBe(false)
  })
})
