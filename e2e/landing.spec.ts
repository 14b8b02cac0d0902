import { FORM_SESSION_ACTIVE_KEY, FORM_START_TIME_KEY, ONBOARDING_FORM_STORAGE_KEY } from '../src/shared/storage/form-storage-keys'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const highlighted = (page: Page) => page.locator('button[aria-current="step"]')

test.describe('landing page (docs/product.md#landing)', () => {
  test('shows the header, Growth Map button, headline, proof cards and footer', async ({ page, expectAccessible }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Hire AI Agents, Not Employees' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', /^https?:\/\//)
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=login')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/onboarding')
    await expect(page.getByRole('link', { name: 'Unlock Your Growth Map in 3 Minutes' })).toHaveAttribute('href', '/quiz-funnel')
    await expect(page.getByText('See your Hidden ROI Score now')).toBeVisible()
    await expect(page.getByText('Get personalized automation roadmap')).toBeVisible()
    // The FAQ's closed answers are in the page too (docs/decisions/098); one of them also says 10-15 minutes.
    await expect(page.getByText('set up in 10-15 minutes')).toBeVisible()
    for (const text of ['Faster Response Times', 'Accuracy Rate', 'ROI']) await expect(page.getByText(text, { exact: true })).toBeVisible()
    for (const text of ['Company goals', 'Team structure', 'Key processes']) await expect(page.getByText(text)).toBeVisible()
    for (const text of ['Privacy', 'Terms', 'Documentation']) await expect(page.getByRole('contentinfo').getByText(text)).toBeVisible()
    await expectAccessible()
  })

  test('rotates the showcase every 5 s, wraps after 7, follows the accent and pauses on hover', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const showcase = page.locator('[data-accent]')
    await expect(highlighted(page)).toHaveText('1Business')
    await expect(showcase).toHaveAttribute('data-accent', 'blue')
    await page.clock.runFor(5000)
    await expect(highlighted(page)).toHaveText('2Process')
    await expect(showcase).toHaveAttribute('data-accent', 'violet')
    await page.clock.runFor(5 * 5000)
    await expect(highlighted(page)).toHaveText('7Activation')
    await page.clock.runFor(5000)
    await expect(highlighted(page)).toHaveText('1Business')

    await page.getByRole('heading', { name: 'Your AI workforce in 7 steps' }).hover()
    await page.clock.runFor(15_000)
    await expect(highlighted(page)).toHaveText('1Business')
    await page.mouse.move(0, 0)
    await page.clock.runFor(5000)
    await expect(highlighted(page)).toHaveText('2Process')
  })

  test('does not rotate under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    await page.clock.runFor(20_000)
    await expect(highlighted(page)).toHaveText('1Business')
    await page.getByRole('button', { name: /Metrics/ }).click()
    await expect(highlighted(page)).toHaveText('4Metrics')
    await expect(page.locator('[data-accent]')).toHaveAttribute('data-accent', 'emerald')
  })

  test('Run Agents clears the saved form, records a start time and opens the demo', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(
      ([formKey, sessionKey]) => {
        localStorage.setItem(formKey!, '{"onboarding":{"contact_email":"old@example.com"}}')
        sessionStorage.setItem(sessionKey!, 'stale')
      },
      [ONBOARDING_FORM_STORAGE_KEY, FORM_SESSION_ACTIVE_KEY],
    )
    const before = Date.now()
    await page.getByRole('button', { name: 'Run Agents' }).click()
    await expect(page).toHaveURL('/demo')
    await expect(page.getByRole('heading', { name: 'AI Automation Strategy Assessment' })).toBeVisible()
    const stored = await page.evaluate(
      ([formKey, sessionKey, startKey]) => [
        localStorage.getItem(formKey!),
        sessionStorage.getItem(sessionKey!),
        localStorage.getItem(startKey!),
      ],
      [ONBOARDING_FORM_STORAGE_KEY, FORM_SESSION_ACTIVE_KEY, FORM_START_TIME_KEY],
    )
    expect(stored[0]).toBeNull()
    // The demo sets the session flag again on entry (docs/product.md#demo-flow).
    expect(stored[1]).toBe('true')
    expect(new Date(stored[2]!).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })
})

test.describe('the landing page loads alone (docs/decisions/023)', () => {
  test('leaves for another page in place, and Back comes home through the router', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Hire AI Agents, Not Employees' })).toBeVisible()
    // A mark on the window survives only navigations that do not reload the document.
    await page.evaluate(() => Object.assign(window, { landingMark: true }))
    const landingScripts = scripts.length

    await page.getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL('/auth?tab=login')
    await expect(page.getByLabel('Password')).toBeVisible()
    expect(scripts.length).toBeGreaterThan(landingScripts)
    expect(await page.evaluate(() => 'landingMark' in window)).toBe(true)

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Hire AI Agents, Not Employees' })).toBeVisible()
    await page.getByRole('link', { name: 'Unlock Your Growth Map in 3 Minutes' }).click()
    await expect(page).toHaveURL('/quiz-funnel')
    await expect(page.getByText('Step 1 of 5')).toBeVisible()
    expect(await page.evaluate(() => 'landingMark' in window)).toBe(true)
  })

  test('a link opened in a new tab stays an ordinary link', async ({ page, context }) => {
    await page.goto('/')
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Sign In' }).click({ modifiers: ['ControlOrMeta'] }),
    ])
    await expect(tab).toHaveURL('/auth?tab=login')
    await expect(page).toHaveURL('/')
  })

  test.describe('when the app cannot load in place', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|dynamically imported module|Failed to fetch/i] })

    test('a link still opens its page, by an ordinary page load', async ({ page }) => {
      await page.goto('/')
      // No further code can load while the landing page is open (its own is loaded): the link falls back to an
      // ordinary page load.
      let aborted = 0
      await page.route(/\/assets\/[^/]*\.js$/, (route) =>
        new URL(page.url()).pathname === '/' ? (aborted++, route.abort()) : route.continue(),
      )
      await page.getByRole('link', { name: 'Unlock Your Growth Map in 3 Minutes' }).click()
      await expect(page).toHaveURL('/quiz-funnel')
      await expect(page.getByText('Step 1 of 5')).toBeVisible()
      expect(aborted).toBeGreaterThan(0)
    })
  })
})
