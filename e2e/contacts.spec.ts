import pg from 'pg'
import type { Page } from '@playwright/test'
import { checkBothWidths } from './support/both-widths'
import { expect, test as base } from './support/fixtures'
import { startServerProcess, type ServerProcess } from './support/server-process'
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/throwaway-database'

// Contacts (docs/decisions/128-conversations.md) through the browser: a company's people with their e-mails, replies and
// drafts. What writes contacts and conversations (the runtime's sending, the inbound mail) is not what this journey
// covers, so their rows are seeded in the database: a server of its own on a throwaway PostgreSQL database, which the
// test reaches while the server runs.
type World = { server: ServerProcess; database: ThrowawayDatabase; sql: pg.Client }

const test = base.extend<object, { world: World }>({
  world: [
    async ({}, use) => {
      const database = await createThrowawayDatabase()
      const server = await startServerProcess('contacts', {
        NODE_ENV: 'test',
        TRUST_PROXY: 'true',
        MAILBOX: 'on',
        DATABASE_URL: database.url,
      })
      const sql = new pg.Client({ connectionString: database.url })
      await sql.connect()
      await use({ server, database, sql })
      await sql.end()
      await server.stop()
      await database.drop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ world }, use) => use(world.server.url),
})

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

/** Three people of one company: Grace, who wrote back, Alan, whose mail bounces, and Ada, who unsubscribed. */
async function seedContacts(sql: pg.Client, companyId: string, agents: { max: string; sam: string }, stamp: number) {
  const grace = `grace.hopper.${stamp}@example.com`
  const insertContact = async (address: string, lastSeen: Date, bouncing = false) =>
    (
      await sql.query<{ id: string }>(
        `insert into contacts (company_id, address, first_seen_at, last_seen_at, bouncing_at) values ($1, $2, $3, $4, $5) returning id`,
        [companyId, address, minutesAgo(600), lastSeen, bouncing ? lastSeen : null],
      )
    ).rows[0]!.id
  const graceId = await insertContact(grace, minutesAgo(20))
  await insertContact(`alan.turing.${stamp}@example.com`, minutesAgo(90), true)
  await insertContact(`ada.${stamp}@example.com`, minutesAgo(120))
  const suppress = (address: string, reason: string) =>
    sql.query(`insert into company_suppressions (company_id, address, reason) values ($1, $2, $3)`, [companyId, address, reason])
  await suppress(`ada.${stamp}@example.com`, 'unsubscribed')
  // A bounce suppresses the address too (docs/decisions/128-conversations.md): Alan bounces, he did not opt out.
  await suppress(`alan.turing.${stamp}@example.com`, 'bounced')

  const conversation = (
    await sql.query<{ id: string }>(
      `insert into conversations (company_id, contact_id, agent_id, reply_token, subject, created_at, last_message_at)
       values ($1, $2, $3, $4, 'Pricing for your team', $5, $6) returning id`,
      [companyId, graceId, agents.max, `token${stamp}`, minutesAgo(300), minutesAgo(60)],
    )
  ).rows[0]!.id
  const message = (values: Record<string, unknown>) =>
    sql.query(
      `insert into conversation_messages (company_id, conversation_id, direction, kind, message_id, from_address, subject, text,
         full_text, from_stranger, authentication, attachments, created_at, handled_at)
       values ($1, $2, $3, $4, $5, $6, 'Pricing for your team', $7, $8, $9, $10, $11, $12, now())`,
      [
        companyId,
        conversation,
        values.direction,
        values.kind,
        `${values.kind}.${stamp}@example.com`,
        values.from,
        values.text,
        values.full_text ?? null,
        values.from_stranger ?? false,
        values.authentication ? JSON.stringify(values.authentication) : null,
        JSON.stringify(values.attachments ?? []),
        values.at,
      ],
    )
  await message({
    direction: 'out',
    kind: 'agent',
    from: 'max@acme.example',
    text: 'Hi Grace, our plan for teams of 12 is…',
    at: minutesAgo(300),
  })
  await message({
    direction: 'in',
    kind: 'reply',
    from: grace,
    text: 'Thanks! Does it cover a team of 40?',
    full_text: 'Thanks! Does it cover a team of 40?\n\n> Hi Grace, our plan for teams of 12 is…',
    authentication: { spf: 'pass', dkim: 'pass', dmarc: 'pass', checked_by: 'receiver' },
    attachments: [{ filename: 'org-chart.pdf', content_type: 'application/pdf', size: 48_000 }],
    at: minutesAgo(120),
  })
  await message({
    direction: 'in',
    kind: 'auto-reply',
    from: `assistant.${stamp}@example.com`,
    text: 'I am out of the office until Monday.',
    from_stranger: true,
    authentication: { spf: 'fail', dkim: 'none', dmarc: 'fail', checked_by: 'receiver' },
    at: minutesAgo(60),
  })

  const run = (
    await sql.query<{ id: string }>(
      `insert into agent_runs (company_id, agent_id, dedupe_key, trigger, status) values ($1, $2, $3, 'lead.created', 'succeeded') returning id`,
      [companyId, agents.sam, `contacts:${stamp}`],
    )
  ).rows[0]!.id
  const draft = (
    await sql.query<{ id: string }>(
      `insert into agent_drafts (company_id, agent_id, run_id, status, review, "to", template_subject, template_text, facts, subject,
         body, writer, created_at, written_at)
       values ($1, $2, $3, 'awaiting', true, $4, 'A time to talk?', 'Hi, shall we talk?', '[]', 'Grace, a time to talk?',
         'Hi Grace, shall we talk about your team of 40?', 'template', $5, $5) returning id`,
      [companyId, agents.sam, run, grace, minutesAgo(30)],
    )
  ).rows[0]!.id
  return { grace, graceId, draftId: draft }
}

const contactRows = (page: Page) => page.getByRole('region', { name: 'Contacts' }).getByRole('listitem')

test('find a person among the contacts, read their timeline, and come back to them from a draft', async ({
  page,
  world,
  signIn,
  expectAccessible,
}, testInfo) => {
  test.slow()
  const stamp = Date.now()
  const { user } = await signIn({ full_name: 'Rita Reviewer', company_name: 'Acme' }, { verified: true })
  const deployed = await page.request.post('/api/agents/deploy', { data: { agentIds: ['max', 'sam'] } })
  expect(deployed.ok(), await deployed.text()).toBe(true)
  const agents = (await deployed.json()) as { id: string; name: string }[]
  const idOf = (name: string) => agents.find((agent) => agent.name === name)!.id
  const { grace, graceId, draftId } = await seedContacts(
    world.sql,
    user.company_id as string,
    { max: idOf('Max'), sam: idOf('Sam') },
    stamp,
  )

  // From the navigation: the list, most recently seen first, with who opted out and whose mail bounces.
  await page.goto('/app')
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Contacts', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible()
  await expect(contactRows(page)).toHaveCount(3)
  await expect(contactRows(page).nth(0)).toContainText(grace)
  await expect(contactRows(page).nth(0)).toContainText('1 draft waiting')
  await expect(contactRows(page).nth(1)).toContainText('Bouncing')
  await expect(contactRows(page).nth(1)).not.toContainText('Opted out')
  await expect(contactRows(page).nth(2)).toContainText('Opted out')
  await checkBothWidths(page, expectAccessible, testInfo, 'contacts-light')
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(contactRows(page)).toHaveCount(3)
  await checkBothWidths(page, expectAccessible, testInfo, 'contacts-dark')
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.reload()

  // The search follows typing, lives in the URL, and survives a reload.
  const search = page.getByRole('searchbox', { name: 'Search by address' })
  await search.fill('HOPPER')
  await expect(contactRows(page)).toHaveCount(1)
  await expect(page).toHaveURL(/search=HOPPER/)
  await page.reload()
  await expect(contactRows(page)).toHaveCount(1)
  await expect(search).toHaveValue('HOPPER')
  await search.fill('nobody-here')
  await expect(page.getByText('No contact’s address contains “nobody-here”.')).toBeVisible()
  await search.fill('hopper')
  await expect(contactRows(page)).toHaveCount(1)

  // With the keyboard alone: Tab reaches Grace's row, Enter opens her page.
  await search.focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: new RegExp(grace.replace(/\./g, '\\.')) })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/contacts/${graceId}`)
  await expect(page.getByRole('heading', { name: grace, level: 1 })).toBeVisible()

  const timeline = page.getByRole('list', { name: 'Timeline, newest first' })
  const entries = timeline.getByRole('article')
  await expect(entries).toHaveCount(4)
  await expect(entries.nth(0).getByRole('heading', { name: 'Draft' })).toBeVisible()
  await expect(entries.nth(0)).toContainText('Waiting for review')
  await expect(entries.nth(1).getByRole('heading', { name: 'Automatic reply' })).toBeVisible()
  await expect(entries.nth(1)).toContainText('Could not be verified: treat with care')
  await expect(entries.nth(1)).toContainText(`From another address: assistant.${stamp}@example.com`)
  await expect(entries.nth(2).getByRole('heading', { name: 'Reply' })).toBeVisible()
  await expect(entries.nth(2)).toContainText('Signed by the sender’s domain')
  await expect(entries.nth(2)).toContainText('org-chart.pdf (47 KB)')
  await expect(entries.nth(3).getByRole('heading', { name: 'E-mail sent' })).toBeVisible()
  await expect(entries.nth(3)).toContainText('by Max')
  await checkBothWidths(page, expectAccessible, testInfo, 'contact-light')
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(entries).toHaveCount(4)
  await checkBothWidths(page, expectAccessible, testInfo, 'contact-dark')
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.reload()

  // The waiting draft opens in Approvals, whose address leads back to Grace's page.
  await entries.nth(0).getByRole('link', { name: 'Review it in Approvals' }).click()
  await expect(page).toHaveURL(`/approvals/${draftId}`)
  await page.getByRole('link', { name: grace, exact: true }).click()
  await expect(page).toHaveURL(`/contacts/${graceId}`)
  await expect(page.getByRole('heading', { name: grace, level: 1 })).toBeVisible()

  // An address nobody has written to yet says so instead of failing.
  await page.goto(`/contacts/find?address=${encodeURIComponent(`nobody.${stamp}@example.com`)}`)
  await expect(page.getByText('No contact for this address yet.', { exact: false })).toBeVisible()
  await expectAccessible()
})
