import { expect, test } from './support/fixtures'

test('an unknown path shows the 404 card', async ({ page, expectAccessible }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await expectAccessible()
})

test('signed-out visitors of the account home go to sign-in', async ({ page }) => {
  await page.goto('/app')
  await expect(page).toHaveURL(/\/auth\?tab=login/)
})

test('the account home shows the three workspace cards once onboarding is completed', async ({ page, signIn, expectAccessible }) => {
  const { user } = await signIn({ full_name: 'Done Dora' })
  // Completing onboarding arrives with the questionnaire; here the signed-in user says it is done.
  await page.route('**/api/user', (route) => route.fulfill({ json: { ...user, onboarding_completed: true } }))
  await page.goto('/app')
  for (const title of ['Your Agents', 'Signal Analytics', 'Agent Marketplace']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
  }
  await expect(page.getByText('0/9 steps')).toHaveCount(0)
  await expectAccessible()
})

test.describe('when a page fails to load', () => {
  test.use({ allowedConsoleErrors: [/dynamically imported module|Failed to fetch|error loading/i] })

  test('the error fallback explains and offers a refresh', async ({ page, signIn, expectAccessible }) => {
    await signIn()
    await page.route(/\/assets\/account-[^/]*\.js$/, (route) => route.abort())
    await page.goto('/app')
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByText('The application encountered an error. Please try refreshing the page.')).toBeVisible()
    await expectAccessible()
    await page.unroute(/\/assets\/account-[^/]*\.js$/)
    await page.getByRole('button', { name: 'Refresh Page' }).click()
    await expect(page.getByRole('heading', { name: 'Onboarding progress' })).toBeVisible()
  })
})

test('the theme choice persists across reloads', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('button', { name: /Change theme/ }).click()
  await page.getByRole('menuitemradio', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByRole('button', { name: /Change theme/ }).click()
  await page.getByRole('menuitemradio', { name: 'Light' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('the theme menu loads on first intent and keeps keyboard focus (docs/decisions/023)', async ({ page }) => {
  await page.goto('/auth')
  const button = page.getByRole('button', { name: /Change theme/ })
  await button.focus()
  // Radix's trigger (data-state) replaces the light button once the menu's code has arrived, focus and all.
  await expect(button).toHaveAttribute('data-state', 'closed')
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitemradio', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(button).toBeFocused()
})

test('the public header links and the mobile menu', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  // The landing page has its own header (docs/product.md#landing); the public header is on the account pages.
  await page.goto('/auth')
  const toggle = page.getByRole('button', { name: /menu/i })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expectAccessible()
})
