import type { Page } from '@playwright/test'
import { buildSubmission } from '../src/shared/formulas/onboarding'
import { createDefaultOnboardingForm } from '../src/shared/formulas/onboarding-defaults'
import { expect, expectToast, newAccount, test } from './support/fixtures'

// docs/decisions/094: an invitation is e-mailed; the invitation page says who invited whom to which company, and the
// invitee gives their full name.

type Mail = { to: string; subject: string; text: string; html: string; status: string }

/** The invitation e-mail to `to` once the worker has delivered it (the development mailbox, newest first). */
async function readDeliveredInvitation(page: Page, to: string): Promise<Mail> {
  let found: Mail | undefined
  await expect(async () => {
    const mails = (await (await page.request.get('/api/dev/mailbox')).json()) as Mail[]
    found = mails.find((mail) => mail.to === to && /\/auth\?token=/.test(mail.text))
    expect(found?.status, `an invitation e-mailed to ${to}`).toBe('captured')
  }).toPass({ timeout: 20_000 })
  return found!
}

/** The company finishes its questionnaire, so a teammate who joins goes straight to the workspace (decision 003). */
async function completeOnboarding(page: Page, companyName: string, contactEmail: string) {
  const form = createDefaultOnboardingForm()
  form.company = { name: companyName, website: '', industry: 'retail' }
  form.onboarding.contact_email = contactEmail
  const response = await page.request.post('/api/onboarding/submit', {
    data: buildSubmission(form, { now: new Date(), startedAt: null, referralSource: 'direct', userAgent: '' }),
  })
  expect(response.status(), await response.text()).toBe(201)
}

async function expectFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow at this width').toBeLessThanOrEqual(0)
}

test('an owner invites by e-mail; the invitee opens the e-mailed link, sees who invited them, and joins under their full name', async ({
  page,
  browser,
  signIn,
  expectAccessible,
}) => {
  // An e-mail through the job queue, two browsers and four axe scans: on a busy machine this nears the default timeout.
  test.slow()
  const owner = await signIn({ full_name: 'Olivia Owner', company_name: 'Olivia Logistics' }, { verified: true })
  await completeOnboarding(page, 'Olivia Logistics', owner.email)
  await page.goto('/app')
  const invitee = newAccount()
  await page.getByRole('textbox', { name: 'Email' }).fill(invitee.email)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expectToast(page, 'Invitation created', `We are e-mailing the invitation to ${invitee.email}.`)
  // The owner still has the link to copy.
  const shownLink = await page.getByRole('textbox', { name: `Invitation link for ${invitee.email}` }).inputValue()

  const mail = await readDeliveredInvitation(page, invitee.email)
  expect(mail.subject).toBe('Olivia Owner invited you to join Olivia Logistics on AgentWorks')
  const mailedLink = /https?:\/\/\S+\/auth\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]
  expect(mailedLink).toBe(shownLink)
  expect(mail.html).toContain(`<a href="${mailedLink}"`)
  await page.reload()
  const pending = page.getByRole('listitem').filter({ hasText: invitee.email })
  await expect(pending.getByText('E-mail sent')).toBeVisible()
  await expect(pending.getByRole('button', { name: `Resend invitation to ${invitee.email}` })).toBeVisible()

  // The invitee opens the link from the e-mail in their own browser.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.94.0.1' }, viewport: { width: 1280, height: 900 } })
  const teammate = await context.newPage()
  const url = new URL(mailedLink)
  await teammate.goto(`${url.pathname}${url.search}`)
  await expect(teammate.getByRole('heading', { name: 'Olivia Owner invited you to join Olivia Logistics' })).toBeVisible()
  await expect(teammate.getByText(`Your account will use ${invitee.email}.`)).toBeVisible()
  await expect(teammate).not.toHaveURL(/token=/)
  await expect(teammate.getByText(url.searchParams.get('token')!)).toHaveCount(0)
  await expectAccessible(teammate)
  await expectFitsTheScreen(teammate)
  await teammate.setViewportSize({ width: 375, height: 800 })
  await expectAccessible(teammate)
  await expectFitsTheScreen(teammate)

  // The full name is required.
  await teammate.getByLabel('Username').fill(invitee.username)
  await teammate.getByLabel('Password', { exact: true }).fill(invitee.password)
  await teammate.getByRole('button', { name: 'Complete setup' }).click()
  await expect(teammate.getByLabel('Full name')).toHaveAccessibleDescription(/Please enter your full name/)
  await teammate.getByLabel('Full name').fill('Grace Brewster Hopper')
  await teammate.getByRole('button', { name: 'Complete setup' }).click()
  await expectToast(teammate, 'Invitation accepted', 'Your account is now set up. Welcome to AgentWorks!')
  await expect(teammate).toHaveURL(/\/app$/)
  await expect(teammate.getByRole('heading', { name: 'Welcome, Grace Brewster Hopper' })).toBeVisible()
  await context.close()

  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: 'Grace Brewster Hopper' })).toBeVisible()
  await expect(page.getByText('No pending invitations')).toBeVisible()
})

test('a used or made-up invitation link says so, without a form', async ({ page, expectAccessible }) => {
  await page.goto('/auth?token=made-up-token')
  await expect(page.getByRole('alert').filter({ hasText: 'This invitation is invalid, expired or has already been used' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete setup' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  await expectAccessible()
})
