import { expect, expectToast, newAccount, test } from './support/fixtures'

test.describe('register', () => {
  test('with a company: lands on onboarding, the account home shows progress and the team', async ({ page, expectAccessible }) => {
    const account = { ...newAccount(), full_name: 'Ada Lovelace', company_name: 'Analytical Engines' }
    await page.goto('/auth?tab=register')
    await expect(page.getByRole('heading', { name: 'Welcome to AgentWorks' })).toBeVisible()
    await expect(page.getByText('Create your account to get started')).toBeVisible()
    await expectAccessible()

    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Username').fill(account.username)
    await page.getByLabel('Password').fill(account.password)
    await page.getByLabel('Full name (optional)').fill(account.full_name)
    await page.getByLabel('Company name (optional)').fill(account.company_name)
    await page.getByRole('button', { name: 'Create account' }).click()

    await expectToast(page, 'Registration successful', 'Your account has been created. Welcome to AgentWorks!')
    await expect(page).toHaveURL(/\/onboarding\?step=welcome/)

    await page.goto('/app')
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible()
    await expect(page.getByText('0/9 steps')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/onboarding?step=welcome')
    await expect(page.getByRole('button', { name: 'Locked' }).first()).toBeDisabled()
    await expect(page.getByText('Team · Analytical Engines')).toBeVisible()
    await expectAccessible()
  })

  test('without a company: a workspace of their own', async ({ page }) => {
    const account = newAccount()
    await page.goto('/auth?tab=register')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Username').fill(account.username)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/onboarding/)
    await page.goto('/app')
    await expect(page.getByText(`Team · ${account.username}'s workspace`)).toBeVisible()
  })

  test('shows the field messages of docs/product.md#auth-validation and the password rule', async ({ page }) => {
    await page.goto('/auth?tab=register')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Username').fill('a!')
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible()
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()

    const account = newAccount()
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Username').fill(account.username)
    await page.getByLabel('Password').fill('password123')
    await page.getByRole('button', { name: 'Create account' }).click()
    // The form applies the server's password rule itself; e2e/password-strength.spec.ts has a refusal only the server can make.
    await expect(page.getByText('This password is too easy to guess. Try a few unrelated words together.')).toBeVisible()
    await expect(page).toHaveURL(/tab=register/)
  })
})

test.describe('login', () => {
  test('a wrong password fails with the server message, the right one signs in', async ({ page, signIn, expectAccessible }) => {
    const account = await signIn({ full_name: 'Grace Hopper' })
    await page.request.post('/api/logout')
    await page.goto('/auth')
    await expect(page.getByText('Sign in to your account')).toBeVisible()
    await expectAccessible()

    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectToast(page, 'Login failed', 'Invalid email or password')
    await expect(page).toHaveURL(/\/auth/)

    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectToast(page, 'Login successful', 'Welcome back, Grace Hopper!')
    await expect(page).toHaveURL(/\/onboarding\?step=welcome/)
  })

  test('after 10 failures from one address sign-in is refused and the message says when to retry', async ({ page, signIn }) => {
    const account = await signIn()
    await page.request.post('/api/logout')
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await page.request.post('/api/login', { data: { email: account.email, password: `wrong-${attempt}-password` } })
      expect(response.status()).toBe(401)
    }
    await page.goto('/auth?tab=login')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectToast(page, 'Login failed', 'Too many attempts. Try again in 15 minutes.')
  })

  test('the switch links and /sign-in lead between the tabs', async ({ page }) => {
    await page.goto('/sign-in')
    await expect(page).toHaveURL(/\/auth\?tab=login/)
    await page.getByRole('link', { name: 'Sign up', exact: true }).click()
    await expect(page.getByText('Create your account to get started')).toBeVisible()
    await page.getByRole('link', { name: 'Sign in', exact: true }).click()
    await expect(page.getByText('Sign in to your account')).toBeVisible()
  })
})

test('logout ends the session on the server: the old cookie no longer works', async ({ page, context, signIn }) => {
  await signIn({ full_name: 'Alan Turing' })
  await page.goto('/app')
  await expect(page.getByRole('heading', { name: 'Welcome, Alan Turing' })).toBeVisible()
  const oldCookie = (await context.cookies()).find((cookie) => cookie.name === 'sid')!
  await page.getByRole('button', { name: 'Logout' }).click()
  await expectToast(page, 'Logged out', 'You have been logged out successfully')
  await expect(page).toHaveURL(/\/auth\?tab=login/)
  const replay = await page.request.get('/api/user', { headers: { cookie: `sid=${oldCookie.value}` } })
  expect(await replay.json()).toBeNull()
  await page.goto('/app')
  await expect(page).toHaveURL(/\/auth\?tab=login/)
})
