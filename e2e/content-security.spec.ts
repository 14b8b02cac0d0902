import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

// Every page runs under the app's Content-Security-Policy without one violation: zod's eval probe is switched off in
// the browser (src/client/lib/zod-without-eval.ts), and nothing else asks for eval or inline script.

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

test('the public pages and forms run without a CSP violation', async ({ page }) => {
  await recordViolations(page)
  for (const path of ['/', '/auth', '/demo', '/improved-onboarding', '/quiz-funnel', '/privacy']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
    await expect(page.getByRole('main')).toBeVisible()
    // The login form's schema is parsed on its first validation, where zod's probe used to run.
    if (path === '/auth') {
      await page
        .locator('main form')
        .first()
        .evaluate((element: HTMLFormElement) => element.requestSubmit())
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeAttached()
    }
    expect(await violations(page), path).toEqual([])
  }
})

test('the signed-in workspace runs without a CSP violation', async ({ page, signIn }) => {
  await recordViolations(page)
  await signIn()
  for (const path of ['/app', '/dashboard', '/onboarding']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
    await expect(page.getByRole('main')).toBeVisible()
    expect(await violations(page), path).toEqual([])
  }
})
