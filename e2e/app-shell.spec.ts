import type { Page } from '@playwright/test'
import { EVENT_EXAMPLES } from '../src/shared/agents/event-examples'
import { expect, test } from './support/fixtures'

// The signed-in workspace shell, the Agents and Signals pages, and the public pages that know a session
// (docs/product.md#workspace-shell, #agents-page, #signals-page; docs/decisions/092).

const SETTINGS = [
  ['Company', '/settings/company'],
  ['Team', '/settings/team'],
  ['API keys', '/settings/api-keys'],
  ['Webhook', '/settings/webhook'],
  ['Account', '/settings/account'],
] as const

/** Deploys Max, Sam and Finn and posts `leads` hot leads; each gives Max → Sam lead.captured and Max → Finn quote.requested. */
async function seedSignals(page: Page, leads: number) {
  const deployed = await page.request.post('/api/agents/deploy', { data: { agentIds: ['max', 'sam', 'finn'] } })
  expect(deployed.status()).toBe(200)
  for (let index = 0; index < leads; index += 1) {
    const sent = await page.request.post('/api/events', { data: { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0] } })
    expect(sent.status(), await sent.text()).toBe(202)
  }
  // The runtime works the events off in the background: the ledger is settled once both signals of every lead are in
  // and none waits for its receiver.
  const count = async (query: string) =>
    ((await (await page.request.get(`/api/agents/signals?limit=100&${query}`)).json()) as { signals: unknown[] }).signals.length
  await expect
    .poll(async () => [await count('signal=lead.captured'), await count('signal=quote.requested'), await count('status=pending')])
    .toEqual([leads, leads, 0])
  return count('')
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
}

test('the sidebar leads everywhere in the workspace, marks where you are, and the logo goes home', async ({ page, signIn }) => {
  await signIn({ full_name: 'Nav Nadia' })
  await page.goto('/dashboard')
  const nav = page.getByRole('navigation', { name: 'Workspace' })
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await nav.getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nav Nadia' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', /.*/)

  for (const [label, path] of [['Dashboard', '/dashboard'], ['Agents', '/agents'], ['Signals', '/signals'], ...SETTINGS] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  // The logo is the workspace's home, not the marketing page; name, e-mail and logout stay in reach.
  await page.getByRole('link', { name: 'AgentWorks' }).click()
  await expect(page).toHaveURL(/\/app$/)
  const signedIn = page.getByRole('region', { name: 'Signed in' })
  await expect(signedIn.getByText('Nav Nadia')).toBeVisible()
  await expect(signedIn.getByText(/^e2e-.*@example\.com$/)).toBeVisible()
  await expect(signedIn.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'E-mail verification' })).toBeVisible()
})

test('below 1024 px the menu works with the keyboard, traps focus and closes on navigation', async ({ page, signIn, expectAccessible }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signIn()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeHidden()

  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()

  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expectAccessible()
  await expectNoSidewaysScroll(page)
  // Focus stays inside the open menu however far one tabs.
  for (let press = 0; press < 16; press += 1) {
    await page.keyboard.press('Tab')
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'Signals' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/signals$/)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Signals' })).toBeVisible()

  // The logo in the top bar goes home too.
  await page.getByRole('banner').getByRole('link', { name: 'AgentWorks' }).click()
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectAccessible()
})

test('a visitor sees Sign In without a console error; a signed-in user gets a way back to the workspace', async ({ page, signIn }) => {
  // The fixture forgives the browser's "Failed to load resource" lines; here a visitor must cause none.
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  for (const path of ['/', '/auth', '/privacy']) {
    const sessionChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user')
    await page.goto(path)
    expect((await sessionChecked).status()).toBe(200)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
  }
  expect(errors).toEqual([])

  await signIn()
  await page.goto('/privacy')
  const workspace = page.getByRole('banner').getByRole('link', { name: 'Go to workspace' })
  await expect(workspace).toHaveAttribute('href', '/app')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0)
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Go to workspace' }).click()
  await expect(page).toHaveURL(/\/app$/)
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible()
})

test('a new owner’s first pages of the workspace log no error, not even a failed request', async ({ page, signIn }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await signIn()
  // A new company has no onboarding progress yet: the home creates it rather than meeting a 404.
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/onboarding/progress' && response.request().method() === 'PATCH',
  )
  await page.goto('/app')
  expect((await created).status()).toBe(200)
  await expect(page.getByText('0/9 steps')).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the 404 page leads home, and to the workspace when signed in', async ({ page, signIn }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  // Its click is landing.spec's journey (the landing page inside the router).
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Go to workspace' })).toHaveCount(0)

  await signIn()
  await page.goto('/no/such/page')
  await page.getByRole('link', { name: 'Go to workspace' }).click()
  await expect(page).toHaveURL(/\/app$/)
})

test('the Agents page lists every agent and leads to its page; without agents it leads to onboarding', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn()
  await page.goto('/agents')
  await expect(page.getByText('No agents deployed yet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue onboarding' })).toHaveAttribute('href', '/redirect-to-onboarding')
  await expectAccessible()

  await page.request.post('/api/agents/deploy', { data: { agentIds: ['max', 'sam'] } })
  await page.reload()
  const agents = page.getByRole('table', { name: 'Agents' })
  await expect(agents.getByRole('row')).toHaveCount(3)
  await expect(agents.getByRole('row', { name: /Max/ })).toContainText('Active')
  await expect(agents.getByRole('row', { name: /Max/ })).toContainText('No activity yet')
  await expectAccessible()

  await agents.getByRole('link', { name: 'Max' }).click()
  await expect(page).toHaveURL(/\/dashboard\/agents\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Max', exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Agents' })).toHaveAttribute(
    'aria-current',
    'true',
  )

  // Cards on a phone, each still leading to its agent.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/agents')
  const cards = page.getByRole('list', { name: 'Agents' })
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  await cards.getByRole('link', { name: 'Sam' }).click()
  await expect(page).toHaveURL(/\/dashboard\/agents\//)
})

test('Signals: filters live in the URL, survive a reload, page on with Load more, and say when nothing matches', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  test.slow()
  await signIn()
  const total = await seedSignals(page, 11)
  expect(total).toBeGreaterThan(20)
  await page.goto('/signals')
  const ledger = page.getByRole('table', { name: 'Signals' })
  // 20 a page, plus the header row.
  await expect(ledger.getByRole('row')).toHaveCount(21)
  await expectAccessible()
  await page.getByRole('button', { name: 'Load more signals' }).click()
  await expect(ledger.getByRole('row')).toHaveCount(total + 1)
  await expect(page.getByText('That is every signal.')).toBeVisible()

  await page.getByLabel('Signal', { exact: true }).selectOption('lead.captured')
  await expect(page).toHaveURL(/[?&]signal=lead\.captured/)
  await expect(ledger.getByRole('row')).toHaveCount(12)
  await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Sam' })
  await expect(page).toHaveURL(/[?&]agent=[0-9a-f-]{36}/)
  await expect(ledger.getByRole('row')).toHaveCount(12)

  await page.reload()
  await expect(page.getByLabel('Signal', { exact: true })).toHaveValue('lead.captured')
  await expect(page.getByLabel('Agent', { exact: true }).locator('option:checked')).toHaveText('Sam')
  await expect(ledger.getByRole('row')).toHaveCount(12)
  for (const cell of await ledger
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .all()) {
    await expect(cell).toContainText('lead.captured')
  }

  // Sam never takes part in a quote request.
  await page.getByLabel('Signal', { exact: true }).selectOption('quote.requested')
  await expect(page.getByText('No signals match these filters')).toBeVisible()
  await expectAccessible()
  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await expect(page).toHaveURL(/\/signals$/)
  await expect(ledger.getByRole('row')).toHaveCount(21)

  // A phone gets cards, filters and all, without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/signals?status=processed&signal=quote.requested')
  const cards = page.getByRole('list', { name: 'Signals' })
  await expect(cards.getByRole('listitem').first()).toContainText('quote.requested')
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('processed')
  await expectNoSidewaysScroll(page)
  await expectAccessible()
})

test('the Signals page shows why it failed, with Retry and Clear filters', async ({ page, signIn }) => {
  await signIn()
  // Another company's (or a made-up) agent id in a shared link is not found.
  await page.goto('/signals?agent=00000000-0000-4000-8000-000000000000')
  await expect(page.getByText("We couldn't load the signals.")).toBeVisible()
  await expect(page.getByText('Agent not found')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await expect(page).toHaveURL(/\/signals$/)
  await expect(page.getByText('No signals yet')).toBeVisible()
})
