import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { expect, newAccount } from './fixtures'

/**
 * A new account joins the company of whoever `inviter` is signed in as, through an invitation (created and accepted
 * through the API, as a journey that is not about the invitation seeds it); `joiner` is left signed in as the member.
 */
export async function joinThroughInvitation(inviter: APIRequestContext, joiner: APIRequestContext, fullName = 'Milo Member') {
  const account = newAccount()
  const invitation = await inviter.post('/api/invitations', { data: { email: account.email } })
  expect(invitation.status(), await invitation.text()).toBe(201)
  const token = new URL(((await invitation.json()) as { link: string }).link).searchParams.get('token')
  const joined = await joiner.post('/api/invitations/verify', {
    data: { invitation_token: token, full_name: fullName, username: account.username, password: account.password },
  })
  expect(joined.status(), await joined.text()).toBe(200)
  return account
}

/** A member who joined the owner's company (signed in on `page`) in a browser of their own, from their own address. */
export async function joinInOwnBrowser(page: Page, browser: Browser, fullName = 'Milo Member') {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.1` } })
  const memberPage = await context.newPage()
  const account = await joinThroughInvitation(page.request, memberPage.request, fullName)
  return { memberPage, account, close: () => context.close() }
}
