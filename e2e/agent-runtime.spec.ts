import { EVENT_EXAMPLES } from '../src/shared/agents/event-examples'
import { expect, expectToast, test } from './support/fixtures'

test('an event sent with an API key shows on the dashboard without reload; the detail view explains the run', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn()
  const deployed = await page.request.post('/api/agents/deploy', { data: { agentIds: ['max', 'sam', 'finn'] } })
  expect(deployed.status()).toBe(200)

  // The owner creates a key on the account home and copies it once.
  await page.goto('/app')
  await page.getByLabel('Key name').fill('n8n production')
  await page.getByRole('button', { name: 'Create API key' }).click()
  const keyField = page.getByRole('textbox', { name: 'API key n8n production' })
  await expect(keyField).toHaveValue(/^aw_/)
  const key = await keyField.inputValue()
  await expect(page.getByRole('table', { name: 'API keys' }).getByText('n8n production')).toBeVisible()
  await expectAccessible()

  await page.goto('/dashboard')
  await expect(page.getByText('No signals yet')).toBeVisible()
  await expect(page.getByText('Live', { exact: true })).toBeVisible()
  const agents = page.getByRole('table').first()
  await expect(agents.getByRole('row', { name: /Max/ })).toContainText('0 / 0')

  // n8n (here the test's own request, with no session cookie) posts a new lead.
  const sent = await page.request.fetch('/api/events', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', cookie: '' },
    data: { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0], idempotency_key: 'e2e-lead-1' },
  })
  expect(sent.status(), await sent.text()).toBe(202)

  // No reload: the stream brings the signals and the counters in.
  const signals = page.locator('section[aria-labelledby="signals-heading"]')
  await expect(signals.getByText('quote.requested')).toBeVisible()
  await expect(signals.getByText('lead.captured')).toBeVisible()
  await expect(signals.getByText('Processed').first()).toBeVisible()
  await expect(agents.getByRole('row', { name: /Max/ })).toContainText('2 / 0')
  await expect(agents.getByRole('row', { name: /Sam/ })).toContainText('0 / 1')

  await agents.getByRole('link', { name: 'Max' }).click()
  await expect(page).toHaveURL(/\/dashboard\/agents\//)
  await expect(page.getByRole('heading', { name: 'Max', exact: true })).toBeVisible()
  await expect(page.getByText('Scored new lead Ada Park 95/100 (hot) and wrote the follow-up')).toBeVisible()
  await page.getByText('How it decided').click()
  await expect(page.getByText('Budget $12,000: +40.')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Signals sent' }).getByText('quote.requested')).toBeVisible()
  await expect(page.getByText('Latest 100%, lowest 100%, highest 100% over its last run.', { exact: false })).toBeVisible()
  await expectAccessible()

  // Still live on the detail view: a second lead adds a run without reload.
  await page.request.fetch('/api/events', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', cookie: '' },
    data: { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][1] },
  })
  await expect(page.getByText('Scored new lead Ben Ortiz 60/100 (warm) and wrote the follow-up')).toBeVisible()
})

test('a paused agent’s events wait and run on activation; the empty state sends a real test event', async ({ page, signIn }) => {
  await signIn()
  await page.request.post('/api/agents/deploy', { data: { agentIds: ['max', 'sam'] } })
  await page.goto('/dashboard')
  const agents = page.getByRole('table').first()
  await page.getByRole('button', { name: 'Pause Max' }).click()
  await expectToast(page, 'Max paused')

  await page.getByRole('button', { name: 'Send a test event' }).click()
  await expectToast(page, 'Test event sent')
  await agents.getByRole('link', { name: 'Max' }).click()
  await expect(page.getByText('Waiting until the agent is activated')).toBeVisible()

  await page.getByRole('link', { name: 'Back to dashboard' }).click()
  await page.getByRole('button', { name: 'Activate Max' }).click()
  await expect(page.locator('section[aria-labelledby="signals-heading"]').getByText('lead.captured')).toBeVisible()
  await expect(agents.getByRole('row', { name: /Max/ })).toContainText('2 / 0')
})

test('the owner sets the n8n webhook for agent outputs on the account home', async ({ page, signIn, expectAccessible }) => {
  await signIn()
  await page.goto('/app')
  await page.getByLabel('Webhook URL').fill('not a url')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter the full webhook URL, starting with https://')).toBeVisible()
  await page.getByLabel('Webhook URL').fill('https://127.0.0.1:5678/webhook/agents')
  await page.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Webhook saved')
  await expect(page.getByLabel('Signing secret')).toHaveValue(/^whsec_/)
  await expectAccessible()
  await page.reload()
  await expect(page.getByLabel('Webhook URL')).toHaveValue('https://127.0.0.1:5678/webhook/agents')
  await page.getByRole('button', { name: 'Remove' }).click()
  await expectToast(page, 'Webhook removed')
  await expect(page.getByLabel('Signing secret')).toBeHidden()
})
