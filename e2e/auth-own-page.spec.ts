import { expect, newAccount, test } from './support/fixtures'

// docs/decisions/100: /auth is served as a page of its own (auth.html) that runs without react-router and TanStack
// Query; its tabs and switch links stay on the page, and signing in hands the page over to the app.

test('/auth starts without the router; signing in hands over to the app, and Back returns to /auth', async ({ page, expectAccessible }) => {
  const account = newAccount({ full_name: 'Hedy Lamarr' })
  expect((await page.request.post('/api/register', { data: account })).status()).toBe(201)
  expect((await page.request.post('/api/logout')).status()).toBe(204)
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))

  await page.goto('/auth?next=%2Fapp')
  await expect(page.locator('script[type="module"][src^="/assets/auth-"]')).toHaveCount(1)
  await expect(page).toHaveTitle('Sign in or create an account · AgentWorks')
  await expect(page.getByText('Sign in to your account')).toBeVisible()
  await expectAccessible()
  // Gone if anything below loads a new document instead of navigating on the client.
  await page.evaluate(() => Object.assign(window, { samePage: true }))

  // The tabs and the switch links change the address of the same page and keep `next`.
  await page.getByRole('tab', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/auth\?tab=register&next=%2Fapp$/)
  await expect(page.getByText('Create your account to get started')).toBeVisible()
  await page.getByRole('link', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/auth\?tab=login&next=%2Fapp$/)
  await expect(page.getByText('Sign in to your account')).toBeVisible()
  await page.goBack()
  await expect(page.getByText('Create your account to get started')).toBeVisible()
  await page.goForward()
  await expect(page.getByText('Sign in to your account')).toBeVisible()
  // Neither TanStack Query's chunk nor the router's shared chunk (vite.config.ts) has loaded so far.
  expect(scripts.filter((path) => /\/assets\/(query|index-shared)-/.test(path))).toEqual([])

  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Hedy Lamarr' })).toBeVisible()
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)

  // Back is a client-side navigation to the router's /auth, which knows the new session.
  await page.goBack()
  await expect(page).toHaveURL(/\/auth\?tab=login&next=%2Fapp$/)
  await expect(page.getByText('You are signed in as Hedy Lamarr.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/app')
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  await expectAccessible()
})

test('inside the app, signing in on /auth reaches the page that asked for it with the new session', async ({ page }) => {
  const account = newAccount()
  expect((await page.request.post('/api/register', { data: account })).status()).toBe(201)
  expect((await page.request.post('/api/logout')).status()).toBe(204)
  // Through the router: the app's cache holds no user when RequireUser sends the visitor to /auth.
  await page.goto('/agents')
  await expect(page).toHaveURL(/\/auth\?tab=login&next=%2Fagents$/)
  await expect(page.locator('script[type="module"][src^="/assets/index-"]')).toHaveCount(1)
  await page.getByRole('tab', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/auth\?tab=register&next=%2Fagents$/)
  await page.getByRole('tab', { name: 'Login' }).click()
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/agents$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible()
})
