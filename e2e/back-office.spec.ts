import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { addDays, format, isWeekend, startOfToday } from 'date-fns'
import { quizPayload } from '../src/server/test/quiz-fixtures'
import { VALID_ASSESSMENT } from '../src/shared/schemas/demo-assessment.fixture'
import { expect, test } from './support/fixtures'
import { startN8nStandIn, type N8nStandIn } from './support/n8n-stand-in'
import { seedDataDir } from '../src/test/migrated-dump'
import { startServerProcess, type ServerProcess } from './support/server-process'

// The back office (docs/product.md#back-office) on a server of its own: its lead webhook goes to a stand-in n8n that
// fails the first delivery, and its first staff account is made the way an operator makes one, with
// `npm run staff:create` on the server's data directory before it starts. The tests share the server and the staff
// member the first one signs up, so they run in order and stop at the first failure.
test.describe.configure({ mode: 'serial' })

const run = promisify(execFile)
const STAFF_EMAIL = `ada-${randomBytes(4).toString('hex')}@agentworks.example`
const STAFF_PASSWORD = 'lantern-orbit-staff-desk'
const QUIZ_COMPANY = 'Iron Temple Gym'
const DEMO_COMPANY = 'Analytical Engines'

let n8n: N8nStandIn
let server: ServerProcess
let staffLink: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  n8n = await startN8nStandIn()
  const dataDir = mkdtempSync(join(tmpdir(), 'aw-back-office-'))
  await seedDataDir(dataDir)
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/staff-create.ts', '--email', STAFF_EMAIL], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  })
  staffLink = new URL(/https?:\/\/\S+reset-password\S+/.exec(stdout)![0]).search
  server = await startServerProcess(
    'back-office',
    {
      NODE_ENV: 'test',
      // The server listens on a port the system picks; links in e-mails name this address, and the test follows them
      // on the server's own (calendar files need a URL without port 0).
      PUBLIC_URL: 'http://localhost',
      MAILBOX: 'on',
      TRUST_PROXY: 'true',
      N8N_WEBHOOK_URL: n8n.url,
      N8N_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64')}`,
    },
    dataDir,
  )
})

test.afterAll(async () => {
  await server?.stop()
  await n8n?.close()
})

type Mail = { to: string; subject: string; text: string; attachments: { filename: string; content: string }[] }

async function mailTo(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined
  await expect(async () => {
    const mails = (await (await page.request.get(`${server.url}/api/dev/mailbox`)).json()) as Mail[]
    found = mails.find((mail) => mail.to === to && subject.test(mail.subject))
    expect(found, `an e-mail to ${to} about ${subject}`).toBeDefined()
  }).toPass()
  return found!
}

async function signInAsStaff(page: Page) {
  await page.goto(`${server.url}/auth?tab=login`)
  await page.getByLabel('Email').fill(STAFF_EMAIL)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** A weekday three to five weeks ahead, clear of the other journeys' bookings on this server's own database. */
function weekdayAhead(days: number): Date {
  let day = addDays(startOfToday(), days)
  while (isWeekend(day)) day = addDays(day, 1)
  return day
}

/** Follows the invitation link of `mail` in a browser of its own and completes the account; returns that page. */
async function acceptInvitation(browser: Browser, mail: Mail): Promise<Page> {
  const link = /https?:\/\/\S+\/invitation\S*token=[\w-]+/.exec(mail.text)?.[0] ?? /https?:\/\/\S+token=[\w-]+/.exec(mail.text)![0]
  const invitee = await (await browser.newContext()).newPage()
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, server.url))
  await invitee.getByLabel(/full name/i).fill('Grace Hopper')
  await invitee.getByLabel(/username/i).fill(`grace${randomBytes(3).toString('hex')}`)
  await invitee.getByLabel(/^password/i).fill('a-sturdy-e2e-passphrase')
  await invitee.getByRole('button', { name: 'Complete setup' }).click()
  await expect(invitee).toHaveURL(/\/onboarding/)
  return invitee
}

test('the first staff member sets a password from the command line link and lands in the back office', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(`${server.url}/reset-password${staffLink}`)
  await page.getByLabel('New password', { exact: true }).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Bookings' })).toBeVisible()
  await expectAccessible(page)
})

test('a customer who finds /admin sees the 404 page, and its API answers 404', async ({ page }) => {
  const account = { email: `owner-${randomBytes(4).toString('hex')}@example.com`, username: `o${randomBytes(4).toString('hex')}` }
  const registered = await page.request.post(`${server.url}/api/register`, {
    data: { ...account, password: 'a-sturdy-e2e-passphrase', company_name: 'Curious Co' },
  })
  expect(registered.status()).toBe(201)
  await page.goto(`${server.url}/admin`)
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible()
  expect((await page.request.get(`${server.url}/api/admin/leads`)).status()).toBe(404)
})

test('a quiz lead whose webhook failed is found, read and redelivered', async ({ page, expectAccessible }) => {
  const contact = `gym-${randomBytes(4).toString('hex')}@example.com`
  const submitted = await page.request.post(`${server.url}/api/quiz/submit`, {
    data: { ...quizPayload({ company_name: QUIZ_COMPANY, contact_email: contact }), ref: 'newsletter' },
  })
  expect(submitted.status()).toBe(201)
  await expect.poll(() => n8n.received.length).toBeGreaterThan(0)

  await signInAsStaff(page)
  await page
    .getByRole('searchbox')
    .or(page.getByLabel(/search/i))
    .first()
    .fill(contact)
  await page.keyboard.press('Enter')
  await page.getByRole('link', { name: QUIZ_COMPANY }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: QUIZ_COMPANY })).toBeVisible()
  await expect(page.getByText('Fitness & Wellness').first()).toBeVisible()

  const timeline = page.getByRole('list', { name: 'Lead timeline' })
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(timeline.getByText('HTTP 500').first()).toBeVisible({ timeout: 1000 })
  }).toPass()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Redeliver webhook' }).click()
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(timeline.getByText('HTTP 200').first()).toBeVisible({ timeout: 1000 })
  }).toPass()
  await expect(timeline.getByText(new RegExp(`Redelivery requested by .*${STAFF_EMAIL}`))).toBeVisible()
  expect(new Set(n8n.received).size).toBe(2)

  const statusForm = page.getByRole('form', { name: 'Change status' })
  await statusForm.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' })
  await statusForm.getByLabel('Note (optional)').fill('Called, wants a demo next week')
  await statusForm.getByRole('button', { name: 'Save' }).click()
  await expect(timeline.getByText('Called, wants a demo next week')).toBeVisible()
})

test('the inbox filters live in the URL, survive a reload, say when nothing matches and clear together', async ({ page }) => {
  await signInAsStaff(page)
  const filters = page.getByRole('search', { name: 'Filter leads' })
  const quizLead = page.getByRole('link', { name: QUIZ_COMPANY }).first()
  await filters.getByLabel('Status').selectOption({ label: 'Contacted' })
  await expect(page).toHaveURL(/[?&]status=contacted/)
  await filters.getByLabel('Source').selectOption({ label: 'Growth Map quiz' })
  await expect(page).toHaveURL(/[?&]source=quiz/)
  await expect(quizLead).toBeVisible()

  await page.reload()
  await expect(filters.getByLabel('Status')).toHaveValue('contacted')
  await expect(filters.getByLabel('Source')).toHaveValue('quiz')
  await expect(quizLead).toBeVisible()

  // The quiz lead is Contacted: no demo assessment is.
  await filters.getByLabel('Source').selectOption({ label: 'Demo assessment' })
  await expect(page.getByText('No leads match these filters')).toBeVisible()
  await filters.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(filters.getByLabel('Status')).toHaveValue('')
  await expect(quizLead).toBeVisible()
})

test('a visitor’s quiz step reaches Funnel analytics, whose funnel and filters live in the URL', async ({ page, browser }) => {
  const ref = `e2e-${randomBytes(3).toString('hex')}`
  const visitor = await browser.newPage()
  await visitor.goto(`${server.url}/quiz-funnel?ref=${ref}`)
  await expect(visitor.getByText('Step 1 of 5')).toBeVisible()
  await visitor.close()

  await signInAsStaff(page)
  await page.goto(`${server.url}/admin/analytics?ref=${ref}`)
  const figures = page.getByRole('region', { name: 'Growth Map quiz figures' })
  const visits = figures.locator('dt:text-is("Visits") + dd')
  // The beacon is sent once the browser is idle: the report is read again until it has arrived.
  await expect(async () => {
    await page.reload()
    await expect(visits).toHaveText('1', { timeout: 1000 })
  }).toPass()
  await expect(page.getByRole('search', { name: 'Filter the funnel' }).getByLabel('Ref')).toHaveValue(ref)

  await page.getByRole('tab', { name: 'Demo', exact: true }).click()
  await expect(page).toHaveURL(/[?&]funnel=demo/)
  expect(new URL(page.url()).searchParams.get('ref')).toBeNull()
  await page.goBack()
  await expect(page).toHaveURL(/\/admin$/)
})

test('a demo call is moved, and the visitor gets the same calendar event with a higher sequence', async ({ page, expectAccessible }) => {
  const contact = `demo-${randomBytes(4).toString('hex')}@example.com`
  const lead = await page.request.post(`${server.url}/api/demo/assessments`, {
    data: { ...VALID_ASSESSMENT, contact_email: contact, company_name: DEMO_COMPANY },
  })
  expect(lead.status()).toBe(201)
  const day = weekdayAhead(21)
  const booked = await page.request.post(`${server.url}/api/demo/bookings`, {
    data: {
      date: format(day, 'yyyy-MM-dd'),
      slot: '10:00',
      time_zone: 'Europe/London',
      assessment_id: (await lead.json()).id,
      contact_email: contact,
      contact_name: 'Ada Lovelace',
      company_name: DEMO_COMPANY,
      investment_percentage: 40,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const invite = await mailTo(page, contact, /.*/)

  await signInAsStaff(page)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Bookings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
  await expectAccessible(page)
  const call = page
    .getByRole('article')
    .filter({ hasText: DEMO_COMPANY })
    .or(page.getByRole('listitem').filter({ hasText: DEMO_COMPANY }))
  await call.first().getByRole('button', { name: /move/i }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  const later = weekdayAhead(28)
  for (let i = 0; i < 3 && !(await dialog.getByText(format(later, 'MMMM yyyy'), { exact: true }).isVisible()); i += 1)
    await dialog.getByRole('button', { name: /next month/i }).click()
  await dialog.getByRole('button', { name: new RegExp(format(later, 'EEEE, MMMM d, yyyy')) }).click()
  await dialog
    .getByRole('radio')
    .or(dialog.getByRole('button', { name: /\d{1,2}:\d{2}/ }))
    .first()
    .click()
  await dialog.getByRole('button', { name: /^move/i }).click()
  await expect(dialog).toBeHidden()

  const moved = await mailTo(page, contact, /moved|new time|updated|rescheduled/i)
  const calendar = (mail: Mail) => mail.attachments.find((file) => file.filename.endsWith('.ics'))!.content
  const uid = (ics: string) => /UID:(.+)/.exec(ics)![1]!.trim()
  expect(uid(calendar(moved))).toBe(uid(calendar(invite)))
  expect(calendar(moved)).toMatch(/SEQUENCE:1/)
})

test('a lead gets a workspace: its contact accepts the e-mailed invitation and owns it, the questionnaire prefilled', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const contact = `owner-${randomBytes(4).toString('hex')}@example.com`
  const submitted = await page.request.post(`${server.url}/api/quiz/submit`, {
    data: quizPayload({ company_name: 'Handover Fitness', contact_email: contact, contact_name: 'Grace Hopper' }),
  })
  expect(submitted.status()).toBe(201)
  const leadId = (await submitted.json()).id as string

  await signInAsStaff(page)
  await page.goto(`${server.url}/admin/leads/${leadId}`)
  await page.getByRole('button', { name: 'Create workspace' }).click()
  const dialog = page.getByRole('dialog')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: /create/i }).click()
  await expect(page.getByText(/workspace created/i).first()).toBeVisible()

  const invitee = await acceptInvitation(browser, await mailTo(page, contact, /.*/))
  await invitee.goto(`${server.url}/onboarding?step=company-profile`)
  await expect(invitee.getByLabel(/company name/i).first()).toHaveValue('Handover Fitness')
  await expect(invitee.getByLabel(/contact e-?mail/i).first()).toHaveValue(contact)
  const user = await (await invitee.request.get(`${server.url}/api/user`)).json()
  expect(user.role).toBe('owner')
  await invitee.context().close()

  await page.reload()
  await expect(
    page
      .getByRole('list', { name: 'Lead timeline' })
      .getByText(/workspace/i)
      .first(),
  ).toBeVisible()
})

test('an owner invitation sent to a wrong address goes again to the right one, whose link makes them the owner', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const wrong = `typo-${randomBytes(4).toString('hex')}@example.com`
  const right = `owner-${randomBytes(4).toString('hex')}@example.com`
  const submitted = await page.request.post(`${server.url}/api/quiz/submit`, {
    data: quizPayload({ company_name: 'Second Chance Studio', contact_email: wrong }),
  })
  const leadId = (await submitted.json()).id as string

  await signInAsStaff(page)
  await page.goto(`${server.url}/admin/leads/${leadId}`)
  await page.getByRole('button', { name: 'Create workspace' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Create and invite' }).click()
  await expect(page.getByText(`Owner’s invitation to ${wrong}: not accepted yet`)).toBeVisible()

  await page.getByRole('button', { name: 'Send a new link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite the owner again' })
  await expect(dialog.getByText('The link sent before stops working.')).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel('Owner’s e-mail').fill(right)
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Owner’s invitation to ${right}: not accepted yet`)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Lead timeline' }).getByText(`Owner invited again: ${right}`)).toBeVisible()

  const invitee = await acceptInvitation(browser, await mailTo(page, right, /.*/))
  expect((await (await invitee.request.get(`${server.url}/api/user`)).json()).role).toBe('owner')
  await invitee.context().close()
  await page.reload()
  await expect(page.getByText(`Owner’s invitation to ${right}: accepted`)).toBeVisible()
  await expect(page.getByRole('button', { name: /new link|invite the owner again/i })).toHaveCount(0)
})

test('every back-office screen passes axe', async ({ page, expectAccessible }) => {
  await signInAsStaff(page)
  for (const [path, heading] of [
    ['/admin', 'Leads'],
    ['/admin/bookings', 'Bookings'],
    ['/admin/analytics', 'Funnel analytics'],
    ['/admin/n8n', 'n8n connection'],
    ['/admin/data-requests', 'Data requests'],
  ] as const) {
    await page.goto(`${server.url}${path}`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0)
    await expectAccessible(page)
  }
  await page.goto(`${server.url}/admin/n8n`)
  await page.getByRole('button', { name: 'Send test lead' }).click()
  await expect(page.getByText(/HTTP 200|HTTP 500/).first()).toBeVisible()
})
