import { expect, test } from './support/fixtures'
import { checkBothWidths } from './support/both-widths'

// The trust ladder on the agent's page (docs/decisions/130-trust-ladder.md): the owner moves Max down to Shadow, up to
// Autopilot and back to Review with the keyboard; the evidence and every change are shown, accessible at both widths.

test('an owner moves Max down and up the trust ladder, each change listed with who made it', async ({
  page,
  signIn,
  expectAccessible,
}, testInfo) => {
  await signIn({ full_name: 'Maya Chen' })
  const deployed = await page.request.post('/api/agents/deploy', { data: { agentIds: ['max'] } })
  expect(deployed.status(), await deployed.text()).toBe(200)
  const [max] = (await deployed.json()) as { id: string }[]
  await page.goto(`/dashboard/agents/${max!.id}`)

  await expect(page.getByRole('heading', { name: 'Trust level: Review' })).toBeVisible()
  const evidence = page.getByRole('list', { name: 'Evidence for Autopilot' })
  await expect(evidence.getByText('0 e-mails reviewed in the last 30 days (at least 50 needed)')).toBeVisible()
  // No suggestion without the evidence: only the plain move is offered.
  await expect(page.getByText('The evidence holds')).toHaveCount(0)
  await expect(page.getByText('No changes yet. Writing agents start in Review.')).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'trust-ladder-review')

  const changes = page.getByRole('list', { name: 'Trust level changes' }).getByRole('listitem')
  // Keyboard only: focus the button and press Enter; the next move waits until this one is listed.
  const moveTo = async (level: string, listed: number) => {
    const heading = page.getByRole('heading', { name: `Trust level: ${level}` })
    // The section refreshes after each move and may replace the button between focus and Enter: press again until the
    // move shows (a move to the level the agent is already at records nothing).
    await expect(async () => {
      if (!(await heading.isVisible())) {
        await page.getByRole('button', { name: `Move to ${level}` }).focus({ timeout: 2000 })
        await page.keyboard.press('Enter')
      }
      await expect(heading).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 20_000 })
    await expect(changes).toHaveCount(listed)
  }
  await moveTo('Shadow', 1)
  await expect(page.getByText('Writes and checks its e-mails but never sends them.')).toBeVisible()
  await moveTo('Autopilot', 2)
  await moveTo('Review', 3)

  await expect(changes).toHaveCount(3)
  await expect(changes.nth(0)).toContainText('Autopilot → Review by Maya Chen')
  await expect(changes.nth(1)).toContainText('Shadow → Autopilot by Maya Chen')
  await expect(changes.nth(2)).toContainText('Review → Shadow by Maya Chen')
  await checkBothWidths(page, expectAccessible, testInfo, 'trust-ladder-history')
})
