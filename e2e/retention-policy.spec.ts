import { DEFAULT_RETENTION_DAYS } from '../src/shared/config/public-config'
import { expect, test } from './support/fixtures'
import { checkBothWidths } from './support/both-widths'

// The privacy policy states how long each kind of data is kept with the periods the server's retention run uses
// (docs/product.md#retention, docs/decisions/105-retention.md). The e2e server inherits this process's environment
// (e2e/support/serve.mjs), so a run with RETAIN_…_DAYS set checks that the page shows those values, not the defaults.

const configured = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const DAYS = {
  eventPayloads: configured('RETAIN_EVENT_PAYLOADS_DAYS', DEFAULT_RETENTION_DAYS.eventPayloads),
  runInputs: configured('RETAIN_RUN_INPUTS_DAYS', DEFAULT_RETENTION_DAYS.runInputs),
  sentEmailBodies: configured('RETAIN_SENT_EMAIL_BODIES_DAYS', DEFAULT_RETENTION_DAYS.sentEmailBodies),
  unconvertedLeads: configured('RETAIN_UNCONVERTED_LEADS_DAYS', DEFAULT_RETENTION_DAYS.unconvertedLeads),
  conversations: configured('RETAIN_CONVERSATIONS_DAYS', DEFAULT_RETENTION_DAYS.conversations),
}
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`)

test('the privacy policy lists the five periods the server keeps data for', async ({ page, expectAccessible }, testInfo) => {
  await page.goto('/privacy')
  const section = page.getByRole('region', { name: 'How long we keep data' })
  await expect(section).toBeVisible()
  const items = section.getByRole('listitem')
  await expect(items).toHaveCount(5)
  await expect(items.filter({ hasText: 'Business events' })).toContainText(`after ${days(DAYS.eventPayloads)} we keep only their facts`)
  await expect(items.filter({ hasText: 'Agents’ runs' })).toContainText(`after ${days(DAYS.runInputs)} the inputs a run used are removed`)
  await expect(items.filter({ hasText: 'E-mails and webhook deliveries' })).toContainText(`${days(DAYS.sentEmailBodies)} after sending`)
  await expect(items.filter({ hasText: 'Leads from the public pages' })).toContainText(`deleted after ${days(DAYS.unconvertedLeads)}`)
  await expect(items.filter({ hasText: 'Agents’ conversations' })).toContainText(`is deleted ${days(DAYS.conversations)} after it was`)

  await checkBothWidths(page, expectAccessible, testInfo, 'privacy-retention')
})
