import { buildSubmission } from '../src/shared/formulas/onboarding'
import { createDefaultOnboardingForm } from '../src/shared/formulas/onboarding-defaults'
import { expect, test } from './support/fixtures'
import { PHONE, checkBothWidths } from './support/both-widths'
import { joinInOwnBrowser } from './support/team'

// Settings → Privacy (docs/product.md#privacy-controls, docs/decisions/101-privacy-controls.md): the owner changes a
// control and sees it saved and in the history; a member reads it with the switches disabled; axe at both widths.

/** The questionnaire as the owner submits it, with agent data sharing turned off. */
function questionnaireWithoutSharing() {
  const form = createDefaultOnboardingForm()
  form.company = { name: 'Petra Bakery', website: '', industry: 'retail' }
  form.onboarding.contact_email = 'petra@petra-bakery.example'
  form.privacy.agentDataSharing = false
  return buildSubmission(form, { now: new Date(), startedAt: null, referralSource: 'direct', userAgent: '' })
}

test('the owner turns data collection off, sees it saved and in the history, and a member sees it without changing it', async ({
  page,
  browser,
  signIn,
  expectAccessible,
}, testInfo) => {
  test.slow()
  await signIn({ full_name: 'Petra Owner', company_name: 'Petra Bakery' })
  const submitted = await page.request.post('/api/onboarding/submit', { data: questionnaireWithoutSharing() })
  expect(submitted.status(), await submitted.text()).toBe(201)

  await page.goto('/settings/company')
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Privacy', exact: true }).click()
  await expect(page).toHaveURL(/\/settings\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  const dataCollection = page.getByRole('switch', { name: 'Data collection' })
  await expect(dataCollection).toBeChecked()
  await expect(page.getByRole('switch', { name: 'Agent data sharing' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Allow Device Analytics' })).not.toBeChecked()
  await expect(page.getByText('Agents keep the business data they receive.', { exact: false })).toBeVisible()

  const changes = page.getByRole('list', { name: 'Changes' })
  await expect(changes.getByRole('listitem')).toHaveCount(1)
  await expect(changes.getByRole('listitem').first()).toContainText('Agent data sharing changed from On → to Off')
  await expect(changes.getByRole('listitem').first()).toContainText('Petra Owner')
  await expect(changes.getByRole('listitem').first()).toContainText('Questionnaire')

  // By keyboard: Space flips the focused switch, and it is saved at once.
  await dataCollection.focus()
  await page.keyboard.press('Space')
  await expect(page.getByText('Saved: Data collection is off.')).toBeVisible()
  await expect(dataCollection).not.toBeChecked()
  await expect(changes.getByRole('listitem')).toHaveCount(2)
  const newest = changes.getByRole('listitem').first()
  await expect(newest).toContainText('Data collection changed from On → to Off')
  await expect(newest).toContainText('Petra Owner')
  await expect(newest).toContainText('Settings page')
  await checkBothWidths(page, expectAccessible, testInfo, 'owner-light')

  await page.reload()
  await expect(page.getByRole('switch', { name: 'Data collection' })).not.toBeChecked()
  await expect(changes.getByRole('listitem').first()).toContainText('Data collection changed from On → to Off')

  // Dark mode, as the owner last left the page.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByRole('switch', { name: 'Data collection' })).not.toBeChecked()
  await checkBothWidths(page, expectAccessible, testInfo, 'owner-dark')

  // The webhook page says what local processing (on by default) lets the webhook receive.
  await page.goto('/settings/webhook')
  await expect(page.getByText('Local processing is on: this webhook receives references and facts only', { exact: false })).toBeVisible()

  // A member joins through an invitation, in a browser of their own.
  const { memberPage, close: closeMemberBrowser } = await joinInOwnBrowser(page, browser)
  await memberPage.goto('/settings/privacy')
  await expect(memberPage.getByText("Only your company's owner changes the privacy controls", { exact: false })).toBeVisible()
  for (const name of ['Data collection', 'Local processing', 'Agent data sharing', 'Allow Device Analytics'])
    await expect(memberPage.getByRole('switch', { name })).toBeDisabled()
  await expect(memberPage.getByRole('switch', { name: 'Data collection' })).not.toBeChecked()
  await expect(memberPage.getByRole('list', { name: 'Changes' }).getByRole('listitem')).toHaveCount(2)
  await checkBothWidths(memberPage, () => expectAccessible(memberPage), testInfo, 'member-light')
  await closeMemberBrowser()
})

test('a new company sees the defaults and an empty history; a failed save says so and keeps the switch', async ({
  page,
  signIn,
  expectAccessible,
}, testInfo) => {
  await signIn({ full_name: 'Nora New' })
  await page.setViewportSize(PHONE)
  await page.goto('/settings/privacy')
  await expect(page.getByRole('switch', { name: 'Local processing' })).toBeChecked()
  await expect(page.getByText('No changes yet', { exact: false })).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'empty')

  await page.route('**/api/company/privacy', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) })
      : route.fallback(),
  )
  await page.getByRole('switch', { name: 'Local processing' }).click()
  await expect(page.getByText('Not saved: Service Unavailable')).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Local processing' })).toBeChecked()
  await expect(page.getByText('No changes yet', { exact: false })).toBeVisible()
})

test('the page says when the controls cannot be loaded, and loads them on Retry', async ({ page, signIn }) => {
  await signIn()
  let failing = true
  await page.route('**/api/company/privacy', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) })
      : route.fallback(),
  )
  await page.goto('/settings/privacy')
  await expect(page.getByText("We couldn't load the privacy controls.")).toBeVisible()
  failing = false
  await page.getByRole('button', { name: 'Retry' }).first().click()
  await expect(page.getByRole('switch', { name: 'Data collection' })).toBeChecked()
})
