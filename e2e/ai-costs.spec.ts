import type { APIRequestContext, Page } from '@playwright/test'
import { formatCost } from '../src/shared/ai/money'
import { startScriptedModelServer, type ScriptedModelServer } from '../src/server/test/scripted-model-server'
import { freePort } from '../src/server/test/polling'
import { checkBothWidths } from './support/both-widths'
import { expect, test as base } from './support/fixtures'
import { startServerProcess, type ServerProcess } from './support/server-process'

// What the language model costs and when it fails, through the browser (docs/decisions/132-cost-in-money.md,
// 133-provider-outages.md): Settings → AI shows the month's cost by agent and the budget in money; past it the workspace
// says so and the templates write; a provider that keeps failing is named on the dashboard and in Approvals, and its
// drafts are written again once it answers.
type CostWorld = { server: ServerProcess; model: ScriptedModelServer }

const test = base.extend<object, { world: CostWorld }>({
  world: [
    async ({}, use) => {
      const model = await startScriptedModelServer()
      // A server of its own: the shared one has no model. The operator prices the scripted model dearly (about a dollar
      // an e-mail), so that a budget of a few dollars is reached in a few e-mails.
      const port = String(await freePort())
      const server = await startServerProcess('ai-costs', {
        PORT: port,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        NODE_ENV: 'test',
        TRUST_PROXY: 'true',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: 'scripted-writer',
        AI_PRICES: JSON.stringify({ asOf: '2026-12', models: { 'scripted-writer': { inputPerMillion: 1000, outputPerMillion: 1000 } } }),
      })
      await use({ server, model })
      await server.stop()
      await model.close()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ world }, use) => use(world.server.url),
})

// One server for the file's tests, which run in order in one worker.
test.describe.configure({ mode: 'default' })

async function deployMax(request: APIRequestContext): Promise<string> {
  const deployed = await request.post('/api/agents/deploy', { data: { agentIds: ['max'] } })
  expect(deployed.ok(), await deployed.text()).toBe(true)
  const [max] = (await deployed.json()) as { id: string }[]
  return max!.id
}

let leads = 0
async function postLead(request: APIRequestContext) {
  leads += 1
  const email = `lead${leads}.${Date.now()}@example.com`
  const response = await request.post('/api/events', {
    data: { type: 'lead.created', data: { lead_id: `lead-${email}`, name: `Lead ${leads}`, email, source: 'referral' } },
  })
  expect(response.status(), await response.text()).toBe(202)
}

type Item = { writer: string | null; fallback_kind: string | null; run_id: string }
const waiting = async (request: APIRequestContext) =>
  ((await (await request.get('/api/approvals?status=awaiting')).json()) as { items: Item[] }).items

const thisMonth = () => new Date().toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })

async function costs(page: Page) {
  return (await (await page.request.get('/api/company/ai/costs')).json()) as { spentMicros: number; agents: { costMicros: number }[] }
}

test('Settings → AI shows what the agents cost; past the budget in money the workspace says so and the templates write', async ({
  page,
  signIn,
  expectAccessible,
}, testInfo) => {
  test.slow()
  await signIn({ full_name: 'Ada Owner', company_name: 'Ada Analytics' })
  const maxId = await deployMax(page.request)
  await postLead(page.request)
  await expect.poll(async () => (await waiting(page.request)).map((item) => item.writer)).toEqual(['model'])
  const { spentMicros } = await costs(page)
  expect(spentMicros).toBeGreaterThan(0)
  const spent = formatCost(spentMicros, 'USD')

  await page.goto('/settings/ai')
  const costRegion = page.getByRole('region', { name: 'What your agents cost' })
  await expect(costRegion.getByRole('row', { name: `Max 1 ${spent}` })).toBeVisible()
  await expect(costRegion.getByRole('row', { name: `Total 1 ${spent}` })).toBeVisible()
  await expect(costRegion.getByText('Meeting booked')).toBeVisible()
  await expect(costRegion.getByText('No meeting was reported booked this month')).toBeVisible()
  await expect(costRegion.getByText('Prices as of December 2026, in USD', { exact: false })).toBeVisible()
  const budget = page.getByRole('region', { name: 'Monthly budget in money' })
  await expect(budget.getByText(`${spent} spent in ${thisMonth()}. No budget in money is set`, { exact: false })).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'costs-no-budget')

  // The shared schema refuses a budget under 1 before anything is sent; a real one shows against the month's cost.
  const amount = budget.getByLabel('Budget a month (USD)')
  await amount.fill('0.5')
  await budget.getByRole('button', { name: 'Save budget' }).click()
  await expect(budget.getByText('Allow at least 1 a month, or remove the budget')).toBeVisible()
  await amount.fill('100')
  await amount.press('Enter')
  await expect(budget.getByText(`${spent} of $100.00 spent in ${thisMonth()}`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'AI budget' })).toHaveCount(0)

  // A dollar more than spent: the next e-mail's largest cost no longer fits, so the budget is reached.
  const tight = Math.ceil(spentMicros / 10_000) / 100 + 1
  await amount.fill(String(tight))
  await budget.getByRole('button', { name: 'Save budget' }).click()
  await expect(budget.getByText('The budget is spent: the templates write until next month or until it is raised.')).toBeVisible()
  const notice = page.getByRole('region', { name: 'AI budget' })
  await expect(notice.getByText('This month’s AI budget is spent')).toBeVisible()
  await expect(notice.getByRole('link', { name: 'Raise the budget' })).toBeVisible()

  // The next e-mail is written from the template and says why, in Approvals; the dashboard shows the notice too.
  await postLead(page.request)
  await expect.poll(async () => (await waiting(page.request)).map((item) => item.fallback_kind).sort()).toEqual(['budget', null])
  await page.goto('/approvals')
  await expect(page.getByRole('region', { name: 'AI budget' })).toBeVisible()
  await expect(page.getByText('Template · the budget is spent', { exact: false })).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'approvals-budget-spent')
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'AI budget' }).getByText('This month’s AI budget is spent')).toBeVisible()
  await expectAccessible()

  // The run says what its e-mail cost.
  const written = (await waiting(page.request)).find((item) => item.writer === 'model')!
  await page.goto(`/dashboard/agents/${maxId}?run=${written.run_id}`)
  const opened = page.getByRole('list', { name: 'The run you opened' })
  await expect(opened.getByText(new RegExp(`Written by scripted-writer · .* tokens · .* s · ${spent.replace('$', '\\$')}`))).toBeVisible()
  await expectAccessible()

  // Raised again, the notice goes.
  await page.goto('/settings/ai')
  await amount.fill('100')
  await budget.getByRole('button', { name: 'Save budget' }).click()
  await expect(budget.getByText(`of $100.00 spent in ${thisMonth()}`, { exact: false })).toBeVisible()
  await expect(page.getByRole('region', { name: 'AI budget' })).toHaveCount(0)
})

test('a provider failing more than 5 times is named on the dashboard and in Approvals; its drafts are written again when it answers', async ({
  page,
  world,
  signIn,
  expectAccessible,
}, testInfo) => {
  test.slow()
  await signIn({ full_name: 'Grace Owner', company_name: 'Grace Goods' })
  await deployMax(page.request)
  const unavailable = { status: 503, retryAfter: '0' }
  world.model.script(Array.from({ length: 18 }, () => unavailable))
  for (let index = 0; index < 6; index++) await postLead(page.request)
  await expect
    .poll(async () => (await waiting(page.request)).map((item) => item.fallback_kind))
    .toEqual(['provider', 'provider', 'provider', 'provider', 'provider', 'provider'])

  const sentence = 'Your model server (scripted-writer) failed 6 times in the last hour; drafts use the playbook’s e-mail until it answers.'
  await page.goto('/dashboard')
  const outage = page.getByRole('region', { name: 'Language model not answering' })
  await expect(outage.getByText(sentence)).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'dashboard-outage')
  await page.goto('/approvals')
  await expect(outage.getByText(sentence)).toBeVisible()
  await expect(page.getByText('Template · the model did not answer', { exact: false }).first()).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'approvals-outage')

  // It answers the next e-mail: the six are written again by the model, and the notice goes.
  await postLead(page.request)
  await expect
    .poll(async () => (await waiting(page.request)).map((item) => item.writer), { timeout: 30_000 })
    .toEqual(['model', 'model', 'model', 'model', 'model', 'model', 'model'])
  await page.reload()
  await expect(page.getByText(/@example\.com · Language model$/).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Language model not answering' })).toHaveCount(0)
  await expect(page.getByText('the model did not answer', { exact: false })).toHaveCount(0)
})
