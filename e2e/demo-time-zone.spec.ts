import type { Page, Response } from '@playwright/test'
import { addDays, format, isWeekend, startOfToday } from 'date-fns'
import { expect, test } from './support/fixtures'

// Slots are wall-clock times in the visitor's zone, and the page names it (docs/decisions/087).
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** A weekday 70 to 94 days ahead: a range of days the other demo specs do not book in. */
function randomWeekday(): Date {
  let day = addDays(startOfToday(), 70 + Math.floor(Math.random() * 24))
  while (isWeekend(day)) day = addDays(day, 1)
  return day
}

async function openScheduling(page: Page) {
  await page.goto('/demo')
  await page.getByLabel('Work email *').fill(`zone-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`)
  await page.getByLabel('Full name *').fill('Ada Lovelace')
  await page.getByLabel('Job title *').fill('Founder')
  await page.getByLabel('Company name *').fill('Analytical Engines')
  await page.getByLabel('Industry *').fill('Manufacturing')
  await button(page, 'Continue').click()
  await page.getByLabel('Sales', { exact: true }).check()
  await page.getByLabel('Current workflow and tasks *').fill('We copy orders from e-mail into our CRM by hand every day.')
  await page.getByLabel('Workflow & Task Automation').check()
  await button(page, 'Continue').click()
  await page.getByLabel('HubSpot').check()
  await button(page, 'Continue').click()
  await page.getByLabel('Annual revenue *').selectOption('$1M - $3M')
  await page.getByLabel('Automation investment *').selectOption('$5K - $15K')
  await page.getByLabel('Ongoing partnership').check()
  await page.getByLabel('Preferred timeline *').fill('Within 3 months')
  await button(page, 'Continue').click()
  await page.getByLabel('Comprehensive Setup & Training').check()
  await button(page, 'Complete Assessment').click()
  await button(page, 'Schedule Deployment').click()
}

async function pickDate(page: Page, day: Date) {
  const caption = format(day, 'MMMM yyyy')
  for (let i = 0; i < 5 && !(await page.getByText(caption, { exact: true }).isVisible()); i += 1) {
    await page.getByRole('button', { name: /next month/i }).click()
  }
  const slots = page.waitForResponse((response) => response.url().includes(`/api/demo/slots?date=${format(day, 'yyyy-MM-dd')}`))
  await page.getByRole('button', { name: new RegExp(format(day, 'EEEE, MMMM d, yyyy')) }).click()
  return slots
}

for (const { timeZone, names } of [
  { timeZone: 'Europe/Berlin', names: /^Times in Europe\/Berlin \((CET|CEST)\)$/ },
  { timeZone: 'Pacific/Auckland', names: /^Times in Pacific\/Auckland \((GMT\+12|GMT\+13|NZST|NZDT)\)$/ },
]) {
  test.describe(`a visitor in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone })

    test('sees the zone named, and books the local time it shows', async ({ page, expectAccessible }) => {
      test.slow()
      await openScheduling(page)
      await expect(page.getByText(/^Times in /)).toHaveText(names)

      const day = randomWeekday()
      const slotsResponse = await pickDate(page, day)
      expect(slotsResponse.url()).toContain(`time_zone=${encodeURIComponent(timeZone)}`)
      await expect(page.getByText(/^Times in /)).toHaveText(names)
      // Tests in parallel may pick the same day: a time someone just took is answered 409, and the visitor picks another.
      const times = page.getByRole('group', { name: 'Available times' }).getByRole('button', { disabled: false })
      let shown = ''
      let booked: Response | undefined
      for (let attempt = 0; attempt < 5 && (!booked || booked.status() === 409); attempt += 1) {
        if (booked) await expect(page.getByRole('alert')).toHaveText(/just booked by someone else/)
        const slot = times.nth(attempt)
        shown = (await slot.textContent())!.trim()
        await slot.click()
        if (attempt === 0) await expectAccessible()
        const answer = page.waitForResponse((response) => response.url().endsWith('/api/demo/bookings'))
        await button(page, 'Book Now').click()
        booked = await answer
      }
      expect(booked!.ok(), await booked!.text()).toBe(true)
      const booking = await booked!.json()
      // The instant the server booked is the shown time on that day, on the visitor's clock.
      const local = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(booking.starts_at))
      const localDay = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(booking.starts_at))
      expect(local).toBe(shown)
      expect(localDay).toBe(format(day, 'yyyy-MM-dd'))
      await expect(page.getByText(`at ${shown}, ${timeZone} (`)).toBeVisible()
    })
  })
}
