import { EVENT_EXAMPLES } from '../src/shared/agents/event-examples'
import { expect, test } from './support/fixtures'

// Agent data sharing off (docs/decisions/101-privacy-controls.md): a signal names nobody, and the receiving agent's
// page says so on the signal.

type Agent = { id: string; name: string }
type Detail = { signals_in: { status: string; personal_data_withheld: boolean }[] }

test('a signal sent while agent data sharing is off says its personal data was withheld', async ({ page, signIn, expectAccessible }) => {
  await signIn()
  const request = page.request
  const deployed = await request.post('/api/agents/deploy', { data: { agentIds: ['max', 'harper'] } })
  expect(deployed.status(), await deployed.text()).toBe(200)
  const privacy = await request.patch('/api/company/privacy', { data: { agentDataSharing: false } })
  expect(privacy.status(), await privacy.text()).toBe(200)
  // A lead who asks about a job: Max passes it on to Harper.
  const sent = await request.post('/api/events', { data: { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][3] } })
  expect(sent.status(), await sent.text()).toBe(202)
  const harper = ((await (await request.get('/api/agents')).json()) as Agent[]).find((agent) => agent.name === 'Harper')!
  await expect
    .poll(async () => ((await (await request.get(`/api/agents/${harper.id}`)).json()) as Detail).signals_in)
    .toEqual([expect.objectContaining({ status: 'processed', personal_data_withheld: true })])

  await page.goto(`/dashboard/agents/${harper.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harper')
  const received = page.getByRole('table', { name: 'Signals received' })
  await expect(received.getByText('candidate.inquiry')).toBeVisible()
  await expect(received.getByText('Personal data withheld: agent data sharing is off')).toBeVisible()
  await expect(page.getByText('Answered a job inquiry from lead-1004')).toBeVisible()
  await expectAccessible()

  // On a phone the signals are a list of cards, each with the same note.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.reload()
  const list = page.getByRole('list', { name: 'Signals received' })
  await expect(list.getByText('Personal data withheld: agent data sharing is off')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await expectAccessible()
})
