import type { Page } from '@playwright/test'
import { expect, newAccount, test } from './support/fixtures'

// docs/decisions/094: a signed-out visit to a workspace page goes to the login tab with the page as `next`, and signing
// in returns there; a `next` that is not a page of this site leads to the default page instead.

/** An account that exists, with the page signed out again. */
async function existingAccount(page: Page) {
  const account = newAccount()
  expect((await page.request.post('/api/register', { data: account })).status()).toBe(201)
  expect((await page.request.post('/api/logout')).status()).toBe(204)
  return account
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a signed-out visit to a deep workspace page asks to sign in, then returns to that page', async ({ page }) => {
  const account = await existingAccount(page)
  await page.goto('/settings/account?x=1')
  await expect(page).toHaveURL(/\/auth\?tab=login&next=%2Fsettings%2Faccount%3Fx%3D1$/)
  await expect(page.getByText('Sign in to your account')).toBeVisible()
  await logIn(page, account)
  await expect(page).toHaveURL(/\/settings\/account\?x=1$/)
})

test('registering from the login tab keeps the page to return to', async ({ page }) => {
  await page.goto('/signals?range=7d')
  await expect(page).toHaveURL(/next=%2Fsignals%3Frange%3D7d/)
  await page.getByRole('link', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/tab=register/)
  await expect(page).toHaveURL(/next=%2Fsignals%3Frange%3D7d/)
  const account = newAccount()
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Username').fill(account.username)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/signals\?range=7d$/)
})

for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
  test(`an attacker's next=${next} lands on the default page of this site`, async ({ page }) => {
    const account = await existingAccount(page)
    await page.goto(`/auth?tab=login&next=${encodeURIComponent(next)}`)
    await logIn(page, account)
    // The default after signing in: /redirect-to-onboarding, which sends a new account to its first step.
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/onboarding\?step=welcome$/)
  })
}
