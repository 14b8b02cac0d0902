import { buildSubmission } from '../src/shared/formulas/onboarding'
import { createDefaultOnboardingForm } from '../src/shared/formulas/onboarding-defaults'
import { expect, test } from './support/fixtures'

// docs/product.md#deployment-confirmation, docs/decisions/088: the page confirms a real submission only.

test('without a submission the confirmation sends the visitor to start', async ({ page }) => {
  await page.goto('/deployment-confirmation')
  await expect(page).not.toHaveURL(/deployment-confirmation/)
  await expect(page.getByText('Your onboarding is complete!')).toHaveCount(0)
})

test("another company's or a made-up submission sends the visitor to start", async ({ page, signIn }) => {
  await signIn()
  await page.goto('/deployment-confirmation?submission=00000000-0000-4000-8000-000000000000')
  await expect(page).not.toHaveURL(/deployment-confirmation/)
})

test('after a real submit the last item completes once the plan e-mail is queued or sent', async ({ page, signIn, expectAccessible }) => {
  const { email } = await signIn()
  const form = createDefaultOnboardingForm()
  form.company = { name: 'Crumb & Co', website: '', industry: 'retail' }
  form.onboarding.contact_email = email
  const response = await page.request.post('/api/onboarding/submit', {
    data: buildSubmission(form, { now: new Date(), startedAt: null, referralSource: 'direct', userAgent: '' }),
  })
  expect(response.status(), await response.text()).toBe(201)
  const { id } = (await response.json()) as { id: string }

  await page.goto(`/deployment-confirmation?submission=${id}`)
  await expect(page.getByRole('heading', { name: 'Your onboarding is complete!' })).toBeVisible()
  const lastItem = page.getByRole('listitem').filter({ hasText: 'Preparing your agent workspace' })
  await expect(lastItem).toContainText('(done)', { timeout: 30_000 })
  await expect(page.getByTestId('confirmation-progress')).toHaveText('100%')
  await expectAccessible()
})
