import { expect, newAccount, test } from './support/fixtures'

// The password rule of docs/product.md#auth-validation, as the forms show it under the field.
const TOO_EASY = 'This password is too easy to guess. Try a few unrelated words together.'

test('register: the meter and advice follow the typing, a weak password is refused under the field, a passphrase registers', async ({
  page,
  expectAccessible,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await page.setViewportSize({ width: 375, height: 800 })
  const account = newAccount()
  const registrations: string[] = []
  page.on('request', (request) => request.url().endsWith('/api/register') && registrations.push(request.method()))
  const estimatorLoads: string[] = []
  page.on('request', (request) => /\/assets\/password-strength-[\w-]+\.js$/.test(request.url()) && estimatorLoads.push(request.url()))
  await page.goto('/auth?tab=register')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Username').fill(account.username)
  expect(estimatorLoads, 'the estimator is not part of the first load').toEqual([])

  const password = page.getByLabel('Password', { exact: true })
  await password.fill('Password1')
  await expect.poll(() => estimatorLoads.length, { message: 'typing a password loads the estimator' }).toBe(1)
  const feedback = page.getByTestId('password-feedback')
  await expect(feedback).toContainText('Strength: Very weak.')
  await expect(feedback).toContainText(TOO_EASY)
  await expect(feedback).toContainText('This is a commonly used password.')
  await expect(password).toHaveAccessibleDescription(/This is a commonly used password\./)
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectAccessible()

  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription(new RegExp(TOO_EASY.replace(/\./g, '\\.')))
  await expect(page).toHaveURL(/tab=register/)
  expect(registrations, 'the form refuses it without asking the server').toEqual([])

  await password.fill(`my ${account.username} secret`)
  await expect(password).toHaveAccessibleDescription(/Password cannot contain your username/)

  await password.fill('correct horse battery staple')
  await expect(feedback).toContainText('Strength: Very strong.')
  await expect(password).not.toHaveAttribute('aria-invalid')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/onboarding\?step=welcome/)
})

test('invitation: the invited address as a password is refused under the field', async ({ page, browser, signIn }) => {
  await signIn()
  const invitee = newAccount()
  const invitation = await page.request.post('/api/invitations', { data: { email: invitee.email } })
  expect(invitation.status()).toBe(201)
  const link = new URL((await invitation.json()).link)

  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.78.0.1' } })
  const teammate = await context.newPage()
  await teammate.goto(link.pathname + link.search)
  await teammate.getByLabel('Full name').fill('Invited Teammate')
  await teammate.getByLabel('Username').fill(invitee.username)
  const password = teammate.getByLabel('Password', { exact: true })
  // The page reads the invited address from the link (docs/decisions/094), so the form refuses it as the server does.
  await password.fill(`${invitee.email}-x`)
  await teammate.getByRole('button', { name: 'Complete setup' }).click()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription(/Password cannot contain your email address/)

  await password.fill(invitee.password)
  await teammate.getByRole('button', { name: 'Complete setup' }).click()
  await expect(teammate).toHaveURL(/\/onboarding\?step=welcome/)
  await context.close()
})
