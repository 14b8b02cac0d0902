import { expect, test } from './support/fixtures'

// The questionnaire starts from what the visitor already told us, and each prefilled answer stays editable
// (docs/decisions/091-questionnaire-prefill-and-required.md).

test('a new account finds its company, name and e-mail already filled in, and its own edits win', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  const account = await signIn({ full_name: 'Ann Baker', company_name: 'Acme Bakery' })
  await page.goto('/onboarding')
  await expect(page.getByLabel('Company name')).toHaveValue('Acme Bakery')
  await expect(page.getByLabel('Contact name')).toHaveValue('Ann Baker')
  await expect(page.getByLabel('Contact email')).toHaveValue(account.email)
  await expectAccessible()

  await page.getByLabel('Company name').fill('Acme Bakery & Café')
  await page.getByLabel('Contact name').fill('')
  await page.reload()
  await expect(page.getByLabel('Company name')).toHaveValue('Acme Bakery & Café')
  // A blank answer is filled again from the account: only typed answers are the user's own.
  await expect(page.getByLabel('Contact name')).toHaveValue('Ann Baker')
})

test('the quiz’s answers in the same browser prefill a visitor’s questionnaire', async ({ page }) => {
  await page.goto('/quiz-funnel')
  await page.getByLabel('Company name').fill('Iron Temple Gym')
  await page.getByLabel('Your name').fill('Dana Lift')
  await page.getByLabel('Email').fill('dana@irontemple.example')
  await page.goto('/onboarding')
  await expect(page.getByLabel('Company name')).toHaveValue('Iron Temple Gym')
  await expect(page.getByLabel('Contact name')).toHaveValue('Dana Lift')
  await expect(page.getByLabel('Contact email')).toHaveValue('dana@irontemple.example')
})

test('a submit without company name and contact e-mail lists both at the top, each linking to its field', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  const account = await signIn()
  await page.goto('/onboarding')
  // The account's details arrive first; the user then clears them.
  await expect(page.getByLabel('Contact email')).toHaveValue(account.email)
  await page.getByLabel('Company name').fill('')
  await page.getByLabel('Contact email').fill('')
  // Moving between steps stays free.
  await page.getByRole('tab', { name: 'Support' }).click()
  await page.getByRole('button', { name: 'Complete & View Results' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link', { name: 'Enter your company name' })).toBeVisible()
  await expect(summary.getByRole('link', { name: 'Enter a contact e-mail address' })).toBeVisible()
  await expectAccessible()
  await summary.getByRole('link', { name: 'Enter a contact e-mail address' }).click()
  await expect(page.getByLabel('Contact email')).toBeFocused()
  await expect(page).toHaveURL(/\/onboarding/)
})
