import type { APIRequestContext } from '@playwright/test'
import { draftFromPrompt, startScriptedModelServer, type ScriptedModelServer } from '../src/server/test/scripted-model-server'
import { freePort } from '../src/server/test/polling'
import { checkBothWidths, expectFitsTheScreen, PHONE } from './support/both-widths'
import { expect, expectToast, newAccount, test as base } from './support/fixtures'
import { startServerProcess, type ServerProcess } from './support/server-process'
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture'

// Approvals that teach (docs/decisions/131-approvals-that-teach.md), through the browser: Max's draft waits in
// Approvals; the reviewer has it written again with a note, watches it being written and reads the new text; the note
// is a line of Max's style guide, which the owner then edits; the owner sets how the company's e-mails sound.
type TeachWorld = { server: ServerProcess; model: ScriptedModelServer; smtp: SmtpCapture }

const test = base.extend<object, { world: TeachWorld }>({
  world: [
    async ({}, use) => {
      const model = await startScriptedModelServer()
      const smtp = await startSmtpCapture()
      // A server of its own: the shared one has no language model, and a rewrite needs one to write again.
      const port = String(await freePort())
      const server = await startServerProcess('approvals-teach', {
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

const NOTE = 'Shorter, please. Two sentences at most.'
const REWRITTEN = 'Thanks for reaching out, Grace. Pick a time below and we will talk it through.'

/** A verified owner (the link read from the SMTP server) with Max deployed; returns Max's id. */
async function ownerWithMax(request: APIRequestContext, smtp: SmtpCapture) {
  const account = newAccount({ full_name: 'Ada Reviewer' })
  expect((await request.post('/api/register', { data: account })).status()).toBe(201)
  const verifyLink = () => smtp.emails.find((mail) => mail.to.includes(account.email))?.text.match(/\S+\/verify-email\?token=\S+/)?.[0]
  await expect.poll(verifyLink).toBeTruthy()
  const token = new URL(verifyLink()!).searchParams.get('token')
  expect((await request.post('/api/verify-email', { data: { token } })).status()).toBe(200)
  const deployed = await request.post('/api/agents/deploy', { data: { agentIds: ['max'] } })
  expect(deployed.ok(), await deployed.text()).toBe(true)
  return ((await deployed.json()) as { id: string }[])[0]!.id
}

test('a draft written again with the reviewer’s note; the note joins Max’s style guide, which the owner edits', async ({
  page,
  world,
  expectAccessible,
}, testInfo) => {
  test.slow()
  const { model, smtp } = world
  // The model writes the shorter text only when the prompt carries the note; it takes a moment, as a model does, so the
  // page's "writing it again" state can be seen.
  model.fallback = (prompt) => {
    const draft = draftFromPrompt(prompt)
    return { draft: prompt.user.includes(NOTE) ? { ...draft, body: REWRITTEN } : draft }
  }
  const maxId = await ownerWithMax(page.request, smtp)
  const lead = { name: 'Grace Hopper', email: `grace.${Date.now()}@example.com`, message: 'Pricing for a team of twelve, please.' }
  const posted = await page.request.post('/api/events', {
    data: {
      type: 'lead.created',
      data: { lead_id: `lead-${lead.email}`, ...lead, source: 'referral', budget: 12000, timeline: 'this_month' },
    },
  })
  expect(posted.status(), await posted.text()).toBe(202)

  await page.goto('/approvals')
  await page
    .getByRole('link', { name: /Grace Hopper|grace\./ })
    .first()
    .click()
  const body = page.getByRole('textbox', { name: 'E-mail' })
  await expect(body).toHaveValue(/Grace/)
  await expect(body).not.toHaveValue(REWRITTEN)
  await expectAccessible()

  await page.getByRole('button', { name: 'Rewrite with this feedback' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rewrite with this feedback' })
  await expect(dialog.getByRole('checkbox', { name: /Add this note to Max’s style guide/ })).toBeChecked()
  await expectAccessible()
  await dialog.getByRole('textbox', { name: 'What should change?' }).fill(NOTE)
  model.delayMs = 1500
  await dialog.getByRole('button', { name: 'Write it again' }).click()
  await expectToast(page, 'Writing it again')
  await expect(page.getByRole('status').filter({ hasText: 'Max is writing it again' })).toBeVisible()
  await expectAccessible()

  // The live stream brings the new text once the draft job has written it.
  await expect(body).toHaveValue(REWRITTEN, { timeout: 30_000 })
  model.delayMs = 0
  await expect(page.getByText(`Written again with the note “${NOTE}” (1 of 3).`)).toBeVisible()
  await checkBothWidths(page, expectAccessible, testInfo, 'approvals-teach-rewritten')

  await page.goto(`/dashboard/agents/${maxId}`)
  const guide = page.getByRole('list', { name: 'Max’s style guide' })
  await expect(guide.getByRole('listitem')).toHaveText([`Reviewer asked: ${NOTE}from a review`])
  await expectAccessible()
  // At 375 px from the start: the health chart sizes itself to the width it is first drawn at (agent-page.spec.ts).
  await page.setViewportSize(PHONE)
  await page.reload()
  await expect(guide.getByRole('listitem')).toHaveCount(1)
  await expectFitsTheScreen(page)
  await expectAccessible()

  await page.getByRole('button', { name: 'Edit the style guide' }).click()
  const field = page.getByRole('textbox', { name: 'Style guide', exact: true })
  await expect(field).toHaveValue(`Reviewer asked: ${NOTE}`)
  await field.fill(`Use first names.\nReviewer asked: ${NOTE}`)
  await expectAccessible()
  await page.getByRole('button', { name: 'Save the style guide' }).click()
  await expectToast(page, 'Style guide saved')
  await expect(guide.getByRole('listitem')).toHaveText(['Use first names.', `Reviewer asked: ${NOTE}from a review`])
  await expect(page.getByText('Last changed by Ada Reviewer')).toBeVisible()

  await page.goto('/settings/agents')
  const voice = page.getByRole('textbox', { name: 'Voice and instructions' })
  await voice.fill('Friendly and brief. Say we, not I.')
  await page.getByRole('button', { name: 'Save how your e-mails sound' }).click()
  await expectToast(page, 'Saved')
  await expect(voice).toHaveValue('Friendly and brief. Say we, not I.')
  await expectAccessible()
})
