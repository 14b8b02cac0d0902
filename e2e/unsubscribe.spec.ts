import type { Page } from '@playwright/test'
import { expect, expectToast, test } from './support/fixtures'
import { checkBothWidths } from './support/both-widths'
import { EVENT_EXAMPLES } from '../src/shared/agents/event-examples'

// docs/decisions/125-unsubscribe.md: the person an agent wrote to opens the Unsubscribe link at the foot of the e-mail,
// confirms with the button, and the address appears on the company's list in Settings → Privacy, where the owner can
// also add and remove addresses.

type Mail = { to: string; text: string }

const address = () => `unsub-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

/** The path of the Unsubscribe link e-mailed to `to`, from the development mailbox. */
async function readUnsubscribeLink(page: Page, to: string): Promise<string> {
  let link: string | undefined
  await expect(async () => {
    const mails = (await (await page.request.get('/api/dev/mailbox')).json()) as Mail[]
    link = mails
      .filter((mail) => mail.to === to)
      .map((mail) => /^Unsubscribe: (https?:\/\/\S+\/unsubscribe\/[\w-]+)$/m.exec(mail.text)?.[1])
      .find(Boolean)
    expect(link, `an Unsubscribe link e-mailed to ${to}`).toBeDefined()
  }).toPass({ timeout: 20_000 })
  return new URL(link!).pathname
}

test('a lead unsubscribes from the link in an agent’s e-mail, and the owner sees and manages the list', async ({
  page,
  signIn,
  expectAccessible,
}, testInfo) => {
  await signIn({ company_name: 'Rosie Bakery' }, { verified: true })
  const deployed = await page.request.post('/api/agents/deploy', { data: { agentIds: ['max'] } })
  expect(deployed.ok(), await deployed.text()).toBe(true)
  // Max sends on his own, so his e-mail leaves at once.
  const [max] = (await deployed.json()) as { id: string }[]
  const review = await page.request.patch(`/api/agents/${max!.id}/review`, { data: { reviewBeforeSend: false } })
  expect(review.ok(), await review.text()).toBe(true)
  const lead = address()
  const event = await page.request.post('/api/events', {
    data: { type: 'lead.created', data: { ...EVENT_EXAMPLES['lead.created'][0], email: lead } },
  })
  expect(event.status(), await event.text()).toBe(202)
  const link = await readUnsubscribeLink(page, lead)

  // Opening the link changes nothing: the page asks first.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: "Unsubscribe from Rosie Bakery's e-mails?", level: 1 })).toBeVisible()
  await expect(page.getByText(/u•••@•••\.com/)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await checkBothWidths(page, expectAccessible, testInfo, 'unsubscribe')

  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: "You're unsubscribed", level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Rosie Bakery' })).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'unsubscribed')

  // The owner's list: the lead, as unsubscribed; an address added by hand; one removed after the question.
  await page.goto('/settings/privacy')
  const list = page.getByRole('list', { name: "Addresses your agents don't write to" })
  await expect(list.getByRole('listitem').filter({ hasText: lead })).toContainText('Unsubscribed')
  const added = address()
  await page.getByLabel('E-mail address').fill(added.toUpperCase())
  await page.getByRole('button', { name: 'Add address' }).click()
  await expectToast(page, 'Address added')
  await expect(list.getByRole('listitem').filter({ hasText: added })).toContainText('Added by you')
  await checkBothWidths(page, expectAccessible, testInfo, 'suppressions')

  await page.getByRole('button', { name: `Remove ${added}` }).click()
  const dialog = page.getByRole('alertdialog', { name: `Let your agents write to ${added} again?` })
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectAccessible()
  await dialog.getByRole('button', { name: 'Remove' }).click()
  await expectToast(page, 'Address removed')
  await expect(list.getByRole('listitem').filter({ hasText: added })).toHaveCount(0)
  await expect(list.getByRole('listitem').filter({ hasText: lead })).toBeVisible()
})

test('a changed link says it is not valid', async ({ page, expectAccessible }, testInfo) => {
  await page.goto('/unsubscribe/forged-token')
  await expect(page.getByRole('heading', { name: "This link didn't work", level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('not valid')
  await checkBothWidths(page, expectAccessible, testInfo, 'unsubscribe-invalid')
})
