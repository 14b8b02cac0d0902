import type { Browser, Page } from '@playwright/test'
import { expect, expectToast, test } from './support/fixtures'
import { checkBothWidths } from './support/both-widths'
import { joinInOwnBrowser } from './support/team'

// Erasing a company, handing over ownership and deleting one's own account (docs/product.md#company-erase,
// docs/product.md#account-deletion, docs/decisions/103-company-erase-and-account-deletion.md); axe and screenshots at
// both widths of every page touched.

/** A teammate joins the owner's company through an invitation, in a browser of their own; returns their page. */
async function joinAsMember(page: Page, browser: Browser, fullName: string) {
  const { memberPage, account, close } = await joinInOwnBrowser(page, browser, fullName)
  return { teammate: memberPage, account, close }
}

test('an owner schedules the erasure by typing the name, everyone sees the notice, and the owner cancels it', async ({
  page,
  browser,
  signIn,
  expectAccessible,
}, testInfo) => {
  await signIn({ full_name: 'Erin Owner', company_name: 'Erin Bakery' })
  const member = await joinAsMember(page, browser, 'Mo Member')
  await page.goto('/settings/company')
  await expect(page.getByRole('heading', { name: 'Danger zone' })).toBeVisible()

  await page.getByRole('button', { name: 'Erase company' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Erase Erin Bakery?' })
  const confirm = dialog.getByRole('button', { name: 'Erase company' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Type Erin Bakery to confirm').fill('erin bakery')
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Type Erin Bakery to confirm').fill('Erin Bakery')
  await expectAccessible()
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await expectToast(page, 'Erasure scheduled')
  await expect(dialog).toHaveCount(0)

  const card = page.getByRole('region', { name: 'Danger zone' })
  await expect(card.getByText(/This company will be erased on/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Company erasure' })).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'settings-company-scheduled')

  // Every member was e-mailed, with the date and how to cancel.
  const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as { to: string; subject: string; text: string }[]
  const notice = mailbox.find((mail) => mail.to === member.account.email && /will be erased/.test(mail.subject))
  expect(notice?.text).toMatch(/UTC/)
  expect(notice?.text).toMatch(/cancel the erasure on Settings → Company/)

  // The member sees the notice on every workspace page, without a way to cancel.
  await member.teammate.goto('/app')
  const memberNotice = member.teammate.getByRole('region', { name: 'Company erasure' })
  await expect(memberNotice).toContainText('This company will be erased on')
  await expect(memberNotice).toContainText('Only the owner can cancel it.')
  await member.teammate.goto('/settings/company')
  await expect(member.teammate.getByRole('button', { name: 'Cancel erasure' })).toHaveCount(0)

  await page.goto('/app')
  await expect(page.getByRole('region', { name: 'Company erasure' })).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'app-with-erasure-notice')
  await page.getByRole('link', { name: 'Cancel the erasure in Company settings' }).click()
  await page.getByRole('button', { name: 'Cancel erasure' }).click()
  await expectToast(page, 'Erasure cancelled')
  await expect(page.getByRole('region', { name: 'Company erasure' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Erase company' })).toBeVisible()
  await member.close()
})

test('an owner hands over ownership, and a member deletes their account and lands signed out', async ({
  page,
  browser,
  signIn,
  expectAccessible,
}, testInfo) => {
  await signIn({ full_name: 'Olga Owner', company_name: 'Olga Freight' })
  const heir = await joinAsMember(page, browser, 'Hana Heir')

  // The owner cannot delete their account: the page says what to do first.
  await page.goto('/settings/account')
  const deletion = page.getByRole('region', { name: 'Delete account' })
  await expect(deletion.getByRole('link', { name: 'make another member the owner' })).toBeVisible()
  await expect(deletion.getByRole('link', { name: 'erase the company' })).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'settings-account-owner')

  await deletion.getByRole('link', { name: 'make another member the owner' }).click()
  await expect(page).toHaveURL(/\/settings\/team$/)
  await checkBothWidths(page, expectAccessible, testInfo, 'settings-team-owner')
  await page.getByRole('button', { name: 'Make owner Hana Heir' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Make Hana Heir the owner?' })
  await expectAccessible()
  await dialog.getByRole('button', { name: 'Make owner' }).click()
  await expectToast(page, 'Ownership handed over')
  await expect(page.getByRole('button', { name: /Make owner/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)

  // Now a member, Olga deletes her account: a wrong password first, then the right one, confirmed.
  await page.goto('/settings/account')
  const card = page.getByRole('region', { name: 'Delete account' })
  await card.getByLabel('Password').fill('not-my-password')
  await card.getByRole('button', { name: 'Delete account' }).click()
  await page.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Your current password is not right')).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'settings-account-member')

  await card.getByLabel('Password').fill('a-sturdy-e2e-passphrase')
  await card.getByRole('button', { name: 'Delete account' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await expectAccessible()
  await confirm.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await (await page.request.get('/api/user')).json()).toBeNull()

  // The heir still owns the company, alone in it.
  await heir.teammate.goto('/settings/team')
  await expect(heir.teammate.getByRole('listitem').filter({ hasText: 'Hana Heir (you)' })).toBeVisible()
  await expect(heir.teammate.getByText('Olga Owner')).toHaveCount(0)
  await expect(heir.teammate.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await heir.close()
})
