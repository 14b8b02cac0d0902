import { expect, expectToast, newAccount, test } from './support/fixtures'

test('an owner invites a teammate who joins the company through the link', async ({ page, browser, signIn, expectAccessible }) => {
  await signIn({ full_name: 'Owner Olivia', company_name: 'Olivia Logistics' })
  await page.goto('/app')
  const invitee = newAccount()
  await page.getByRole('textbox', { name: 'Email' }).fill(invitee.email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, 'Invitation created')
  const linkField = page.getByRole('textbox', { name: `Invitation link for ${invitee.email}` })
  const link = await linkField.inputValue()
  expect(link).toMatch(/\/auth\?token=[A-Za-z0-9_-]{43}$/)
  await expect(page.getByRole('button', { name: `Revoke invitation for ${invitee.email}` })).toBeVisible()
  await expectAccessible()

  // The teammate opens the link in their own browser.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } })
  const teammate = await context.newPage()
  await teammate.goto(new URL(link).pathname + new URL(link).search)
  await expect(teammate.getByText('Complete your account setup')).toBeVisible()
  await expect(teammate).not.toHaveURL(/token=/)
  await expect(teammate.getByRole('heading', { name: 'Owner Olivia invited you to join Olivia Logistics' })).toBeVisible()
  await teammate.getByLabel('Full name').fill('Tess Teammate')
  await teammate.getByLabel('Username').fill(invitee.username)
  await teammate.getByLabel('Password').fill(invitee.password)
  await teammate.getByRole('button', { name: 'Complete setup' }).click()
  await expectToast(teammate, 'Invitation accepted', 'Your account is now set up. Welcome to AgentWorks!')
  await expect(teammate).toHaveURL(/\/onboarding\?step=welcome/)

  await teammate.goto('/app')
  await expect(teammate.getByText('Team · Olivia Logistics')).toBeVisible()
  await expect(teammate.getByText('Owner Olivia')).toBeVisible()
  await expect(teammate.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)
  await context.close()

  await page.reload()
  await expect(page.getByText('No pending invitations')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Tess Teammate' })).toBeVisible()
  await expect(page.getByText(invitee.email)).toBeVisible()
})

test('an owner revokes a pending invitation and its link stops working', async ({ page, browser, signIn }) => {
  await signIn()
  await page.goto('/app')
  const invitee = newAccount()
  await page.getByRole('textbox', { name: 'Email' }).fill(invitee.email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  const link = await page.getByRole('textbox', { name: `Invitation link for ${invitee.email}` }).inputValue()
  await page.getByRole('button', { name: `Revoke invitation for ${invitee.email}` }).click()
  await expectToast(page, 'Invitation revoked')
  await expect(page.getByText('No pending invitations')).toBeVisible()

  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.2' } })
  const teammate = await context.newPage()
  await teammate.goto(new URL(link).pathname + new URL(link).search)
  await expect(
    teammate.getByRole('alert').filter({ hasText: 'This invitation is invalid, expired or has already been used' }),
  ).toBeVisible()
  await expect(teammate.getByRole('button', { name: 'Complete setup' })).toHaveCount(0)
  await context.close()
})

// The account home's one-field forms run on React's form actions with the shared schema (docs/decisions/099).
test('the account home’s forms refuse bad values on the field, keep what was typed, and clear after a success', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn()
  await page.goto('/app')
  const keyName = page.getByRole('textbox', { name: 'Key name' })
  await page.getByRole('button', { name: 'Create API key' }).click()
  await expect(page.getByText('Give the key a name, such as "n8n production"')).toBeVisible()
  await expect(keyName).toBeFocused()
  await expect(keyName).toHaveAttribute('aria-invalid', 'true')
  await keyName.fill('n8n production')
  await keyName.press('Enter')
  await expectToast(page, 'API key created')
  await expect(page.getByRole('textbox', { name: 'API key n8n production' })).toHaveValue(/^aw_/)
  await expect(keyName).toHaveValue('')
  await expect(page.getByText('Give the key a name, such as "n8n production"')).toHaveCount(0)

  // A refusal that arrives after the visitor moved on to another form leaves their focus and typing where they are.
  await page.getByRole('button', { name: 'Create API key' }).click()
  const email = page.getByRole('textbox', { name: 'Email' })
  await email.fill('not-an-address')
  await expect(page.getByText('Give the key a name, such as "n8n production"')).toBeVisible()
  await expect(email).toBeFocused()
  await expect(email).toHaveValue('not-an-address')
  await expect(keyName).toHaveValue('')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveValue('not-an-address')
  await expect(email).toBeFocused()

  // A refusal with a field issue lands on the field, and the URL stays. This test server accepts private addresses
  // (e2e/support/serve.mjs), so the refusal the real server gives one is played here.
  const refusal = 'Webhook URLs must not point at a private or local address'
  await page.route('**/api/company/webhook', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 400, json: { message: refusal, issues: [{ path: 'url', message: refusal }] } })
      : route.continue(),
  )
  const webhook = page.getByRole('textbox', { name: 'Webhook URL' })
  await webhook.fill('http://127.0.0.1:5678/webhook')
  await page.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Could not save the webhook', refusal)
  await expect(page.getByText(refusal, { exact: true }).first()).toBeVisible()
  await expect(webhook).toHaveAttribute('aria-invalid', 'true')
  await expect(webhook).toHaveValue('http://127.0.0.1:5678/webhook')
  await expectAccessible()
})
