import { checkBothWidths } from './support/both-widths'
import { expect, expectToast, test } from './support/fixtures'
import { joinInOwnBrowser } from './support/team'

// What the agents may say (docs/decisions/124-company-knowledge.md): the owner sets how the agents sign and writes the
// company's knowledge on Settings → Agent e-mails; input survives a reload and a failed save; a member reads it only.

test('an owner sets the identity and the knowledge, sees the preview, and finds both after a reload', async ({
  page,
  browser,
  signIn,
  expectAccessible,
}, testInfo) => {
  await signIn({ company_name: "Rosie's Bakery" })
  await page.goto('/settings/agents')
  await expect(page.getByRole('heading', { name: 'Agent e-mails', level: 1 })).toBeVisible()
  const knowledge = page.getByRole('form', { name: 'What your agents may say' })
  await expect(knowledge.getByText('None yet.').first()).toBeVisible()

  // The identity, with its preview.
  await page.getByRole('textbox', { name: 'Sender name' }).fill('Rosie Bakes')
  await expect(page.frameLocator('iframe').first().getByText('Max from Rosie Bakes')).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Saved')

  // The knowledge, by keyboard where a person would use it.
  await knowledge.getByRole('button', { name: 'Add a price' }).click()
  await expect(knowledge.getByRole('textbox', { name: 'What it is' })).toBeFocused()
  await page.keyboard.type('Sourdough loaf')
  await page.keyboard.press('Tab')
  await page.keyboard.type('$6.50')
  await knowledge.getByRole('button', { name: 'Add an offer' }).click()
  await knowledge.getByRole('textbox', { name: 'Offer' }).fill('10% off your first order')
  await knowledge.getByRole('textbox', { name: 'Refund policy' }).fill('Refunds on any unopened box.')
  await knowledge.getByRole('textbox', { name: 'Opening hours' }).fill('Tuesday to Saturday, 8 am to 6 pm')
  await knowledge.getByRole('button', { name: 'Add a link' }).click()
  await knowledge.getByRole('textbox', { name: 'Name' }).fill('Menu')
  await knowledge.getByRole('textbox', { name: 'Web address' }).fill('http://rosies.example/menu')
  await knowledge.getByRole('button', { name: 'Add a question' }).click()
  await knowledge.getByRole('textbox', { name: 'Question' }).fill('Do you deliver?')
  await knowledge.getByRole('textbox', { name: 'Answer' }).fill('Yes, within 5 km.')
  await knowledge.getByRole('button', { name: 'Add a question' }).click()
  await knowledge.getByRole('button', { name: 'Remove question 2' }).click()
  await expect(knowledge.getByRole('textbox', { name: 'Question' })).toHaveCount(1)

  // A link must be https: the field says so, nothing is sent.
  await knowledge.getByRole('button', { name: 'Save what your agents may say' }).click()
  await expect(knowledge.getByText('Enter a full web address starting with https://')).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'knowledge-invalid')

  // Unsaved input survives a reload.
  await page.reload()
  await expect(knowledge.getByText('We kept the changes you had not saved yet.')).toBeVisible()
  await expect(knowledge.getByRole('textbox', { name: 'Offer' })).toHaveValue('10% off your first order')
  await knowledge.getByRole('textbox', { name: 'Web address' }).fill('https://rosies.example/menu')

  // A failed save keeps it too.
  await page.route('**/api/company/knowledge', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.fallback()))
  await knowledge.getByRole('button', { name: 'Save what your agents may say' }).click()
  await expectToast(page, 'Not saved')
  await page.unroute('**/api/company/knowledge')
  await page.reload()
  await expect(knowledge.getByRole('textbox', { name: 'Web address' })).toHaveValue('https://rosies.example/menu')

  await knowledge.getByRole('button', { name: 'Save what your agents may say' }).click()
  await expectToast(page, 'Saved')
  await page.reload()
  await expect(knowledge.getByRole('textbox', { name: 'What it is' })).toHaveValue('Sourdough loaf')
  await expect(knowledge.getByRole('textbox', { name: 'Price' })).toHaveValue('$6.50')
  await expect(knowledge.getByRole('textbox', { name: 'Refund policy' })).toHaveValue('Refunds on any unopened box.')
  await expect(knowledge.getByText('We kept the changes you had not saved yet.')).toBeHidden()
  await expect(page.getByRole('textbox', { name: 'Sender name' })).toHaveValue('Rosie Bakes')
  await checkBothWidths(page, expectAccessible, testInfo, 'knowledge-saved')

  // Unsaved changes can be dropped: the saved knowledge is back, and nothing is kept for the next visit.
  await knowledge.getByRole('textbox', { name: 'Offer' }).fill('Half price everything')
  await page.reload()
  await knowledge.getByRole('button', { name: 'Discard changes' }).click()
  await expect(knowledge.getByRole('textbox', { name: 'Offer' })).toHaveValue('10% off your first order')
  await page.reload()
  await expect(knowledge.getByRole('textbox', { name: 'Offer' })).toHaveValue('10% off your first order')
  await expect(knowledge.getByText('We kept the changes you had not saved yet.')).toBeHidden()

  // A member reads what the agents may say, and changes nothing.
  const { memberPage, close } = await joinInOwnBrowser(page, browser)
  await memberPage.goto('/settings/agents')
  const read = memberPage.getByRole('form', { name: 'What your agents may say' })
  await expect(read.getByRole('textbox', { name: 'Offer' })).toHaveValue('10% off your first order')
  await expect(read.getByRole('textbox', { name: 'Offer' })).toBeDisabled()
  await expect(read.getByRole('button', { name: /Save|Add|Remove/ })).toHaveCount(0)
  await close()
})

test('an owner sets how often the agents write to one person and when waiting drafts expire', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await signIn()
  await page.goto('/settings/agents')
  const window = page.getByRole('combobox', { name: 'One e-mail per person at most every' })
  await expect(window).toHaveValue('15')
  await window.selectOption({ label: '1 hour' })
  await page.getByRole('combobox', { name: 'Drafts waiting for review expire after' }).selectOption({ label: '7 days' })
  await page.getByRole('button', { name: 'Save how often your agents write' }).click()
  await expectToast(page, 'Saved')
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'One e-mail per person at most every' })).toHaveValue('60')
  await expect(page.getByRole('combobox', { name: 'Drafts waiting for review expire after' })).toHaveValue('7')
  await expectAccessible()
})
