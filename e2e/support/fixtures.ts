import { createHash } from 'node:crypto'
import { test as base, expect, type Page } from '@playwright/test'
import { axeViolations } from './axe'

let counter = 0
function uniqueSuffix() {
  counter += 1
  return `${Date.now().toString(36)}${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`
}

export function newAccount(overrides: Partial<Record<'email' | 'username' | 'password' | 'full_name' | 'company_name', string>> = {}) {
  const id = uniqueSuffix()
  return { email: `e2e-${id}@example.com`, username: `e2e_${id}`, password: 'a-sturdy-e2e-passphrase', ...overrides }
}

function randomIp() {
  const octet = () => Math.floor(Math.random() * 250) + 1
  return `10.${octet()}.${octet()}.${octet()}`
}

type Options = {
  /** Console errors this test provokes on purpose (a failed chunk, an error screen). */
  allowedConsoleErrors: RegExp[]
}

type Fixtures = {
  /**
   * Registers through the API (no form clicking) and leaves the page's context signed in; `verified` also opens the
   * verification link of the development mailbox, so the company's mail to others is not held (docs/decisions/083).
   */
  signIn: (
    overrides?: Parameters<typeof newAccount>[0],
    options?: { verified?: boolean },
  ) => Promise<ReturnType<typeof newAccount> & { user: Record<string, unknown> }>
  /** Fails the test on axe violations (WCAG 2.1 A/AA). */
  expectAccessible: (page?: Page) => Promise<void>
}

export const test = base.extend<Fixtures & Options>({
  allowedConsoleErrors: [[], { option: true }],

  // Each test is its own client address, so per-IP rate limits stay per test.
  extraHTTPHeaders: async ({}, use) => use({ 'x-forwarded-for': randomIp() }),

  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = []
    const allowed = (text: string) => allowedConsoleErrors.some((pattern) => pattern.test(text))
    page.on('pageerror', (error) => allowed(error.message) || problems.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      // The browser logs every non-2xx answer; the 401 of a signed-out /api/user is expected.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && !allowed(message.text()))
        problems.push(`console.error: ${message.text()}`)
    })
    await use(page)
    expect(problems, 'unexpected errors in the page').toEqual([])
  },

  signIn: async ({ page }, use) => {
    await use(async (overrides, { verified = false } = {}) => {
      const account = newAccount(overrides)
      const response = await page.request.post('/api/register', { data: account })
      expect(response.status(), await response.text()).toBe(201)
      const user = await response.json()
      if (verified) {
        const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as { to: string; text: string }[]
        const link = mailbox.find((mail) => mail.to === account.email)?.text.match(/\S+\/verify-email\?token=\S+/)?.[0]
        expect(link, 'the verification e-mail').toBeDefined()
        const token = new URL(link!).searchParams.get('token')
        const verifiedResponse = await page.request.post('/api/verify-email', { data: { token } })
        expect(verifiedResponse.status(), await verifiedResponse.text()).toBe(200)
        user.email_verified = true
      }
      return { ...account, user }
    })
  },

  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      // axe reads colours as they are: a button still fading into its selected colours (transition-colors) would be
      // judged half-way. Finite transitions and animations finish first; endless ones (spinners) are left running.
      await target.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      )
      // Once per distinct page state in a worker (docs/decisions/111-test-suite-layout.md): a screen this worker has
      // already found clean, with the same elements, classes, roles and states at the same width and theme, is clean.
      const state = createHash('sha256')
        .update(await target.evaluate(describePageState))
        .digest('hex')
      if (accessibleStates.has(state)) return
      expect(await axeViolations(target), 'axe violations').toEqual([])
      accessibleStates.add(state)
    })
  },
})

/** The page states this worker's axe scans found clean, by describePageState's digest. */
const accessibleStates = new Set<string>()

/**
 * What axe's WCAG rules read, without what only tells one run from another: every element with its classes, role,
 * type and ARIA states, the names of its other attributes (not their values: ids, addresses and names differ from run
 * to run), whether it holds text, and the viewport's width, theme and colour scheme. Runs in the page.
 */
function describePageState(): string {
  const VALUES_KEPT = new Set(['class', 'role', 'type', 'tabindex', 'disabled', 'hidden', 'lang', 'dir', 'scope', 'colspan'])
  const parts: string[] = [
    String(window.innerWidth),
    document.documentElement.className,
    String(window.matchMedia('(prefers-color-scheme: dark)').matches),
    document.title === '' ? 'untitled' : 'titled',
  ]
  const walk = (element: Element) => {
    const attributes = [...element.attributes]
      .map(({ name, value }) =>
        VALUES_KEPT.has(name) || (name.startsWith('aria-') && !/^aria-(labelledby|describedby|controls|owns|activedescendant)$/.test(name))
          ? `${name}=${value}`
          : name,
      )
      .sort()
      .join(' ')
    const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
    parts.push(`<${element.tagName} ${attributes}${text ? ' T' : ''}>`)
    for (const child of element.children) if (child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE') walk(child)
    parts.push('>')
  }
  walk(document.documentElement)
  return parts.join('')
}

export { expect }

/** The visible toast with this title (and description), read inside the toast region, not its screen-reader echo. */
export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: /Notifications/ })
  await expect(region.getByText(title, { exact: true })).toBeVisible()
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible()
}
