import type { APIRequestContext, Page } from '@playwright/test'
import { EVENT_EXAMPLES } from '../src/shared/agents/event-examples'
import { expect, expectToast, newAccount, test } from './support/fixtures'
import { joinThroughInvitation } from './support/team'

// The agent's own page (docs/product.md#agent-detail, docs/decisions/095) and the dashboard on a phone.

type Agent = { id: string; name: string }

/** Deploys Max and Sam for the signed-in company, sends two new leads, and waits until Max has finished a run. */
async function seedAgents(request: APIRequestContext) {
  const deployed = await request.post('/api/agents/deploy', { data: { agentIds: ['max', 'sam'] } })
  expect(deployed.status(), await deployed.text()).toBe(200)
  for (const lead of EVENT_EXAMPLES['lead.created'].slice(0, 2)) {
    const sent = await request.post('/api/events', { data: { type: 'lead.created', data: lead } })
    expect(sent.status(), await sent.text()).toBe(202)
  }
  const agents = (await (await request.get('/api/agents')).json()) as Agent[]
  const max = agents.find((agent) => agent.name === 'Max')!
  await expect
    .poll(async () => ((await (await request.get(`/api/agents/${max.id}`)).json()) as { health_trend: unknown[] }).health_trend.length)
    .toBe(2)
  return max
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

test('the agent page has its own heading, a health chart with axes and values, and exact times on focus', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn({ full_name: 'Maya Chen' })
  const max = await seedAgents(page.request)
  await page.goto(`/dashboard/agents/${max.id}`)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Max')
  await expect(page.getByRole('heading', { name: /Welcome/ })).toHaveCount(0)
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: 'Max' }) })
  await expect(header.getByText('Active', { exact: true })).toBeVisible()
  await expect(header.getByText('LeadNurtureAI · Lead nurturing')).toBeVisible()
  await expect(header.getByRole('definition').filter({ hasText: /^\d{1,3}%$/ })).toBeVisible()

  const chart = page.getByRole('group', { name: /Health chart/ })
  await expect(chart.getByText('Health (%)')).toBeVisible()
  await expect(chart.getByText('Run finished')).toBeVisible()
  await expect(chart.getByText('0%', { exact: true })).toBeVisible()
  await expect(chart.getByText('100%', { exact: true })).toBeVisible()
  const readout = chart.getByRole('status')
  await expect(readout).toBeEmpty()
  await chart.hover()
  await expect(readout).toHaveText(/^\d{1,3}% after the run finished /)
  // The keyboard reads the same values: focus shows the latest run, Home the oldest.
  await page.mouse.move(0, 0)
  await chart.focus()
  await expect(readout).toHaveText(/^\d{1,3}% after the run finished /)
  await page.keyboard.press('Home')
  await expect(readout).toHaveText(/^\d{1,3}% after the run finished /)
  // Its text equivalent: a summary and a table of every point.
  await expect(page.getByText(/^Latest \d+%, lowest \d+%, highest \d+% over its last 2 runs\./)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Health after each run, oldest first' }).getByRole('row')).toHaveCount(3)

  // Relative times carry the exact moment, shown on keyboard focus.
  const time = page.getByRole('list', { name: 'Activity' }).locator('time').first()
  await expect(time).toHaveText(/ago$/)
  // In view first, and past the frame that delivers the scroll event: Radix closes a tooltip when the page scrolls.
  await time.scrollIntoViewIfNeeded()
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await time.focus()
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toHaveText(/\d{4}/)
  expect(await time.getAttribute('aria-label')).toContain(`(${await tooltip.textContent()})`)
  await expectAccessible()
})

test('an owner pauses and activates the agent from its page', async ({ page, signIn, expectAccessible }) => {
  await signIn()
  const max = await seedAgents(page.request)
  await page.goto(`/dashboard/agents/${max.id}`)
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: 'Max' }) })

  await page.getByRole('button', { name: 'Pause Max' }).click()
  await expectToast(page, 'Max paused', 'Max stops acting on new events until you activate it again.')
  await expect(header.getByText('Waiting', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Activate Max' })).toBeEnabled()
  await expectAccessible()

  await page.getByRole('button', { name: 'Activate Max' }).click()
  await expectToast(page, 'Max activated', 'Max is back at work.')
  await expect(header.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pause Max' })).toBeVisible()

  // The dashboard agrees without a reload of the server's data.
  await page.getByRole('link', { name: 'Back to dashboard' }).click()
  await expect(page.getByRole('button', { name: 'Pause Max' })).toBeVisible()
})

test('a member sees the agent page without Pause, and why', async ({ page, request, expectAccessible }) => {
  const owner = newAccount({ company_name: 'Mira Bakery' })
  expect((await request.post('/api/register', { data: owner })).status()).toBe(201)
  const max = await seedAgents(request)
  await joinThroughInvitation(request, page.request)

  await page.goto(`/dashboard/agents/${max.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Max')
  await expect(page.getByText('Only the owner can pause or activate agents.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^(Pause|Activate) / })).toHaveCount(0)
  await expectAccessible()
})

test('at 375 px the dashboard and the agent page fit the screen, and Pause is there to tap', async ({ page, signIn, expectAccessible }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signIn()
  const max = await seedAgents(page.request)

  await page.goto('/dashboard')
  const cards = page.getByRole('list', { name: 'Agents' })
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  await expect(cards.getByRole('listitem').filter({ hasText: 'Max' }).locator('time')).toHaveText(/ago$/)
  await expectNoSidewaysScroll(page)
  const pause = page.getByRole('button', { name: 'Pause Max' })
  await pause.scrollIntoViewIfNeeded()
  await expect(pause).toBeInViewport()
  await pause.click()
  await expectToast(page, 'Max paused')
  await expect(page.getByRole('button', { name: 'Activate Max' })).toBeVisible()
  await expectAccessible()

  await page.goto(`/dashboard/agents/${max.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Max')
  // On arrival, before anything scrolls the page: the button is there to tap.
  const activate = page.getByRole('button', { name: 'Activate Max' })
  await expect(activate).toBeInViewport()
  const chart = page.getByRole('group', { name: /Health chart/ })
  await expect(chart.getByText('Health (%)')).toBeVisible()
  await chart.hover()
  await expect(chart.getByRole('status')).toHaveText(/^\d{1,3}% after the run finished /)
  await expectNoSidewaysScroll(page)
  await activate.scrollIntoViewIfNeeded()
  await activate.click()
  await expectToast(page, 'Max activated')
  await expect(page.getByRole('button', { name: 'Pause Max' })).toBeInViewport()
  await expectAccessible()
})
