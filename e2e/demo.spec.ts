import type { Page } from '@playwright/test'
import { addDays, format, isWeekend, startOfToday, subDays } from 'date-fns'
import { ASSESSMENT_MESSAGES } from '../src/shared/schemas/demo-assessment'
import { SCHEDULING_MESSAGES } from '../src/shared/schemas/demo-booking'
import { expect, test } from './support/fixtures'

const email = () => `demo-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
/** The values (and basis line) under a figure's exact label, in every card that shows it. */
const figure = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd')

// The two tests that book run in parallel, each in its own range of days: on a shared day one could take the slot
// the other is about to book. Random within the range, so reruns on one database rarely meet either.
const JOURNEY_DAYS = { from: 14, span: 24 }
const TAKEN_SLOT_DAYS = { from: 40, span: 24 }

/** A weekday `from` to `from + span` days ahead (pushed past a weekend). */
function randomWeekday({ from, span }: { from: number; span: number }): Date {
  let day = addDays(startOfToday(), from + Math.floor(Math.random() * span))
  while (isWeekend(day)) day = addDays(day, 1)
  return day
}

async function showMonthOf(page: Page, day: Date) {
  const caption = format(day, 'MMMM yyyy')
  for (let i = 0; i < 4 && !(await page.getByText(caption, { exact: true }).isVisible()); i += 1) {
    await page.getByRole('button', { name: /next month/i }).click()
  }
}

async function pickDate(page: Page, day: Date) {
  await showMonthOf(page, day)
  const slots = page.waitForResponse((response) => response.url().includes(`/api/demo/slots?date=${format(day, 'yyyy-MM-dd')}`))
  await page.getByRole('button', { name: new RegExp(format(day, 'EEEE, MMMM d, yyyy')) }).click()
  await slots
}

async function fillAssessment(page: Page, contactEmail: string) {
  await page.getByLabel('Work email *').fill(contactEmail)
  await page.getByLabel('Full name *').fill('Ada Lovelace')
  await page.getByLabel('Job title *').fill('Founder')
  await page.getByLabel('Company name *').fill('Analytical Engines')
  await page.getByLabel('Industry *').fill('Manufacturing')
  await button(page, 'Continue').click()
  await page.getByLabel('Sales', { exact: true }).check()
  await page.getByLabel('Operations').check()
  await page.getByLabel('Current workflow and tasks *').fill('We copy orders from e-mail into our CRM by hand every day.')
  await page.getByLabel('Workflow & Task Automation').check()
  await button(page, 'Continue').click()
  await page.getByLabel('HubSpot').check()
  await page.getByLabel('Zapier').check()
  const hours = page.getByRole('slider', { name: 'Hours spent on repetitive tasks weekly' })
  await expect(hours).toHaveAttribute('aria-valuenow', '10')
  await hours.focus()
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight')
  await expect(hours).toHaveAttribute('aria-valuenow', '20')
  await expect(page.getByRole('slider', { name: 'Average hourly cost of that work' })).toHaveAttribute('aria-valuenow', '35')
  await button(page, 'Continue').click()
  await page.getByLabel('Annual revenue *').selectOption('$1M - $3M')
  await page.getByLabel('Automation investment *').selectOption('$5K - $15K')
  await page.getByLabel('Ongoing partnership').check()
  await page.getByLabel('Preferred timeline *').fill('Within 3 months')
  await button(page, 'Continue').click()
  await page.getByLabel('Comprehensive Setup & Training').check()
}

test.describe('demo flow (docs/product.md#demo-flow)', () => {
  test('validates each section with the messages of docs/product.md#demo-validation', async ({ page, expectAccessible }) => {
    await page.goto('/demo')
    await expect(page.getByText('Section 1 of 5')).toBeVisible()
    await expect(page.getByTestId('step-percentage')).toHaveText('0%')
    await expect(button(page, 'Previous')).toBeDisabled()
    await expect(button(page, 'Continue')).toBeDisabled()
    await page.getByLabel('Work email *').fill('not-an-email')
    await page.getByLabel('Full name *').fill('A')
    await page.getByLabel('Job title *').fill('B')
    await page.getByLabel('Company name *').fill('C')
    await expect(button(page, 'Continue')).toBeDisabled()
    await page.getByLabel('Industry *').fill('D')
    await button(page, 'Continue').click()
    for (const field of ['contact_email', 'contact_name', 'contact_title', 'company_name', 'company_industry'] as const) {
      await expect(page.getByText(ASSESSMENT_MESSAGES[field])).toBeVisible()
    }
    await expect(page.getByLabel('Work email *')).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible()
    await page.getByLabel('Work email *').fill('ada@example.com')
    await expect(page.getByText(ASSESSMENT_MESSAGES.contact_email)).toBeHidden()
    await page.getByLabel('Full name *').fill('Ada')
    await page.getByLabel('Job title *').fill('CEO')
    await page.getByLabel('Company name *').fill('Engines')
    await page.getByLabel('Industry *').fill('Manufacturing')
    await button(page, 'Continue').click()

    await expect(page.getByText('Section 2 of 5')).toBeVisible()
    await page.getByLabel('HR').check()
    await page.getByLabel('Custom Solutions').check()
    await page.getByLabel('Current workflow and tasks *').fill('Too short')
    await button(page, 'Continue').click()
    await expect(page.getByText(ASSESSMENT_MESSAGES.workflow_and_tasks)).toBeVisible()
    await page.getByLabel('Current workflow and tasks *').fill('Invoices are typed in by hand every week.')
    await button(page, 'Continue').click()

    await expect(page.getByText('Section 3 of 5')).toBeVisible()
    await expect(button(page, 'Continue')).toBeDisabled()
    await page.getByLabel('Slack').check()
    await button(page, 'Continue').click()

    await expect(page.getByText('Section 4 of 5')).toBeVisible()
    await page.getByLabel('Annual revenue *').selectOption('Under $100K')
    await page.getByLabel('Automation investment *').selectOption("Let's discuss")
    await page.getByLabel('One-off project').check()
    await page.getByLabel('Preferred timeline *').fill('   ')
    await button(page, 'Continue').click()
    await expect(page.getByText(ASSESSMENT_MESSAGES.preferred_timeline)).toBeVisible()
    await button(page, 'Previous').click()
    await expect(page.getByText('Section 3 of 5')).toBeVisible()
    await expect(page.getByLabel('Slack')).toBeChecked()
  })

  test('the whole journey: assessment, impact report, booking, confirmation and e-mail', async ({ page, expectAccessible }) => {
    test.setTimeout(120_000)
    const contactEmail = email()
    await page.goto('/demo')
    await fillAssessment(page, contactEmail)
    await expectAccessible()
    // Hold the lead's answer until Processing... has been seen, so a loaded machine cannot skip past it.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/demo/assessments', async (route) => {
      await released
      await route.continue()
    })
    await button(page, 'Complete Assessment').click()
    await expect(button(page, 'Processing...')).toBeDisabled()
    release()

    // 20 h a week at $35: $3,031 a month (4.33 weeks), $1,212 saved at 40%, 35 hours recovered.
    await expect(page.getByRole('heading', { name: 'Business Impact Assessment' })).toBeVisible()
    await expect(page.getByTestId('step-percentage')).toHaveText('80%')
    await expect(page.getByTestId('monthly-cost')).toHaveText('$3,031')
    await expect(page.getByTestId('monthly-savings')).toHaveText('$1,212')
    await expect(page.getByTestId('hours-recovered')).toHaveText('35')
    await expect(page.getByTestId('investment-amount')).toHaveText('$485')
    await expect(page.getByTestId('investment-tier')).toHaveText('Premium')
    // Sales +10, Operations +8, HubSpot +5 (sales and content), Zapier +5 (workflow).
    await expect(page.getByTestId('agent').getByRole('heading')).toHaveText([
      'Sales Assistant Agent',
      'Workflow Automator Agent',
      'Content Creator Agent',
      'Customer Support Agent',
    ])
    // One monthly savings figure on the page; 'Annual ROI' is a percentage, the multiple has its own name (docs/decisions/089).
    await expect(page.getByTestId('estimated-roi')).toContainText('$1,212')
    await expect(page.getByText('$1,213')).toHaveCount(0)
    await expect(figure(page, 'Monthly savings')).toHaveText(['$1,212'])
    await expect(figure(page, 'Yearly savings')).toHaveText(['$14,544'])
    await expect(figure(page, 'Annual ROI')).toHaveText(['150%', 'Yearly savings minus yearly cost, over yearly cost'])
    await expect(figure(page, 'Return multiple')).toHaveText(['30x', 'Annual savings ÷ monthly investment'])
    await expect(page.getByText('Annual ROI projection')).toHaveCount(0)
    const investment = page.getByRole('slider', { name: 'Investment (% of monthly savings)' })
    await investment.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(investment).toHaveAttribute('aria-valuenow', '60')
    await expect(page.getByTestId('investment-tier')).toHaveText('Enterprise')
    await expect(page.getByTestId('step-percentage')).toHaveText('100%')
    await expectAccessible()

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('agentworks.onboarding.form') ?? 'null'))
    expect(stored.onboarding).toMatchObject({
      contact_email: contactEmail,
      business_type: 'Manufacturing',
      specific_tools: 'HubSpot, Zapier',
      top_priorities: ['Sales', 'Operations'],
      current_automations: 'None',
    })
    expect(stored.payment.investmentPercentage).toBe(60)

    await button(page, 'Back').click()
    await expect(page.getByLabel('Work email *')).toHaveValue(contactEmail)
    for (const section of [2, 3, 4, 5]) {
      await button(page, 'Continue').click()
      await expect(page.getByText(`Section ${section} of 5`)).toBeVisible()
    }
    await button(page, 'Complete Assessment').click()
    await button(page, 'Schedule Deployment').click()

    await expect(page.getByRole('tab', { name: 'Confirmation' })).toBeDisabled()
    await expect(button(page, 'Book Now')).toBeDisabled()
    const day = randomWeekday(JOURNEY_DAYS)
    await pickDate(page, day)
    await expect(page.getByRole('group', { name: 'Available times' }).getByRole('button')).toHaveCount(7)
    await expect(button(page, 'Book Now')).toBeDisabled()
    const slot = page.getByRole('group', { name: 'Available times' }).getByRole('button', { disabled: false }).first()
    const slotTime = await slot.textContent()
    await slot.click()
    await expectAccessible()
    await button(page, 'Book Now').click()

    await expect(page.getByRole('tab', { name: 'Confirmation', selected: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your onboarding call is booked' })).toBeVisible()
    await expect(page.getByTestId('confirmation-figures')).toContainText('20')
    await expect(page.getByTestId('confirmation-figures')).toContainText('$1,212')
    await expect(page.getByTestId('confirmation-figures')).toContainText('Enterprise')
    await expect(page.getByText('within 24 hours')).toBeVisible()
    await expect(page.getByText('within 48 hours')).toBeVisible()
    await expect(page.getByText('bi-weekly check-ins')).toBeVisible()
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expectAccessible()

    type Mail = { to: string; subject: string; text: string; attachments: { filename: string; contentType: string; content: string }[] }
    let mail: Mail | undefined
    await expect(async () => {
      const list = (await (await page.request.get('/api/dev/mailbox')).json()) as Mail[]
      mail = list.find((message) => message.to === contactEmail)
      expect(mail).toBeDefined()
    }).toPass({ timeout: 15_000 })
    expect(mail!.subject).toContain(slotTime!.trim())
    expect(mail!.text).toContain('20 hours of repetitive work weekly, estimated monthly savings of $1,212')
    expect(mail!.text).toContain('Investment tier: Enterprise')
    const invite = mail!.attachments.find((file) => file.filename.endsWith('.ics'))
    expect(invite?.contentType).toContain('text/calendar')
    expect(invite?.content).toContain('BEGIN:VEVENT')
    expect(invite?.content).toContain(`DTSTART:${format(day, 'yyyyMMdd')}T`)
  })

  test('refuses weekends and past dates, and offers the other slots when one is taken meanwhile', async ({ page, expectAccessible }) => {
    await page.goto('/demo')
    await fillAssessment(page, email())
    await button(page, 'Complete Assessment').click()
    await button(page, 'Schedule Deployment').click()
    await expect(page.getByTestId('step-percentage')).toHaveText('100%')

    const yesterday = subDays(startOfToday(), 1)
    const yesterdayButton = page.getByRole('button', { name: new RegExp(format(yesterday, 'EEEE, MMMM d, yyyy')) })
    if (await yesterdayButton.count()) await expect(yesterdayButton).toBeDisabled()
    await expect(page.getByRole('button', { name: /previous month/i })).toBeDisabled()
    const day = randomWeekday(TAKEN_SLOT_DAYS)
    await showMonthOf(page, day)
    const weekends = await page
      .getByRole('grid')
      .getByRole('button', { name: /^(Saturday|Sunday)/ })
      .all()
    expect(weekends.length).toBeGreaterThanOrEqual(8)
    for (const weekend of weekends) {
      await expect(weekend).toBeDisabled()
    }
    const date = format(day, 'yyyy-MM-dd')
    expect((await page.request.get(`/api/demo/slots?date=${format(addDays(day, 6 - day.getDay()), 'yyyy-MM-dd')}`)).status()).toBe(400)

    await pickDate(page, day)
    const times = page.getByRole('group', { name: 'Available times' })
    const free = times.getByRole('button', { disabled: false })
    const chosen = (await free.last().textContent())!.trim()
    const chosenId = {
      '9:00 AM': '09:00',
      '10:00 AM': '10:00',
      '11:00 AM': '11:00',
      '1:00 PM': '13:00',
      '2:00 PM': '14:00',
      '3:00 PM': '15:00',
      '4:00 PM': '16:00',
    }[chosen]
    await free.last().click()
    // Someone else takes the same slot first.
    const other = await page.request.post('/api/demo/bookings', {
      data: { date, slot: chosenId, time_zone: 'UTC', contact_email: email(), investment_percentage: 40 },
    })
    expect(other.status()).toBe(201)
    await button(page, 'Book Now').click()
    await expect(page.getByRole('alert').filter({ hasText: SCHEDULING_MESSAGES.taken })).toBeVisible()
    await expect(times.getByRole('button', { name: chosen })).toBeDisabled()
    await expect(button(page, 'Book Now')).toBeDisabled()
    await expect(page.getByRole('tab', { name: 'Confirmation' })).toBeDisabled()
    await expectAccessible()
    await times.getByRole('button', { disabled: false }).first().click()
    await button(page, 'Book Now').click()
    await expect(page.getByRole('heading', { name: 'Your onboarding call is booked' })).toBeVisible()
  })

  test('Exit Demo goes home', async ({ page }) => {
    await page.goto('/demo')
    await page.getByRole('link', { name: 'Exit Demo' }).click()
    await expect(page).toHaveURL('/')
  })
})
