import type { Page } from '@playwright/test'
import type { Agent } from '@/shared/schemas/agents'
import { expect, test } from './support/fixtures'

// No page asks any host but the product's own for anything: scripts, styles, fonts, images, API calls. The privacy
// policy (/privacy) promises it. A link the visitor chooses to open, such as the strategy-session booking, is not a
// request.

/** Every http(s) request the page makes from now on, by URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) urls.push(request.url())
  })
  return urls
}

const foreign = (urls: string[], origin: string) => urls.filter((url) => new URL(url).origin !== origin)

async function visit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

test('the public pages ask only this site for anything', async ({ page, baseURL }) => {
  const urls = recordRequests(page)
  for (const path of [
    '/',
    '/quiz-funnel',
    '/demo',
    '/improved-onboarding',
    '/auth',
    '/forgot-password',
    '/privacy',
    '/terms',
    '/thank-you',
    // Without a valid link it says so, under its own heading.
    '/my-data?token=not-a-link',
    '/no/such/page',
  ])
    await visit(page, path)
  expect(urls.length).toBeGreaterThan(20)
  expect(foreign(urls, new URL(baseURL!).origin)).toEqual([])
})

test('the signed-in workspace asks only this site for anything', async ({ page, signIn, baseURL }) => {
  await signIn()
  const deployed = await page.request.post('/api/agents/deploy', { data: { agentIds: ['max', 'sam'] } })
  expect(deployed.status(), await deployed.text()).toBe(200)
  const [max] = (await (await page.request.get('/api/agents')).json()) as Agent[]
  const urls = recordRequests(page)
  for (const path of [
    '/app',
    '/dashboard',
    `/dashboard/agents/${max!.id}`,
    '/agents',
    '/signals',
    '/onboarding',
    '/agent-recommendations',
    '/settings/company',
    '/settings/team',
    '/settings/api-keys',
    '/settings/webhook',
    '/settings/privacy',
    '/settings/account',
  ])
    await visit(page, path)
  expect(urls.length).toBeGreaterThan(20)
  expect(foreign(urls, new URL(baseURL!).origin)).toEqual([])
})
