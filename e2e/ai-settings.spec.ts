import { expect, test } from './support/fixtures'
import { checkBothWidths } from './support/both-widths'
import { joinInOwnBrowser } from './support/team'

// Settings → AI (docs/product.md#settings-ai, docs/decisions/106-ai-writing.md): the templates write until a model is
// set; the owner sets the company's own model and the token budget, a member reads them; the dashboard says who writes;
// the privacy policy says what a model receives.

const thisMonth = () => new Date().toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })

test('the owner sees templates by default, is refused an unreachable base URL, sets a model and a budget; a member reads them', async ({
  page,
  browser,
  signIn,
  expectAccessible,
}, testInfo) => {
  test.slow()
  await signIn({ full_name: 'Ada Owner', company_name: 'Ada Analytics' })
  await page.goto('/settings/company')
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'AI', exact: true }).click()
  await expect(page).toHaveURL(/\/settings\/ai$/)
  await expect(page.getByRole('heading', { level: 1, name: 'AI' })).toBeVisible()

  // No model anywhere: the templates write, the budget is the default and nothing is used yet.
  const writer = page.getByRole('region', { name: 'Who writes your agents’ e-mails' })
  await expect(writer.getByText('Templates', { exact: true })).toBeVisible()
  await expect(writer.getByText('No language model is configured', { exact: false })).toBeVisible()
  await expect(page.getByText('The server has no model: templates write', { exact: false })).toBeVisible()
  const budget = page.getByRole('region', { name: 'Monthly token budget' })
  await expect(budget.getByText(`0 of 1,000,000 tokens used in ${thisMonth()} (0 calls)`)).toBeVisible()
  await expect(budget.getByRole('progressbar', { name: 'Tokens used this month' })).toBeVisible()
  // The e2e server has no AI_KEY_ENCRYPTION_KEY: no key can be saved, and the page says who can fix that, in an owner's words.
  await expect(page.getByLabel('API key')).toBeDisabled()
  await expect(
    page.getByText('Saving your own key is not available on this installation yet; your administrator can turn it on.'),
  ).toBeVisible()
  await expect(page.getByText('AI_KEY_ENCRYPTION_KEY', { exact: false })).toHaveCount(0)
  await checkBothWidths(page, expectAccessible, testInfo, 'owner-templates')

  // A base URL this server must never call (a cloud metadata address) is refused on its field, and nothing is saved.
  const model = page.getByRole('region', { name: 'Your own model' })
  await model.getByLabel('Provider').selectOption({ label: 'OpenAI-compatible server' })
  await model.getByLabel('Model').fill('llama3.1:8b')
  await model.getByLabel('Base URL').fill('http://169.254.169.254/v1')
  await model.getByRole('button', { name: 'Save model' }).click()
  const baseUrl = model.getByLabel('Base URL')
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true')
  await expect(model.getByText('Use a base URL this server may reach: 169.254.169.254 is', { exact: false })).toBeVisible()
  await expect(writer.getByText('Templates', { exact: true })).toBeVisible()

  // An empty model name is caught by the shared schema before anything is sent.
  await model.getByLabel('Model').fill('')
  await model.getByRole('button', { name: 'Save model' }).click()
  await expect(model.getByText('Name the model, for example llama3.1')).toBeVisible()

  // A server on this machine (the e2e server allows private addresses, as a self-hosted n8n needs): with Local
  // processing on (the default), the company's own model writes only once the owner confirms that the company runs it.
  // Keyboard only: Enter in a field submits the form.
  await model.getByLabel('Model').fill('llama3.1:8b')
  await baseUrl.fill('http://127.0.0.1:9/v1')
  await baseUrl.press('Enter')
  await expect(writer.getByText('Templates', { exact: true })).toBeVisible()
  await expect(
    writer.getByText('Local processing is on: your model at 127.0.0.1 is used once the owner confirms in Settings → AI', { exact: false }),
  ).toBeVisible()
  const confirmation = model.getByRole('checkbox', { name: 'Our company runs this model, or has a data processing agreement for it' })
  await expect(confirmation).not.toBeChecked()
  await expect(
    model.getByText('For 127.0.0.1. While Local processing is on, personal data goes to this model only once you confirm', {
      exact: false,
    }),
  ).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'owner-awaiting-confirmation')
  await confirmation.focus()
  await page.keyboard.press('Space')
  await expect(confirmation).toBeChecked()
  await expect(model.getByRole('status').filter({ hasText: 'Confirmed by Ada Owner' })).toBeVisible()
  await expect(writer.getByText('llama3.1:8b', { exact: true })).toBeVisible()
  await expect(writer.getByText('The model words each e-mail (OpenAI-compatible server)', { exact: false })).toBeVisible()

  // The privacy history records the confirmation, in plain words.
  await page.goto('/settings/privacy')
  const newest = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()
  await expect(newest).toContainText(
    'Own AI model run by your company or under a data processing agreement changed from Not confirmed → to Confirmed',
  )
  await expect(newest).toContainText('Ada Owner')
  await expect(newest).toContainText('AI settings')
  await page.goto('/settings/ai')
  await expect(confirmation).toBeChecked()

  // The budget: the owner lowers it and sees it against this month's use.
  await budget.getByLabel('Tokens a month').fill('5000')
  await budget.getByRole('button', { name: 'Save budget' }).click()
  await expect(budget.getByText(`0 of 5,000 tokens used in ${thisMonth()} (0 calls)`)).toBeVisible()
  await budget.getByLabel('Tokens a month').fill('10')
  await budget.getByRole('button', { name: 'Save budget' }).click()
  await expect(budget.getByText('Allow at least 1,000 tokens a month')).toBeVisible()
  await page.reload()
  await expect(budget.getByLabel('Tokens a month')).toHaveValue('5000')
  await expect(model.getByLabel('Base URL')).toHaveValue('http://127.0.0.1:9/v1')

  // Dark mode, as the owner left the page.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(writer.getByText('llama3.1:8b', { exact: true })).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'owner-model-dark')
  await page.evaluate(() => localStorage.setItem('theme', 'light'))

  // The dashboard says who writes, beside the agents.
  await page.goto('/dashboard')
  await expect(page.getByText('Writes with: llama3.1:8b')).toBeVisible()

  // A member joins through an invitation, in a browser of their own, and reads what the owner set.
  const { memberPage, close: closeMemberBrowser } = await joinInOwnBrowser(page, browser)
  await memberPage.goto('/settings/ai')
  await expect(memberPage.getByText("Only your company's owner sets the model and the budgets", { exact: false })).toBeVisible()
  const memberModel = memberPage.getByRole('region', { name: 'Your own model' })
  await expect(memberModel.getByText('http://127.0.0.1:9/v1')).toBeVisible()
  await expect(
    memberModel.getByText('Your company runs the model at 127.0.0.1, or has a data processing agreement for it.', { exact: false }),
  ).toBeVisible()
  await expect(memberModel.getByRole('checkbox')).toHaveCount(0)
  await expect(memberModel.getByText('No key is saved.')).toBeVisible()
  await expect(memberPage.getByText(`0 of 5,000 tokens used in ${thisMonth()} (0 calls)`)).toBeVisible()
  await expect(memberPage.getByRole('button', { name: /Save/ })).toHaveCount(0)
  await expect(memberPage.getByRole('textbox')).toHaveCount(0)
  await checkBothWidths(memberPage, () => expectAccessible(memberPage), testInfo, 'member')
  await closeMemberBrowser()

  // Back to the server's model: none here, so the templates write again.
  await page.goto('/settings/ai')
  await model.getByRole('button', { name: 'Use the server’s model' }).click()
  await expect(writer.getByText('Templates', { exact: true })).toBeVisible()
  await expect(model.getByRole('button', { name: 'Use the server’s model' })).toHaveCount(0)
  await expect(budget.getByLabel('Tokens a month')).toHaveValue('5000')
  // Without the model the confirmation ends too, and the privacy history says so.
  await page.goto('/settings/privacy')
  await expect(page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first()).toContainText(
    'Own AI model run by your company or under a data processing agreement changed from Confirmed → to Not confirmed',
  )
})

test('the owner withdraws the confirmation of the company’s model, and the templates write again', async ({ page, signIn }) => {
  await signIn({ full_name: 'Wes Owner' })
  await page.goto('/settings/ai')
  const model = page.getByRole('region', { name: 'Your own model' })
  const writer = page.getByRole('region', { name: 'Who writes your agents’ e-mails' })
  await model.getByLabel('Provider').selectOption({ label: 'OpenAI-compatible server' })
  await model.getByLabel('Model').fill('qwen2.5')
  await model.getByLabel('Base URL').fill('http://127.0.0.1:9/v1')
  await model.getByRole('button', { name: 'Save model' }).click()
  // The saved model is read back first: the box belongs to its host, and a click before that would go to a box the
  // answer replaces.
  await expect(model.getByText('For 127.0.0.1. While Local processing is on', { exact: false })).toBeVisible()
  const confirmation = model.getByRole('checkbox', { name: 'Our company runs this model, or has a data processing agreement for it' })
  await confirmation.check()
  await expect(writer.getByText('qwen2.5', { exact: true })).toBeVisible()
  // Saved: the checkbox takes the next click once it is no longer busy.
  await expect(confirmation).not.toHaveAttribute('aria-busy')
  await confirmation.uncheck()
  await expect(confirmation).not.toBeChecked()
  await expect(writer.getByText('Templates', { exact: true })).toBeVisible()
  await expect(writer.getByText('The owner confirms it under Your own model below', { exact: false })).toBeVisible()
})

test('the page says when the settings cannot be loaded, and loads them on Retry', async ({ page, signIn }) => {
  await signIn()
  let failing = true
  await page.route('**/api/company/ai', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) })
      : route.fallback(),
  )
  await page.goto('/settings/ai')
  await expect(page.getByText("We couldn't load who writes your agents’ e-mails.")).toBeVisible()
  await expect(page.getByText("We couldn't load the token budget.")).toBeVisible()
  failing = false
  await page.getByRole('button', { name: 'Retry' }).first().click()
  await expect(page.getByText('Templates', { exact: true })).toBeVisible()
})

test('the privacy policy says what a language model receives', async ({ page }) => {
  await page.goto('/privacy')
  const section = page.getByRole('heading', { level: 2, name: 'Language models' })
  await expect(section).toBeVisible()
  await expect(page.getByText('the playbook’s decision and the template text it would have sent')).toBeVisible()
  await expect(page.getByText('hosted services such as OpenAI and Anthropic are not used', { exact: false })).toBeVisible()
})
