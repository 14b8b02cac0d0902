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
  await expect(page.getByText('Tess Teammate')).toBeVisible()
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
