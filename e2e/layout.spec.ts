import type { Page } from '@playwright/test'
import { addDays, format, isWeekend, startOfToday } from 'date-fns'
import { EVENT_EXAMPLES } from '../src/shared/agents/event-examples'
import { expect, test } from './support/fixtures'

// Every page at 375 px: no sideways scroll, no ordinary word broken across lines, and Inter is the font in use
// (docs/decisions/096).

const PUBLIC_PAGES = [
  '/',
  '/quiz-funnel',
  '/demo',
  '/auth',
  '/get-started',
  '/onboarding',
  '/improved-onboarding',
  '/privacy',
  '/terms',
  '/forgot-password',
  '/no-such-page',
]
const WORKSPACE_PAGES = [
  '/dashboard',
  '/app',
  '/agents',
  '/signals',
  '/agent-recommendations',
  '/settings/company',
  '/settings/team',
  '/settings/api-keys',
  '/settings/webhook',
  '/settings/account',
]

/** How far the page is wider than the screen, and the words of four letters or more drawn on two lines. */
function measureLayout(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.checkVisibility()) continue
      for (const match of (node.textContent ?? '').matchAll(/[A-Za-z]{4,}/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        if (lines.size > 1) broken.push(match[0])
      }
    }
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, broken }
  })
}

/** The page's text is drawn in Inter: the body asks for it first and the browser has loaded a face of it. */
async function expectInter(page: Page) {
  const font = await page.evaluate(async () => {
    await document.fonts.ready
    return {
      family: getComputedStyle(document.body).fontFamily,
      loaded: [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded'),
      check: document.fonts.check('16px "Inter Variable"'),
    }
  })
  expect(font.family).toMatch(/^"?Inter Variable"?,/)
  expect(font).toMatchObject({ loaded: true, check: true })
}

async function expectFitsAt375(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0)
  expect(await measureLayout(page), path).toEqual({ overflow: 0, broken: [] })
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('public pages fit the screen, break no word, and are set in Inter', async ({ page }) => {
    for (const path of PUBLIC_PAGES) await expectFitsAt375(page, path)
    await page.goto('/')
    await expectInter(page)
  })

  test('workspace pages fit the screen and break no word, with real agents, signals and a long e-mail address', async ({
    page,
    signIn,
  }) => {
    test.slow()
    await signIn({ email: `maya.chen-longname-${Date.now().toString(36)}@example-company-domain.com`, full_name: 'Maya Chen' })
    expect((await page.request.post('/api/agents/deploy', { data: { agentIds: ['max', 'sam', 'finn'] } })).status()).toBe(200)
    const sent = await page.request.post('/api/events', { data: { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0] } })
    expect(sent.status()).toBe(202)
    const agents = (await (await page.request.get('/api/agents')).json()) as { id: string; name: string }[]
    const max = agents.find((agent) => agent.name === 'Max')!
    await expect
      .poll(async () => ((await (await page.request.get('/api/agents/signals')).json()) as { signals: unknown[] }).signals.length)
      .toBeGreaterThan(0)

    for (const path of [...WORKSPACE_PAGES, `/dashboard/agents/${max.id}`]) await expectFitsAt375(page, path)
    await expectInter(page)
  })
})

test('the demo tier box keeps "Enterprise" on one line at 1280 px', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  const button = (name: string) => page.getByRole('button', { name, exact: true })
  await page.goto('/demo')
  await page.getByLabel('Work email *').fill(`layout-${Date.now().toString(36)}@example.com`)
  await page.getByLabel('Full name *').fill('Ada Lovelace')
  await page.getByLabel('Job title *').fill('Founder')
  await page.getByLabel('Company name *').fill('Analytical Engines')
  await page.getByLabel('Industry *').fill('Manufacturing')
  await button('Continue').click()
  await page.getByLabel('Sales', { exact: true }).check()
  await page.getByLabel('Current workflow and tasks *').fill('We copy orders from e-mail into our CRM by hand every day.')
  await page.getByLabel('Workflow & Task Automation').check()
  await button('Continue').click()
  await page.getByLabel('HubSpot').check()
  await button('Continue').click()
  await page.getByLabel('Annual revenue *').selectOption('$1M - $3M')
  await page.getByLabel('Automation investment *').selectOption('$5K - $15K')
  await page.getByLabel('Ongoing partnership').check()
  await page.getByLabel('Preferred timeline *').fill('Within 3 months')
  await button('Continue').click()
  await page.getByLabel('Comprehensive Setup & Training').check()
  await button('Complete Assessment').click()

  const investment = page.getByRole('slider', { name: 'Investment (% of monthly savings)' })
  await investment.focus()
  await page.keyboard.press('End')
  await expect(page.getByTestId('investment-tier')).toHaveText('Enterprise')
  await button('Schedule Deployment').click()

  // A weekday 66-90 days ahead: demo.spec.ts books in the 14-64 day range, so the two never want one slot.
  let day = addDays(startOfToday(), 66 + Math.floor(Math.random() * 24))
  while (isWeekend(day)) day = addDays(day, 1)
  for (let i = 0; i < 4 && !(await page.getByText(format(day, 'MMMM yyyy'), { exact: true }).isVisible()); i += 1) {
    await page.getByRole('button', { name: /next month/i }).click()
  }
  await page.getByRole('button', { name: new RegExp(format(day, 'EEEE, MMMM d, yyyy')) }).click()
  await page.getByRole('group', { name: 'Available times' }).getByRole('button', { disabled: false }).first().click()
  await button('Book Now').click()

  const tier = page.getByTestId('confirmation-figures').getByText('Enterprise', { exact: true })
  await expect(tier).toBeVisible()
  const lines = await tier.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })
  expect(lines).toBe(1)
  const height = await tier.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight))
  expect(height).toBeCloseTo(1, 1)
})
