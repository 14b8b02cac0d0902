import type { APIRequestContext } from '@playwright/test'
import { startScriptedModelServer, type ScriptedModelServer } from '../src/server/test/scripted-model-server'
import { expect, expectToast, newAccount, test as base } from './support/fixtures'
import { startServerProcess, type ServerProcess } from './support/server-process'
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture'
import { freePort } from '../src/server/test/polling'
import { checkBothWidths } from './support/both-widths'

// Agents that write with a language model (docs/decisions/106-ai-writing.md), through the browser: the server's model is
// a local OpenAI-compatible server the test starts, its e-mail goes to a real SMTP server the test reads. An event makes
// Max write a draft that waits in Approvals; a person edits and approves it, or rejects it with a reason; an owner lets
// the agent send on its own.
type AiWorld = { server: ServerProcess; model: ScriptedModelServer; smtp: SmtpCapture }

const test = base.extend<object, { world: AiWorld }>({
  world: [
    async ({}, use) => {
      const model = await startScriptedModelServer()
      const smtp = await startSmtpCapture()
      // A server of its own: the shared one has no model configured and captures mail instead of sending it over SMTP.
      // Its own address as PUBLIC_URL: the logo in e-mails and their preview is at this server (decision 123).
      const port = String(await freePort())
      const server = await startServerProcess('ai-writing', {
        PORT: port,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        NODE_ENV: 'test',
        TRUST_PROXY: 'true',
        MAILBOX: 'off',
        SMTP_URL: smtp.url,
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: 'scripted-writer',
      })
      await use({ server, model, smtp })
      await server.stop()
      await smtp.close()
      await model.close()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ world }, use) => use(world.server.url),
})

// One server for the file's tests, which run in order in one worker.
test.describe.configure({ mode: 'default' })

// A 1×1 PNG, as a logo.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const mailTo = (smtp: SmtpCapture, address: string) => smtp.emails.filter((mail) => mail.to.includes(address))

/** A verified owner (the link read from the SMTP server) with Max deployed; returns Max's id. */
async function ownerWithMax(request: APIRequestContext, smtp: SmtpCapture, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides)
  expect((await request.post('/api/register', { data: account })).status()).toBe(201)
  const verifyLink = () => mailTo(smtp, account.email)[0]?.text.match(/\S+\/verify-email\?token=\S+/)?.[0]
  await expect.poll(verifyLink).toBeTruthy()
  const link = verifyLink()!
  const token = new URL(link).searchParams.get('token')
  expect((await request.post('/api/verify-email', { data: { token } })).status()).toBe(200)
  const deployed = await request.post('/api/agents/deploy', { data: { agentIds: ['max'] } })
  expect(deployed.ok(), await deployed.text()).toBe(true)
  const [max] = (await deployed.json()) as { id: string }[]
  return { account, maxId: max!.id }
}

async function postLead(request: APIRequestContext, lead: { name: string; email: string; message: string }) {
  const response = await request.post('/api/events', {
    data: {
      type: 'lead.created',
      data: { lead_id: `lead-${lead.email}`, ...lead, source: 'referral', budget: 12000, timeline: 'this_month' },
    },
  })
  expect(response.status(), await response.text()).toBe(202)
}

test('an event’s draft waits in Approvals; edited and approved, the edited e-mail reaches the lead', async ({
  page,
  world,
  expectAccessible,
}) => {
  test.slow()
  const { smtp } = world
  await ownerWithMax(page.request, smtp, { full_name: 'Ada Reviewer' })
  const lead = { name: 'Grace Hopper', email: `grace.${Date.now()}@example.com`, message: 'Pricing for a team of twelve, please.' }
  await postLead(page.request, lead)

  await page.goto('/dashboard')
  const nav = page.getByRole('navigation', { name: 'Workspace' })
  await expect(nav.getByRole('link', { name: 'Approvals, 1 waiting' })).toBeVisible()
  // The backlog is a figure of its own on the dashboard, not lost health (docs/decisions/121-review-backlog.md).
  await expect(page.getByRole('link', { name: '1 draft waiting for review' })).toBeVisible()
  await nav.getByRole('link', { name: 'Approvals, 1 waiting' }).click()
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible()
  await expectAccessible()
  await page
    .getByRole('link', { name: /Grace Hopper|grace\./ })
    .first()
    .click()

  await expect(page.getByRole('heading', { name: 'Facts the writer was given' })).toBeVisible()
  await expect(page.getByText('scripted-writer').first()).toBeVisible()
  await expectAccessible()
  const body = page.getByRole('textbox', { name: 'E-mail' })
  await expect(body).toHaveValue(/Grace/)
  const edited = `${await body.inputValue()}\n\nP.S. Ada read this before it left, and your first month is half price.`
  await body.fill(edited)
  // The edit offers what no fact stands behind: a warning first, and the reviewer decides.
  await page.getByRole('button', { name: 'Approve and send' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Before you send: It offered a lower price your business did not decide on ("half price").',
  )
  await expectAccessible()
  await page.getByRole('button', { name: 'Send anyway' }).click()
  await expectToast(page, 'Draft approved')
  await expect(page).toHaveURL(/\/approvals$/)
  await expect(nav.getByRole('link', { name: 'Approvals', exact: true })).toBeVisible()

  await expect.poll(() => mailTo(smtp, lead.email).length).toBe(1)
  const [sent] = mailTo(smtp, lead.email)
  expect(sent!.text).toContain('P.S. Ada read this before it left, and your first month is half price.')
  expect(sent!.text).toContain('Grace')

  // The run on Max's page says how the e-mail was written, with the prompt as sent.
  await page.goto('/dashboard')
  await page.getByRole('link', { name: /Max/ }).first().click()
  await page.getByText('How it decided').first().click()
  await expect(page.getByText(/Written by scripted-writer/).first()).toBeVisible()
  await page.getByText('Prompt sent to the model').first().click()
  await expect(page.getByText(/Grace Hopper/).first()).toBeVisible()
})

test('a rejected draft records why and sends nothing', async ({ page, world, expectAccessible }) => {
  const { smtp } = world
  await ownerWithMax(page.request, smtp)
  const lead = { name: 'Linus Park', email: `linus.${Date.now()}@example.com`, message: 'Could we see a demo next week?' }
  await postLead(page.request, lead)

  await page.goto('/approvals')
  await page
    .getByRole('link', { name: /Linus Park|linus\./ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Reject', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Reject this draft' })
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('We already spoke on the phone.')
  await dialog.getByRole('button', { name: 'Reject draft' }).click()
  await expectToast(page, 'Draft rejected')

  await page.getByRole('tab', { name: 'Rejected' }).click()
  await page
    .getByRole('link', { name: /Linus Park|linus\./ })
    .first()
    .click()
  await expect(page.getByText('We already spoke on the phone.')).toBeVisible()
  await expectAccessible()
  expect(mailTo(smtp, lead.email)).toEqual([])
})

test('an owner lets Max send on his own: the model’s e-mail goes out without review', async ({ page, world }) => {
  const { smtp } = world
  const { maxId } = await ownerWithMax(page.request, smtp)
  await page.goto(`/dashboard/agents/${maxId}`)
  await expect(page.getByRole('heading', { name: 'Trust level: Review' })).toBeVisible()
  await page.getByRole('button', { name: 'Move to Autopilot' }).click()
  await expect(page.getByRole('heading', { name: 'Trust level: Autopilot' })).toBeVisible()
  await expect(page.getByText('Sends its e-mails on its own.')).toBeVisible()

  const lead = { name: 'Mae Jemison', email: `mae.${Date.now()}@example.com`, message: 'Interested in a quote.' }
  await postLead(page.request, lead)
  await expect.poll(() => mailTo(smtp, lead.email).length).toBe(1)
  expect(mailTo(smtp, lead.email)[0]!.text).toContain('Mae')
  await page.goto('/approvals')
  await page.getByRole('tab', { name: 'Sent' }).click()
  await expect(page.getByRole('link', { name: /Mae Jemison|mae\./ })).toBeVisible()
})

test('an owner sets how the agents sign; the next e-mail speaks as the business, never as the product', async ({
  page,
  world,
  expectAccessible,
}, testInfo) => {
  const { smtp } = world
  const { maxId } = await ownerWithMax(page.request, smtp, { company_name: "Rosie's Bakery" })
  // Max sends on his own, so his e-mail leaves at once.
  expect((await page.request.patch(`/api/agents/${maxId}/review`, { data: { reviewBeforeSend: false } })).ok()).toBe(true)

  await page.goto('/settings')
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Agent e-mails' }).click()
  await expect(page.getByRole('heading', { name: 'Agent e-mails', level: 1 })).toBeVisible()
  // The preview is the e-mail as it is sent, rendered by the server into a frame that may run no script (decision 123).
  const preview = page.getByRole('figure', { name: "Preview of Max's e-mail" })
  const frame = preview.locator('iframe')
  await expect(frame).toHaveAttribute('sandbox', '')
  await expect(preview.frameLocator('iframe').getByText("Max from Rosie's Bakery")).toBeVisible()
  await expectAccessible()

  // A brand colour, typed: the preview's header and button take it before anything is saved.
  await page.getByRole('textbox', { name: 'Brand colour' }).fill('#7C2D12')
  await expect(frame).toHaveAttribute('srcdoc', /background-color:#7c2d12/)
  // A logo: an SVG is refused before it is sent; a PNG is saved at once and heads the preview, named by the business.
  const logo = page.getByLabel('Logo', { exact: true })
  await logo.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  })
  await expect(page.getByText('Use a PNG, JPEG or WebP image')).toBeVisible()
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG })
  await expectToast(page, 'Logo saved')
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible()
  await expect(preview.frameLocator('iframe').getByRole('img', { name: "Rosie's Bakery" })).toBeVisible()
  await expect(frame).toHaveAttribute('srcdoc', /border-bottom:4px solid #7c2d12/)
  await checkBothWidths(page, expectAccessible, testInfo, 'agent-emails-brand')
  await page.getByRole('textbox', { name: 'Reply-to address' }).fill('not an address')
  await page.getByRole('textbox', { name: 'Signature' }).fill('Rosie Baker\nOwner')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Enter an e-mail address, like hello@yourbusiness.com')).toBeVisible()
  await page.getByRole('textbox', { name: 'Reply-to address' }).fill('hello@rosies.example')
  await expect(preview).toContainText('hello@rosies.example')
  await expect(preview.frameLocator('iframe').getByText(/Rosie Baker/)).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, 'Saved')
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Signature' })).toHaveValue('Rosie Baker\nOwner')
  await expect(page.getByRole('textbox', { name: 'Brand colour' })).toHaveValue('#7c2d12')

  const lead = { name: 'Ann Baker', email: `ann.${Date.now()}@example.com`, message: 'Do you cater weddings?' }
  await postLead(page.request, lead)
  await expect.poll(() => mailTo(smtp, lead.email).length).toBe(1)
  const [sent] = mailTo(smtp, lead.email)
  expect(sent!.from).toMatch(/^"?Rosie's Bakery"? <[^>]+>$/)
  expect(sent!.replyTo).toBe('hello@rosies.example')
  expect(sent!.text).toContain('Rosie Baker\nOwner')
  expect(`${sent!.text}${sent!.html}`).not.toMatch(/AgentWorks|LeadNurture|Lead Nurturing/)
  // The colour and the logo, at this server's public address, as the preview showed them.
  expect(sent!.html).toMatch(/border-bottom:4px solid #7c2d12/)
  const logoSrc = sent!.html.match(/<img class="email-logo" alt="Rosie&#x27;s Bakery" height="48" src="([^"]+)"/)?.[1]
  expect(logoSrc).toMatch(/\/brand\/[0-9a-f-]{36}\/logo\?v=\d+$/)
  const served = await page.request.get(logoSrc!.replace(/&amp;/g, '&'))
  expect(served.headers()['content-type']).toBe('image/png')
  expect(Buffer.from(await served.body()).equals(TINY_PNG)).toBe(true)
})
