import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectToast, newAccount, test } from './support/fixtures'
import { startWebhookReceiver } from './support/webhook-receiver'
import { joinThroughInvitation } from './support/team'

// The Settings pages (docs/decisions/093): each walked as the owner, then as a member who reads what the owner changes;
// axe on every page at desktop and phone widths, and no sideways scroll on the phone.

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }

type Mail = { to: string; text: string }

async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow at this width').toBeLessThanOrEqual(0)
}

/** axe at 1280 and at 375 px, and no sideways scroll on the phone; leaves the page at desktop width. */
async function checkBothWidths(page: Page, expectAccessible: () => Promise<void>) {
  await page.setViewportSize(DESKTOP)
  await expectAccessible()
  await page.setViewportSize(PHONE)
  await expectFitsTheScreen(page)
  await expectAccessible()
  await page.setViewportSize(DESKTOP)
}

/** The path and query of the newest /verify-email link mailed to `to`, from the development mailbox. */
async function readVerifyLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined
  await expect(async () => {
    const mails = (await (await request.get('/api/dev/mailbox')).json()) as Mail[]
    link = mails.filter((mail) => mail.to === to).map((mail) => /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)?.[0])[0]
    expect(link, `a /verify-email link mailed to ${to}`).toBeDefined()
  }).toPass({ timeout: 15_000 })
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

test('the owner renames the company and everyone sees the new name', async ({ page, signIn, expectAccessible }) => {
  await signIn({ company_name: 'Olivia Logistics' })
  await page.goto('/settings/company')
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible()
  const name = page.getByLabel('Company name')
  await expect(name).toHaveValue('Olivia Logistics')
  await checkBothWidths(page, expectAccessible)

  await name.fill('')
  await page.getByRole('button', { name: 'Save company details' }).click()
  await expect(page.getByText('Enter your company name')).toBeVisible()
  await name.fill('Olivia Freight')
  await page.getByLabel('Website').fill('https://olivia-freight.example')
  await page.getByLabel('Industry').selectOption({ label: 'Professional services' })
  // Keyboard only: Enter in a field submits the form.
  await page.getByLabel('Website').press('Enter')
  await expectToast(page, 'Company details saved', 'Everyone in your workspace now sees Olivia Freight.')

  await page.reload()
  await expect(page.getByLabel('Company name')).toHaveValue('Olivia Freight')
  await expect(page.getByLabel('Industry')).toHaveValue('professional_services')
  await page.goto('/settings/team')
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  await expect(page.getByText('Team · Olivia Freight')).toBeVisible()
  await checkBothWidths(page, expectAccessible)
})

test('the owner manages API keys in a table that becomes cards on a phone', async ({ page, signIn, expectAccessible }) => {
  await signIn()
  await page.goto('/settings/api-keys')
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible()
  await expect(page.getByText('No API keys yet')).toBeVisible()
  await page.getByLabel('Key name').fill('n8n production')
  await page.getByRole('button', { name: 'Create API key' }).click()
  await expectToast(page, 'API key created')
  const table = page.getByRole('table', { name: 'API keys' })
  await expect(table.getByRole('row', { name: /n8n production/ })).toContainText('less than a minute ago')
  await expect(table.getByRole('row', { name: /n8n production/ })).toContainText('Never')
  await checkBothWidths(page, expectAccessible)

  await page.setViewportSize(PHONE)
  await expect(table).toBeHidden()
  const cards = page.getByRole('list', { name: 'API keys' })
  await expect(cards.getByText('n8n production')).toBeVisible()
  await cards.getByRole('button', { name: 'Revoke API key n8n production' }).click()
  await expectToast(page, 'API key revoked')
  await expect(page.getByText('No API keys yet')).toBeVisible()
})

test('the owner saves a webhook, sends a test event and sees its attempt in the log', async ({ page, signIn, expectAccessible }) => {
  const receiver = await startWebhookReceiver()
  try {
    await signIn()
    await page.goto('/settings/webhook')
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook' })).toBeVisible()
    await expect(page.getByText('Nothing sent yet.', { exact: false })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send test event' })).toBeDisabled()
    await checkBothWidths(page, expectAccessible)

    await page.getByLabel('Webhook URL').fill(receiver.url)
    await page.getByLabel('Webhook URL').press('Enter')
    await expectToast(page, 'Webhook saved')
    await page.getByRole('button', { name: 'Send test event' }).press('Enter')
    await expectToast(page, 'Test event queued')

    // The log reads itself again while the attempt is due: no reload.
    const delivered = page.getByRole('list', { name: 'Deliveries' }).getByRole('listitem', { name: 'Test event, delivered' })
    await expect(delivered).toBeVisible()
    await expect(delivered.getByRole('list', { name: 'Attempts' })).toContainText('Attempt 1')
    await expect(delivered.getByRole('list', { name: 'Attempts' })).toContainText('HTTP 200')
    expect(receiver.deliveries).toHaveLength(1)
    expect(receiver.deliveries[0]!.body).toMatchObject({ type: 'webhook.test' })
    await checkBothWidths(page, expectAccessible)
  } finally {
    await receiver.close()
  }
})

test('the owner changes name, address and password, signs out everywhere and signs in with the new password', async ({
  page,
  browser,
  signIn,
  expectAccessible,
}) => {
  // Three argon2 checks, a mailed link and six axe scans: on a busy machine this nears the default timeout.
  test.slow()
  const account = await signIn({ full_name: 'Olivia Owner' })
  // Another browser signed in to the same account.
  const laptop = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.88.0.1' } })
  expect((await laptop.request.post('/api/login', { data: { email: account.email, password: account.password } })).status()).toBe(200)

  await page.goto('/settings/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await checkBothWidths(page, expectAccessible)

  await page.getByLabel('Full name').fill('Olivia Okafor')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expectToast(page, 'Name saved', 'You appear as Olivia Okafor.')

  // A new address: the link goes there, and the address changes only when it is opened.
  const next = newAccount().email
  const emailForm = page.getByRole('form', { name: 'Change e-mail address' })
  await emailForm.getByLabel('New e-mail address').fill(next)
  await emailForm.getByLabel('Current password').fill('not my password')
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(emailForm.getByText('Your current password is not right')).toBeVisible()
  await emailForm.getByLabel('Current password').fill(account.password)
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click()
  await expectToast(page, 'Check your inbox')
  await expect(page.getByRole('status').filter({ hasText: 'Confirm your new address.' })).toContainText(next)
  await page.goto(await readVerifyLink(page.request, next))
  await expect(page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible()
  await page.goto('/settings/account')
  await expect(page.getByText(`You sign in with ${next}`)).toBeVisible()

  // Sessions: this browser is marked; the laptop's is signed out from here.
  const sessions = page.getByRole('list', { name: 'Sessions' })
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  await expect(sessions.getByText('This browser')).toBeVisible()
  // The laptop's is the one session with a button: this browser's is ended by "Sign out everywhere" or the shell's logout.
  await sessions.getByRole('button', { name: /^Sign out / }).click()
  await expectToast(page, 'Session signed out')
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  expect(await (await laptop.request.get('/api/user')).json()).toBeNull()
  await laptop.close()

  const newPassword = 'amber-falcon-quarry-73'
  const passwordForm = page.getByRole('form', { name: 'Change password' })
  await passwordForm.getByLabel('Current password').fill(account.password)
  await passwordForm.getByLabel('New password').fill(newPassword)
  await passwordForm.getByRole('button', { name: 'Change password' }).click()
  await expectToast(page, 'Password changed', 'You are still signed in here; every other session has ended.')

  // Keyboard only: the confirmation takes the focus, Enter confirms.
  await page.getByRole('button', { name: 'Sign out everywhere' }).press('Enter')
  await expect(page.getByRole('button', { name: 'Yes, sign out everywhere' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/auth\?tab=login/)

  await page.getByLabel('Email').fill(next)
  await page.getByLabel('Password').fill(newPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expectToast(page, 'Login successful', 'Welcome back, Olivia Okafor!')
  await page.goto('/settings/account')
  await expect(page.getByLabel('Full name')).toHaveValue('Olivia Okafor')
})

test('a member reads the company, the team and their own account, and learns why the rest is the owner’s', async ({
  page,
  request,
  expectAccessible,
}) => {
  test.slow()
  const owner = newAccount({ company_name: 'Mira Bakery' })
  expect((await request.post('/api/register', { data: owner })).status()).toBe(201)
  await joinThroughInvitation(request, page.request)

  await page.goto('/settings/company')
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'Mira Bakery' })).toBeVisible()
  await expect(page.getByText("Only your company's owner can change these details", { exact: false })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveCount(0)
  await checkBothWidths(page, expectAccessible)

  await page.goto('/settings/team')
  await expect(page.getByText('Team · Mira Bakery')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create invitation' })).toHaveCount(0)
  await checkBothWidths(page, expectAccessible)

  await page.goto('/settings/api-keys')
  await expect(page.getByText("Only your company's owner manages API keys", { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0)
  await checkBothWidths(page, expectAccessible)

  await page.goto('/settings/webhook')
  await expect(page.getByText("Only your company's owner sets the webhook", { exact: false })).toBeVisible()
  await expect(page.getByLabel('Webhook URL')).toHaveCount(0)
  await checkBothWidths(page, expectAccessible)

  await page.goto('/settings/account')
  await expect(page.getByLabel('Full name')).toHaveValue('Milo Member')
  await expect(page.getByRole('list', { name: 'Sessions' }).getByText('This browser')).toBeVisible()
  await checkBothWidths(page, expectAccessible)
})
