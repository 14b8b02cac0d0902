import type { Page } from '@playwright/test'
import { expect, newAccount, test } from './support/fixtures'

// The onboarding questionnaire (docs/product.md#onboarding: the page, the wizard, stored form state, submission).

// Long forms, many page loads and axe scans per test: more room than the default 45 s on busy CI hosts.
test.describe.configure({ timeout: 120_000 })

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 7`)).toBeVisible()
  await expect(page.getByText(`${Math.round((step / 7) * 100)}% complete`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
}

async function fillBusinessProfile(page: Page) {
  await page.getByLabel('Company name').fill('Acme Bakery')
  await page.getByLabel('Company website').fill('acme-bakery.example')
  await page.getByLabel('Company website').blur()
  await expect(page.getByLabel('Company website')).toHaveValue('https://acme-bakery.example')
  await page.getByLabel('Industry').selectOption({ label: 'Retail & e-commerce' })
  await page.getByLabel('Contact name').fill('Ann Baker')
  await page.getByLabel('Contact title').fill('Owner')
  await page.getByLabel('Contact email').fill('ann@acme-bakery.example')
  await page.getByLabel('Contact phone').fill('+1 555 0100')
  await page.getByRole('switch', { name: 'Allow Device Analytics' }).click()
  await page.getByRole('radio', { name: '5-8 hours' }).check()
  await page.getByLabel('1.2 How many new leads').fill('40')
  await page.getByRole('radio', { name: '51-75%' }).check()
  await page.getByLabel('1.4 Describe your follow-up process').fill('We reply to DMs in the evening.')
  await expect(page.getByLabel('Which CRM do you use?')).toHaveCount(0)
  await page.getByRole('switch', { name: '1.5 Do you have a CRM in place?' }).click()
  await page.getByLabel('Which CRM do you use?').fill('HubSpot')
  await page.getByLabel('1.6 How do you qualify leads?').fill('Budget and timing.')
  await page.getByLabel('2.1 How many inquiries').fill('60')
  await page.getByLabel('2.2 What is your conversion rate?').fill('15%')
  await page.getByLabel('2.3 How long from first contact').fill('2 weeks')
  await page.getByLabel('2.4 How do you prioritise follow-up?').fill('Biggest orders first.')
  await page.getByLabel('3.1 What are your biggest challenges?').fill('Slow replies at weekends.')
  await page.getByLabel('3.2 What does success look like in 3 months?').fill('Every lead answered within an hour.')
}

test('a signed-in owner completes all 7 steps, with a reload in the middle, and submits', async ({ page, signIn, expectAccessible }) => {
  // Eight axe scans of long forms take a while.
  test.setTimeout(180_000)
  await signIn()
  await page.goto('/onboarding?step=welcome')
  await expectStep(page, 1, 'Business Profile')
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0)
  await expectAccessible()
  await fillBusinessProfile(page)

  await page.getByRole('button', { name: 'Next Step' }).click()
  await expectStep(page, 2, 'Process Overview')
  await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.getByRole('checkbox', { name: 'Sales' }).check()
  await page.getByRole('checkbox', { name: 'Customer service' }).check()
  await page.getByLabel('Workflow breakdown').fill('Quotes, invoices and DMs.')
  await page.getByLabel('Current pain points').fill('Invoices go out late.')
  // The step 1 sections are appended here with the same answers.
  await expect(page.getByLabel('Which CRM do you use?')).toHaveValue('HubSpot')
  await expectAccessible()

  await page.getByRole('button', { name: 'Next Step' }).click()
  await expectStep(page, 3, 'Current Technology Stack')
  await page.getByRole('checkbox', { name: 'CRM' }).check()
  await page.getByRole('checkbox', { name: 'Accounting' }).check()
  await page.getByLabel('Specific tool names').fill('HubSpot, QuickBooks')
  await page.getByLabel('Current automations').fill('None')
  await page.getByLabel('Tool redundancies').fill('Two calendars')
  await expectAccessible()

  // A reload keeps every answer and the step.
  await page.reload()
  await expectStep(page, 3, 'Current Technology Stack')
  await expect(page.getByRole('checkbox', { name: 'Accounting' })).toBeChecked()
  await expect(page.getByLabel('Specific tool names')).toHaveValue('HubSpot, QuickBooks')
  await page.getByRole('tab', { name: 'Business Profile' }).click()
  await expect(page.getByLabel('Company name')).toHaveValue('Acme Bakery')
  await expect(page.getByRole('switch', { name: 'Allow Device Analytics' })).toBeChecked()
  await expect(page.getByRole('radio', { name: '5-8 hours' })).toBeChecked()
  await page.getByRole('tab', { name: 'Goals & ROI' }).click()

  await expectStep(page, 4, 'Goals & ROI')
  await page.getByLabel('Primary success metric').selectOption({ label: 'Time savings' })
  await page.getByRole('checkbox', { name: 'Convert more leads' }).check()
  const hours = page.getByLabel('Expected time savings (hours per week)')
  await hours.fill('500')
  await expect(hours).toHaveValue('168')
  await hours.fill('-4')
  await expect(hours).toHaveValue('0')
  await hours.fill('12')
  await page.getByLabel('Expected ROI timeline').selectOption({ label: 'Within a quarter' })
  await expectAccessible()

  await page.getByRole('button', { name: 'Next Step' }).click()
  await expectStep(page, 5, 'Desired Automations')
  await page.getByRole('checkbox', { name: 'Lead nurturing' }).check()
  await page.getByRole('checkbox', { name: 'Billing & invoicing' }).check()
  await page.getByLabel('Top priority 2').selectOption('lead_nurturing')
  await page.getByLabel('Top priority 1').selectOption('lead_nurturing')
  // The first choice is disabled in the second select, and a clash is cleared.
  await expect(page.getByLabel('Top priority 2')).toHaveValue('')
  await expect(page.getByLabel('Top priority 2').locator('option[value="lead_nurturing"]')).toBeDisabled()
  await page.getByLabel('Top priority 2').selectOption('billing_invoicing')
  await page.getByLabel('Custom automation needs').fill('Order reminders')
  await expectAccessible()

  await page.getByRole('button', { name: 'Next Step' }).click()
  await expectStep(page, 6, 'Budget & Timeline')
  await page.getByLabel('Annual revenue range').selectOption('1m_5m')
  await page.getByLabel('Budget range').selectOption('5k_25k')
  await page.getByRole('radio', { name: 'Ongoing (monthly)' }).check()
  await page.getByLabel('Implementation deadline').selectOption('3_months')
  await page.getByLabel('Key decision factors').fill('Price and ease of use')
  await expectAccessible()

  await page.getByRole('button', { name: 'Next Step' }).click()
  await expectStep(page, 7, 'Support')
  await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'Team training' }).check()
  await page.getByLabel('Support availability expectation').selectOption('business_hours')
  await page.getByLabel('Additional requirements').fill('Invoices in euros')
  await expect(page.getByRole('heading', { name: 'Privacy Controls' })).toBeVisible()
  await page.getByRole('switch', { name: 'Agent data sharing' }).click()
  await expect(page.getByRole('switch', { name: 'Data collection' })).toBeChecked()
  await expectAccessible()

  const submitted = page.waitForRequest('**/api/onboarding/submit')
  await page.getByRole('button', { name: 'Complete & View Results' }).click()
  await expect(page).toHaveURL(/\/deployment-confirmation\?submission=/)
  const body = (await submitted).postDataJSON()
  expect(body.company).toEqual({ name: 'Acme Bakery', website: 'https://acme-bakery.example', industry: 'retail' })
  expect(body.onboarding).toMatchObject({
    has_crm: true,
    crm_name: 'HubSpot',
    time_savings: 12,
    automation_priority_2: 'billing_invoicing',
    budget_type: 'ongoing',
  })
  expect(body.privacy).toEqual({ analyticsConsent: true, dataCollection: true, localProcessing: true, agentDataSharing: false })
  expect(body.metadata).toMatchObject({ form_version: '1.0.1', referral_source: 'direct', user_agent: expect.any(String) })
  expect((await (await page.request.get('/api/user')).json()).onboarding_completed).toBe(true)
  expect((await (await page.request.get('/api/onboarding/progress')).json()).current_step).toBe('agent-recommendations')
  await expectAccessible()
})

test('a new browser session (new tab or new context) discards the stored answers; the same tab keeps them', async ({
  page,
  context,
  browser,
}) => {
  await page.goto('/onboarding?ref=newsletter')
  await page.getByLabel('Company name').fill('Kept Co')
  await page.reload()
  await expect(page.getByLabel('Company name')).toHaveValue('Kept Co')

  const tab = await context.newPage()
  await tab.goto('/onboarding')
  await expect(tab.getByLabel('Company name')).toHaveValue('')
  await tab.close()

  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  await otherPage.goto(page.url())
  await expect(otherPage.getByLabel('Company name')).toHaveValue('')
  await otherContext.close()
})

test('deep links open the step docs/product.md#onboarding-page maps them to and leave the URL clean', async ({ page }) => {
  const cases: [string, number, string][] = [
    ['welcome', 1, 'Business Profile'],
    ['company-profile', 1, 'Business Profile'],
    ['workflow-analysis', 2, 'Process Overview'],
    ['tools-integration', 3, 'Current Technology Stack'],
    ['agent-needs', 5, 'Desired Automations'],
    ['privacy-settings', 6, 'Budget & Timeline'],
    ['agent-recommendations', 7, 'Support'],
    ['deployment', 7, 'Support'],
    ['completed', 7, 'Support'],
  ]
  for (const [step, number, title] of cases) {
    await page.goto(`/onboarding?step=${step}`)
    await expectStep(page, number, title)
  }
  // Moving elsewhere drops the stale `step`, so a reload stays on the step the user chose (4 has no id).
  await page.getByRole('tab', { name: 'Goals & ROI' }).click()
  await expect(page).toHaveURL(/\/onboarding$/)
  await page.reload()
  await expectStep(page, 4, 'Goals & ROI')
})

test('fresh=true resets the answers once, and a reload does not reset again', async ({ page }) => {
  await page.goto('/onboarding')
  await page.getByLabel('Company name').fill('Old answers')
  await page.goto('/onboarding?step=welcome&fresh=true')
  await expect(page.getByLabel('Company name')).toHaveValue('')
  await expect(page).toHaveURL(/\/onboarding\?step=welcome$/)
  await page.getByLabel('Company name').fill('New answers')
  await page.reload()
  await expect(page.getByLabel('Company name')).toHaveValue('New answers')
})

test('a signed-out visitor registers on submit and comes back to step 7 with every answer', async ({ page }) => {
  // The public header (docs/product.md#public-header) links Get Started to /onboarding; the sign-in page carries it.
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Get Started' }).first().click()
  await expect(page).toHaveURL(/\/onboarding$/)
  await page.getByLabel('Company name').fill('Detour Ltd')
  await page.getByLabel('Contact email').fill('owner@detour.example')
  await page.getByRole('tab', { name: 'Support' }).click()
  await page.getByRole('checkbox', { name: 'Initial setup' }).check()
  await page.getByRole('button', { name: 'Complete & View Results' }).click()

  await expect(page).toHaveURL(/\/auth\?tab=register$/)
  const account = newAccount()
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Username').fill(account.username)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(/\/onboarding$/)
  await expectStep(page, 7, 'Support')
  await expect(page.getByText('Welcome back! All your answers are still here.')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Initial setup' })).toBeChecked()
  await page.getByRole('button', { name: 'Complete & View Results' }).click()
  await expect(page).toHaveURL(/\/deployment-confirmation\?submission=/)
  expect((await (await page.request.get('/api/user')).json()).onboarding_completed).toBe(true)
})

test('a failed submit keeps the user on the form with a toast that nothing was lost', async ({ page, signIn }) => {
  await signIn()
  await page.route('**/api/onboarding/submit', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }))
  await page.goto('/onboarding?step=completed')
  await page.getByLabel('Additional requirements').fill('Keep me')
  await page.getByRole('button', { name: 'Complete & View Results' }).click()
  await expect(page.getByText('Submission failed', { exact: true })).toBeVisible()
  await expect(page.getByText(/Internal Server Error\. Nothing was lost/).first()).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding\?step=completed$/)
  await expect(page.getByLabel('Additional requirements')).toHaveValue('Keep me')
})

test('an invalid answer opens its tab instead of submitting', async ({ page, signIn }) => {
  await signIn()
  await page.goto('/onboarding')
  await page.getByLabel('Contact email').fill('not-an-email')
  await page.getByRole('tab', { name: 'Support' }).click()
  await page.getByRole('button', { name: 'Complete & View Results' }).click()
  // The error summary lists the problems; its link opens the field's step (docs/decisions/091).
  await page.getByRole('alert').getByRole('link', { name: 'Please enter a valid email address' }).click()
  await expectStep(page, 1, 'Business Profile')
  await expect(page.getByLabel('Contact email')).toBeFocused()
})

test('Back to Site asks first, then resets the answers and goes home', async ({ page }) => {
  await page.goto('/onboarding')
  await page.getByLabel('Company name').fill('Temporary')
  await page.getByRole('button', { name: 'Back to Site' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel('Company name')).toHaveValue('Temporary')
  await page.getByRole('button', { name: 'Back to Site' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard and leave' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/onboarding')
  await expect(page.getByLabel('Company name')).toHaveValue('')
})

test('the footer has the three link groups, each link leading somewhere real (docs/decisions/086)', async ({ page }) => {
  await page.goto('/onboarding')
  for (const [group, links] of [
    ['Product', ['Features', 'Pricing', 'Documentation']],
    ['Company', ['About', 'Contact']],
    ['Legal', ['Privacy Policy', 'Terms of Service']],
  ] as const) {
    const nav = page.getByRole('navigation', { name: group })
    for (const link of links) await expect(nav.getByRole('link', { name: link })).toBeVisible()
  }
})

test('/get-started sends a visitor to register and a signed-in user to a fresh first step', async ({ page, signIn }) => {
  await page.goto('/get-started')
  await expect(page).toHaveURL(/\/auth\?tab=register$/)

  await signIn()
  await page.goto('/onboarding?step=agent-needs')
  await page.getByLabel('Custom automation needs').fill('Old')
  // The Preparing screen shows for 500 ms: time stands still on it until the test has seen it.
  await page.clock.install()
  await page.clock.pauseAt(new Date(Date.now() + 1000))
  await page.goto('/get-started')
  await expect(page.getByRole('heading', { name: 'Preparing your onboarding experience' })).toBeVisible()
  await page.clock.resume()
  await expectStep(page, 1, 'Business Profile')
  await page.getByRole('tab', { name: 'Automations' }).click()
  await expect(page.getByLabel('Custom automation needs')).toHaveValue('')
})

const HELD_MESSAGE = 'The automation plan goes to ann@acme.example once you confirm your e-mail address.'

// The page needs a submission the server knows (docs/decisions/088); here the server's answer is a held plan.
async function showConfirmationOfHeldPlan(page: Page) {
  const id = '00000000-0000-4000-8000-000000000001'
  await page.route(`**/api/onboarding/submissions/${id}`, (route) =>
    route.fulfill({ json: { id, submitted_at: '2026-12-01T10:00:00.000Z', email: { status: 'held', message: HELD_MESSAGE } } }),
  )
  await page.goto(`/deployment-confirmation?submission=${id}`)
}

test('the confirmation page ticks every 200 ms toward 99% and promises the e-mail', async ({ page, expectAccessible }) => {
  // Time stands still until the test moves it.
  await page.clock.install({ time: new Date('2026-12-01T10:00:00Z') })
  await page.clock.pauseAt(new Date('2026-12-01T10:00:01Z'))
  await showConfirmationOfHeldPlan(page)
  const value = page.getByTestId('confirmation-progress')
  // TanStack Query hands the server's answer over on a timer: move the clock a millisecond at a time until it renders.
  await expect(async () => {
    await page.clock.runFor(1)
    await expect(value).toBeVisible({ timeout: 100 })
  }).toPass()
  await expect(value).toHaveText('0%')
  await page.clock.runFor(200)
  await expect(value).toHaveText('5%')
  await page.clock.runFor(200)
  await expect(value).toHaveText('9%')
  // 63 ticks of 200 ms reach the cap (getNextConfirmationProgress); two minutes later it still reads 99%, and the
  // jump fires each waiting timer once instead of replaying every frame of those two minutes.
  await page.clock.runFor(63 * 200 - 400)
  await expect(value).toHaveText('99%')
  await page.clock.fastForward(120_000)
  // The plan is held, so the last item waits (docs/decisions/088).
  await expect(value).toHaveText('99%')
  await expect(page.getByRole('status').getByText(HELD_MESSAGE)).toBeVisible()
  await expect(page.getByText('An e-mail with your automation plan arrives within 24 hours.')).toBeVisible()
  for (const item of ['A detailed plan', 'Bi-weekly performance reports', 'Agent onboarding guide'])
    await expect(page.getByText(item)).toBeVisible()
  await expect(page.getByText(/dashboard login details/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to site' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  // The way on to the recommendations (docs/product.md#recommendation-view).
  await expect(page.getByRole('link', { name: 'See your recommended agents' })).toHaveAttribute('href', '/agent-recommendations')
  // axe schedules its own timers.
  await page.clock.resume()
  await expectAccessible()
})

test('confetti respects prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await showConfirmationOfHeldPlan(page)
  await expect(page.getByRole('heading', { name: 'What is happening now' })).toBeVisible()
  await expect(page.locator('canvas')).toHaveCount(0)

  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.reload()
  await expect(page.locator('canvas')).toHaveCount(1)
})
