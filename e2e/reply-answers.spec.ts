import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { freePort } from '../src/server/test/polling'
import { checkBothWidths } from './support/both-widths'
import { expect, expectToast, test as base } from './support/fixtures'
import { startServerProcess, type ServerProcess } from './support/server-process'
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture'

// Replies come back to the product (docs/decisions/128-conversations.md, 129-answers-in-the-thread.md) through the browser:
// Max's e-mail leaves with its conversation's reply address, the lead answers with a question, posted signed as a mail
// provider's webhook would, and with no AI model the answer waits in Approvals for a person to write it.
type World = { server: ServerProcess; smtp: SmtpCapture }

const INBOUND_DOMAIN = 'replies.e2e.example'
const SECRET = `whsec_${randomBytes(32).toString('base64')}`

const test = base.extend<object, { world: World }>({
  world: [
    async ({}, use) => {
      const smtp = await startSmtpCapture()
      // A server of its own: replies come in only with INBOUND_DOMAIN and INBOUND_WEBHOOK_SECRET, which the shared server
      // does not set; and its e-mail leaves over SMTP, where the test reads the Reply-To, Message-ID and In-Reply-To
      // the development mailbox does not list. Its own address as PUBLIC_URL, for the links its e-mails carry.
      const port = String(await freePort())
      const server = await startServerProcess('reply-answers', {
        PORT: port,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        NODE_ENV: 'test',
        TRUST_PROXY: 'true',
        MAILBOX: 'on',
        SMTP_URL: smtp.url,
        INBOUND_DOMAIN,
        INBOUND_WEBHOOK_SECRET: SECRET,
      })
      await use({ server, smtp })
      await server.stop()
      await smtp.close()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ world }, use) => use(world.server.url),
})

type Reply = { from: string; to: string; subject: string; text: string; messageId: string; inReplyTo: string }

/** A reply as a person's mail program sends it: threaded to our e-mail, its text, and a floor plan attached. */
function replyMessage(reply: Reply): Buffer {
  const boundary = `b_${randomUUID()}`
  const pdf =
    Buffer.alloc(48_000, 7)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  const lines = [
    `From: ${reply.from}`,
    `To: ${reply.to}`,
    `Subject: ${reply.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${reply.messageId}`,
    `In-Reply-To: ${reply.inReplyTo}`,
    `References: ${reply.inReplyTo}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    reply.text,
    `--${boundary}`,
    'Content-Type: application/pdf; name="floor-plan.pdf"',
    'Content-Disposition: attachment; filename="floor-plan.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    ...pdf,
    `--${boundary}--`,
    '',
  ]
  return Buffer.from(lines.join('\r\n'), 'utf8')
}

/** Posts a raw message to the webhook as a provider does: signed the Standard Webhooks way (docs/inbound-email.md). */
async function postReply(request: APIRequestContext, raw: Buffer) {
  const id = `msg_${randomUUID()}`
  const timestamp = String(Math.floor(Date.now() / 1000))
  const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64')
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(raw).digest('base64')
  const response = await request.post('/api/inbound/mime', {
    headers: { 'content-type': 'message/rfc822', 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` },
    data: raw,
  })
  expect(response.status(), await response.text()).toBe(200)
  expect(await response.json()).toEqual({ outcome: 'stored' })
}

type Waiting = { id: string; needs_human: boolean; subject: string }
const waitingDrafts = async (request: APIRequestContext) =>
  ((await (await request.get('/api/approvals')).json()) as { items: Waiting[] }).items
const answersWaiting = async (request: APIRequestContext) => (await waitingDrafts(request)).filter((item) => item.needs_human).length

/** The page again in the other theme (the same key the theme switch keeps), once it shows `ready`. */
async function inTheme(page: Page, theme: 'light' | 'dark', ready: () => Promise<void>) {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*\bdark\b)/)
  await ready()
}

test('a reply no AI model can answer waits in Approvals; a person answers it in the thread', async ({
  page,
  world,
  signIn,
  expectAccessible,
}, testInfo) => {
  test.slow()
  const stamp = Date.now()
  const grace = `grace.${stamp}@example.com`
  const mailTo = (address: string) => world.smtp.emails.filter((mail) => mail.to.includes(address))
  await signIn({ full_name: 'Rita Reviewer', company_name: 'Acme Studio' }, { verified: true })
  const deployed = await page.request.post('/api/agents/deploy', { data: { agentIds: ['max'] } })
  expect(deployed.ok(), await deployed.text()).toBe(true)
  const lead = await page.request.post('/api/events', {
    data: {
      type: 'lead.created',
      data: {
        lead_id: `lead-${stamp}`,
        name: 'Grace Hopper',
        email: grace,
        message: 'Pricing, please.',
        source: 'referral',
        budget: 12000,
        timeline: 'this_month',
      },
    },
  })
  expect(lead.status(), await lead.text()).toBe(202)

  // Max's first e-mail, from the template, waits for review and is approved as written; it leaves with a reply
  // address of its conversation.
  await expect.poll(async () => (await waitingDrafts(page.request)).length).toBe(1)
  const [first] = await waitingDrafts(page.request)
  const firstDraft = (await (await page.request.get(`/api/approvals/${first!.id}`)).json()) as { subject: string; body: string }
  const approved = await page.request.post(`/api/approvals/${first!.id}/approve`, {
    data: { subject: firstDraft.subject, body: firstDraft.body },
  })
  expect(approved.ok(), await approved.text()).toBe(true)
  await expect.poll(() => mailTo(grace).length).toBe(1)
  const sent = mailTo(grace)[0]!
  const replyAddress = /^reply\+[a-z2-7]{26}@replies\.e2e\.example/.exec(sent.replyTo)?.[0]
  expect(replyAddress, sent.replyTo).toBeDefined()

  // Grace answers with a question and a file.
  const replyId = `<${randomUUID()}@mail.example.com>`
  await postReply(
    page.request,
    replyMessage({
      from: `Grace Hopper <${grace}>`,
      to: replyAddress!,
      subject: `Re: ${sent.subject}`,
      text: `Thanks! Is onboarding included for the whole team?\n\nAnd can we pay by the year?\n\n> ${sent.text.split('\n')[0]}`,
      messageId: replyId,
      inReplyTo: sent.messageId,
    }),
  )
  await expect.poll(() => answersWaiting(page.request)).toBe(1)

  // The list says what the row needs instead of who wrote it.
  await page.goto('/approvals')
  const row = page.getByRole('link', { name: /Needs a human answer/ })
  await expect(row).toContainText(`Re: ${sent.subject}`)
  await expect(row).toContainText(`To ${grace}`)
  await expect(row).not.toContainText('Template')
  await checkBothWidths(page, expectAccessible, testInfo, 'approvals-needs-human-light')
  await inTheme(page, 'dark', () => expect(row).toBeVisible())
  await checkBothWidths(page, expectAccessible, testInfo, 'approvals-needs-human-dark')
  await inTheme(page, 'light', () => expect(row).toBeVisible())

  // With the keyboard: j reaches the row, a opens it (nothing is approved as written), the caret waits in the box.
  await page.keyboard.press('j')
  await expect(row).toBeFocused()
  await page.keyboard.press('a')
  const theirReply = page.getByRole('region', { name: 'Their reply' })
  await expect(theirReply).toContainText('Is onboarding included for the whole team?\n\nAnd can we pay by the year?', {
    useInnerText: true,
  })
  await expect(theirReply).not.toContainText('> Hi Grace')
  await expect(theirReply).toContainText(`From ${grace}`)
  await expect(theirReply).toContainText(/Could not verify the sender|Sender verified|Not checked/)
  await expect(theirReply).toContainText('not kept')
  await expect(theirReply.getByRole('listitem')).toHaveText('floor-plan.pdf · PDF document · 47 KB')
  await expect(theirReply.getByRole('link', { name: 'Open their contact page' })).toHaveAttribute('href', /^\/contacts\/[0-9a-f-]{36}$/)
  const answer = page.getByRole('textbox', { name: 'Your answer' })
  await expect(answer).toBeFocused()
  await expect(answer).toHaveValue('')
  await expect(answer).toHaveAttribute('placeholder', 'Write your answer to Grace Hopper')
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${sent.subject}`)
  await expect(page.getByText('Needs a human answer', { exact: true })).toBeVisible()
  // What weighs a model's draft means nothing for a person's words; the playbook's decision stays, folded.
  await expect(page.getByRole('heading', { name: 'Facts the writer was given' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'The template' })).toHaveCount(0)
  await page.getByText('What the agent’s playbook decided').click()
  await expect(page.getByText('The reply is a question or comment.')).toBeVisible()
  await expect(page.getByText('I will follow up in a few days with the details you asked about.')).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'answer-light')
  await inTheme(page, 'dark', () => expect(answer).toBeFocused())
  await checkBothWidths(page, expectAccessible, testInfo, 'answer-dark')
  await inTheme(page, 'light', () => expect(answer).toBeFocused())
  await expect(page.getByText('The reply is a question or comment.')).toBeHidden()

  // An empty answer is refused in words; typed, it goes with Tab and Enter.
  await page.getByRole('button', { name: 'Send answer' }).click()
  await expect(page.getByText('Write your answer', { exact: true })).toBeVisible()
  await expect(answer).toBeFocused()
  const words = 'Hello Grace, yes: onboarding is part of every plan, and yearly billing is possible.\n\nRita'
  await page.keyboard.type(words)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Send answer' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectToast(page, 'Answer sent', `Your answer to ${grace} is on its way.`)
  await expect(page).toHaveURL(/\/approvals$/)

  // The answer reaches Grace in the thread she replied in.
  await expect.poll(() => mailTo(grace).length).toBe(2)
  const answered = mailTo(grace)[1]!
  expect(answered.inReplyTo).toBe(replyId)
  expect(answered.references).toEqual([sent.messageId, replyId])
  expect(answered.subject).toBe(`Re: ${sent.subject}`)
  expect(answered.text).toContain(words)
  expect(answered.replyTo).toContain(replyAddress!)

  // Decided, it reads as answered, by whom, with the reply it answered.
  await page.getByRole('tab', { name: /Approved/ }).click()
  await page.getByRole('link', { name: /Answered by a person/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Answered by Rita Reviewer' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Their reply' })).toContainText('Is onboarding included for the whole team?')
  await expectAccessible()

  // Someone else writes to the same conversation, at length: flagged, folded, and approving from the list explains
  // itself.
  const notes = Array.from({ length: 20 }, (_, index) => `${index + 1}. A note on the floor plan, room ${index + 1}.`)
  const assistant = `assistant.${stamp}@example.com`
  await postReply(
    page.request,
    replyMessage({
      from: assistant,
      to: replyAddress!,
      subject: `Re: ${sent.subject}`,
      text: `Grace is away this month; please send the plan to me instead.\n\n${notes.join('\n')}`,
      messageId: `<${randomUUID()}@mail.example.com>`,
      inReplyTo: answered.messageId,
    }),
  )
  await expect.poll(() => answersWaiting(page.request)).toBe(1)
  await page.goto('/approvals')
  await page.getByRole('checkbox', { name: /^Select “Re:/ }).check()
  await page.getByRole('button', { name: 'Approve 1' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'not approved from the list' })).toBeVisible()
  await page.getByRole('link', { name: /Needs a human answer/ }).click()
  await expect(page.getByRole('region', { name: 'Their reply' })).toContainText(
    `Sent from ${assistant}, not ${grace}; it was not answered automatically.`,
  )
  await checkBothWidths(page, expectAccessible, testInfo, 'answer-stranger-light')
  const fold = page.getByRole('button', { name: 'Show the whole reply' })
  await expect(fold).toHaveAttribute('aria-expanded', 'false')
  await fold.click()
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('20. A note on the floor plan, room 20.')).toBeVisible()
  await page.getByRole('button', { name: 'Don’t answer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Don’t answer this reply' })
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('We only write to Grace herself.')
  await dialog.getByRole('button', { name: 'Don’t answer' }).click()
  await expectToast(page, 'Not answered', 'Nothing was sent.')
  await page.getByRole('tab', { name: /Rejected/ }).click()
  await expect(page.getByRole('link', { name: /Not answered/ })).toContainText(`To ${grace}`)
  expect(mailTo(grace)).toHaveLength(2)
  expect(mailTo(assistant)).toHaveLength(0)
})
