import type { Page } from '@playwright/test'
import { expect, expectToast, test } from './support/fixtures'

const SENT = 'If an account exists for that address, we have sent a link to reset its password.'
const INVALID_VERIFICATION = 'This verification link is invalid or has expired.'
const INVALID_RESET = 'This reset link is invalid or has expired.'

type Mail = { to: string; subject: string; text: string; created_at: string }

/** The path and query of the newest link to `path` e-mailed to `to` (the development mailbox lists newest first). */
async function readMailedLink(page: Page, to: string, path: '/reset-password' | '/verify-email') {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[^\\s"<>]+`)
  let link: string | undefined
  await expect(async () => {
    const mails = (await (await page.request.get('/api/dev/mailbox')).json()) as Mail[]
    link = mails
      .filter((mail) => mail.to === to)
      .map((mail) => pattern.exec(mail.text)?.[0])
      .find(Boolean)
    expect(link, `a ${path} link e-mailed to ${to}`).toBeDefined()
  }).toPass({ timeout: 15_000 })
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow at this width').toBeLessThanOrEqual(0)
}

test('forgot password: the e-mailed link sets a new password and signs in; the old one is refused', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  // Two pages, four axe scans and an e-mail through the job queue: on a busy machine this nears the default timeout.
  test.slow()
  const account = await signIn()
  await page.request.post('/api/logout')
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await expectAccessible()

  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible()
  await expectAccessible()

  await page.goto(await readMailedLink(page, account.email, '/reset-password'))
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/)
  await expectAccessible()
  await page.getByLabel('New password').fill('short')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
  await page.getByLabel('New password').fill('a-brand-new-e2e-passphrase')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expectToast(page, 'Password changed', 'Your new password is set and you are signed in.')
  await expect(page).toHaveURL(/\/onboarding/)
  expect(await (await page.request.get('/api/user')).json()).toMatchObject({ email: account.email })

  await page.request.post('/api/logout')
  const oldPassword = await page.request.post('/api/login', { data: { email: account.email, password: account.password } })
  expect(oldPassword.status()).toBe(401)
  const newPassword = await page.request.post('/api/login', { data: { email: account.email, password: 'a-brand-new-e2e-passphrase' } })
  expect(newPassword.status()).toBe(200)
})

test('the link of the registration e-mail verifies the address and the notice goes away', async ({ page, signIn, expectAccessible }) => {
  test.slow()
  const account = await signIn({ full_name: 'Katherine Johnson' })
  await page.goto('/app')
  const notice = page.getByRole('region', { name: 'E-mail verification' })
  await expect(notice).toContainText(`Verify your e-mail address — we sent a link to ${account.email}.`)
  await expect(notice).toContainText('Until then, e-mails your workspace sends to other addresses are held.')
  await expectAccessible()

  const link = await readMailedLink(page, account.email, '/verify-email')
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible()
  await expectAccessible()
  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'E-mail verification' })).toHaveCount(0)
  expect((await (await page.request.get('/api/user')).json()).email_verified).toBe(true)

  // Verified, with the company's e-mails of the day used up: the notice turns to the daily limit.
  await page.route('**/api/company/email-status', (route) =>
    route.fulfill({ json: { email_verified: true, held: 0, sent_today: 200, daily_limit: 200 } }),
  )
  await page.reload()
  await expect(page.getByRole('region', { name: 'Daily e-mail limit' })).toContainText('200 of 200 e-mails today')
  await page.unroute('**/api/company/email-status')

  // The same link a second time: dead, and a verified user has nothing more to do.
  await page.goto(link)
  await expect(page.getByText(INVALID_VERIFICATION)).toBeVisible()
  await expect(page.getByText('Your address is already verified')).toBeVisible()
})

test('the notice counts again after a failure and sends a new link, at 375 px and in dark mode', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  await page.setViewportSize({ width: 375, height: 800 })
  await signIn()
  await page.route('**/api/company/email-status', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }))
  await page.goto('/dashboard')
  const notice = page.getByRole('region', { name: 'E-mail verification' })
  await expect(notice).toContainText("We couldn't count the e-mails waiting.")
  await page.unroute('**/api/company/email-status')
  // Two e-mails waiting, as the server counts them for a company whose plan and agent e-mails are held.
  await page.route('**/api/company/email-status', (route) =>
    route.fulfill({ json: { email_verified: false, held: 2, sent_today: 2, daily_limit: 500 } }),
  )
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect(notice).not.toContainText("We couldn't count the e-mails waiting.")
  await expect(notice).toContainText('2 e-mails are waiting.')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await notice.getByRole('button', { name: 'Send a new link' }).focus()
  await page.keyboard.press('Enter')
  await expect(notice.getByRole('status')).not.toBeEmpty()
  await expectFitsTheScreen(page)
  await expectAccessible()
})

test('invalid and missing links show what to do next', async ({ page, signIn, expectAccessible }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/verify-email?token=not-a-real-token')
  await expect(page.getByRole('heading', { name: "This link didn't work" })).toBeVisible()
  await expect(page.getByText(INVALID_VERIFICATION)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expectFitsTheScreen(page)
  await expectAccessible()

  await page.goto('/reset-password')
  await expect(page.getByRole('heading', { name: 'This reset link is incomplete' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password')
  await expectAccessible()

  await page.goto('/reset-password?token=not-a-real-token')
  await page.getByLabel('New password').fill('a-brand-new-e2e-passphrase')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: INVALID_RESET })).toBeVisible()
  await page.getByRole('link', { name: 'Request a new reset link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expectFitsTheScreen(page)

  await signIn()
  await page.goto('/verify-email?token=not-a-real-token')
  await expect(page.getByText(INVALID_VERIFICATION)).toBeVisible()
  await page.getByRole('button', { name: 'Send a new link' }).click()
  await expect(page.getByRole('main').getByRole('status')).not.toBeEmpty()
  await expectAccessible()
})
