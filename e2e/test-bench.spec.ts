import type { APIRequestContext } from '@playwright/test'
import { startScriptedModelServer, type ScriptedModelServer } from '../src/server/test/scripted-model-server'
import { scriptWritersAndJudge, SIGN_OFF } from '../src/server/test/scripted-judge'
import { EVENT_EXAMPLES } from '../src/shared/agents/event-examples'
import { checkBothWidths } from './support/both-widths'
import { expect, expectToast, test as base } from './support/fixtures'

// The test bench (docs/decisions/134-test-bench.md) and versions (docs/decisions/135-setting-versions.md) in the
// browser: the company's own model is a scripted OpenAI-compatible server this test starts (the shared server has no
// model of its own); the owner tries another model on it, reads the e-mails side by side and the win rate, applies the
// change, sees the version and restores the earlier one.

const WRITER = 'scripted-writer'
const PROPOSED = 'scripted-proposed'

const test = base.extend<object, { model: ScriptedModelServer }>({
  model: [
    async ({}, use) => {
      const model = await startScriptedModelServer()
      // The proposed model adds a warm line; the judge (the company's current model) prefers the e-mail that has it.
      scriptWritersAndJudge(model, PROPOSED)
      await use(model)
      await model.close()
    },
    { scope: 'worker' },
  ],
})

/** The company writes with the scripted model, confirmed as its own (decision 122); Max has written `count` drafts. */
async function seedCompany(request: APIRequestContext, model: ScriptedModelServer, count: number): Promise<string> {
  const deployed = await request.post('/api/agents/deploy', { data: { agentIds: ['max'] } })
  expect(deployed.status(), await deployed.text()).toBe(200)
  const [max] = (await deployed.json()) as { id: string }[]
  const saved = await request.put('/api/company/ai', {
    data: { provider: 'openai-compatible', model: WRITER, baseUrl: model.baseUrl, monthlyTokenBudget: 1_000_000 },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const confirmed = await request.put('/api/company/ai/local-confirmation', { data: { host: '127.0.0.1' } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  await postLeads(request, count)
  return max!.id
}

async function postLeads(request: APIRequestContext, count: number, from = 0) {
  // The first three examples each get an e-mail from Max; each lead a new address, so no message joins another (decision 127).
  const leads = (EVENT_EXAMPLES['lead.created'] as Record<string, unknown>[]).slice(0, 3)
  for (let index = from; index < from + count; index++) {
    const stamp = `${index}-${Date.now()}`
    const lead = { ...leads[index % leads.length]!, lead_id: `bench-${stamp}`, email: `lead-${stamp}@example.com` }
    const sent = await request.post('/api/events', { data: { type: 'lead.created', data: lead } })
    expect(sent.status(), await sent.text()).toBe(202)
  }
  await expect
    .poll(async () => ((await (await request.get('/api/approvals/counts')).json()) as { awaiting: number }).awaiting, {
      message: 'the drafts written',
    })
    .toBeGreaterThanOrEqual(from + count)
}

test('the owner tests another model on recent e-mails, applies it, and restores the model before', async ({
  page,
  model,
  signIn,
  expectAccessible,
}, testInfo) => {
  await signIn({ full_name: 'Maya Chen' }, { verified: true })
  const maxId = await seedCompany(page.request, model, 3)

  // Every written draft is graded; its page lists the checks (decision 134).
  const list = (await (await page.request.get('/api/approvals?status=awaiting')).json()) as { items: { id: string }[] }
  await page.goto(`/approvals/${list.items[0]!.id}`)
  const checks = page.getByRole('region', { name: 'Checks on the text as it was written' })
  await expect(checks.getByRole('listitem')).toHaveCount(5)
  await expect(checks).toContainText('Passed: Only your facts')

  await page.goto('/settings/ai')
  const bench = page.getByRole('region', { name: 'Test a change' })
  await expect(bench.getByText('What do you want to try?')).toBeVisible()
  await bench.getByLabel('Model', { exact: true }).fill(PROPOSED)
  await bench.getByLabel('Base URL').fill(model.baseUrl)
  await bench.getByRole('button', { name: 'Run the test' }).press('Enter')

  await expect(bench.getByText('The proposal wins 100% of 3 e-mails')).toBeVisible()
  await expect(bench.getByText(`Model: ${PROPOSED} (OpenAI-compatible server)`)).toBeVisible()
  const figures = bench.getByRole('table', { name: 'Each side’s totals and checks passed' })
  await expect(figures.getByRole('row', { name: /Passed: Only your facts/ })).toContainText('100%')
  const first = bench.getByRole('listitem').filter({ hasText: 'E-mail 1' })
  await first.getByText('E-mail 1').click()
  await expect(first.getByRole('region', { name: 'Current settings' })).toContainText(`Written by ${WRITER}`)
  await expect(first.getByRole('region', { name: 'Proposal' })).toContainText(SIGN_OFF)
  await checkBothWidths(page, expectAccessible, testInfo, 'test-bench-results')

  await bench.getByRole('button', { name: 'Apply this change' }).focus()
  await page.keyboard.press('Enter')
  await expectToast(page, 'Change applied')
  const versions = page.getByRole('region', { name: 'Versions' }).getByRole('listitem')
  await expect(versions.first()).toContainText(`Model: ${WRITER} (OpenAI-compatible server) → ${PROPOSED} (OpenAI-compatible server)`)
  await expect(versions.first()).toContainText('Maya Chen')
  await expect(versions.first()).toContainText('applied after a test · in force')
  await expect(page.getByRole('region', { name: 'Your own model' }).getByLabel('Model', { exact: true })).toHaveValue(PROPOSED)

  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .press('Enter')
  await expectToast(page, 'Version restored')
  await expect(versions.first()).toContainText(`Model: ${PROPOSED} (OpenAI-compatible server) → ${WRITER} (OpenAI-compatible server)`)
  await expect(versions.first()).toContainText('restored from an earlier version · in force')
  await checkBothWidths(page, expectAccessible, testInfo, 'test-bench-versions')

  // One more e-mail after the changes: Max's chart now spans them, and marks each.
  await postLeads(page.request, 1, 3)
  await page.goto(`/dashboard/agents/${maxId}`)
  const marked = page.getByRole('list', { name: 'Changes marked on the chart' }).getByRole('listitem')
  await expect(marked).toHaveCount(2)
  await expect(marked.first()).toContainText(`1. Model: ${WRITER} (OpenAI-compatible server) → ${PROPOSED}`)
  await expect(page.getByRole('region', { name: 'Test a change' })).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'test-bench-agent')
})
