import type { APIRequestContext, Page } from '@playwright/test'
import { startScriptedModelServer, type ScriptedModelServer } from '../src/server/test/scripted-model-server'
import { checkBothWidths } from './support/both-widths'
import { expect, expectToast, newAccount, test as base } from './support/fixtures'
import { startServerProcess, type ServerProcess } from './support/server-process'
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture'

// The Approvals review queue (docs/decisions/126-approvals-review-queue.md) through the browser: eight drafts that Max
// and Sam wrote with a scripted model wait; a reviewer filters, groups by contact, triages with the keyboard, approves
// and rejects in bulk, follows a draft to the exact run that wrote it, and works through the queue from a draft's page.
type World = { server: ServerProcess; model: ScriptedModelServer; smtp: SmtpCapture }

const test = base.extend<object, { world: World }>({
  world: [
    async ({}, use) => {
      const model = await startScriptedModelServer()
      const smtp = await startSmtpCapture()
      // A server of its own: drafts need a model, and the shared server has none.
      const server = await startServerProcess('approvals-queue', {
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

/** A verified owner with Max and Sam deployed, and eight drafts waiting: five leads (two from Ann) and three tickets. */
async function seedQueue(request: APIRequestContext, smtp: SmtpCapture, stamp: number) {
  const account = newAccount({ full_name: 'Rita Reviewer' })
  expect((await request.post('/api/register', { data: account })).status()).toBe(201)
  const verifyLink = () => smtp.emails.find((mail) => mail.to.includes(account.email))?.text.match(/\S+\/verify-email\?token=\S+/)?.[0]
  await expect.poll(verifyLink).toBeTruthy()
  const token = new URL(verifyLink()!).searchParams.get('token')
  expect((await request.post('/api/verify-email', { data: { token } })).status()).toBe(200)
  const deployed = await request.post('/api/agents/deploy', { data: { agentIds: ['max', 'sam'] } })
  expect(deployed.ok(), await deployed.text()).toBe(true)
  // No message window: Ann's two leads stay two drafts, so grouping by contact has something to group.
  const pacing = await request.patch('/api/company/agent-pacing', { data: { messageWindowMinutes: 0, draftExpiryDays: 3 } })
  expect(pacing.ok(), await pacing.text()).toBe(true)

  const people = ['ann', 'ann', 'bea', 'cyd', 'dot'].map((name, index) => ({ name, email: `${name}.${stamp}@example.com`, index }))
  for (const person of people) {
    const response = await request.post('/api/events', {
      data: {
        type: 'lead.created',
        data: {
          lead_id: `lead-${stamp}-${person.index}`,
          name: `${person.name[0]!.toUpperCase()}${person.name.slice(1)} Example`,
          email: person.email,
          message: 'Pricing for a team of twelve, please.',
          source: 'referral',
          budget: 12000,
          timeline: 'this_month',
        },
      },
    })
    expect(response.status(), await response.text()).toBe(202)
  }
  for (const [index, name] of ['eve', 'fay', 'gus'].entries()) {
    const response = await request.post('/api/events', {
      data: {
        type: 'ticket.created',
        data: {
          ticket_id: `tkt-${stamp}-${index}`,
          customer_id: `cust-${stamp}-${index}`,
          email: `${name}.${stamp}@example.com`,
          subject: 'Cannot log in',
          body: 'The login page keeps reloading.',
          channel: 'web',
        },
      },
    })
    expect(response.status(), await response.text()).toBe(202)
  }
  await expect
    .poll(async () => ((await (await request.get('/api/approvals/counts')).json()) as { awaiting: number }).awaiting, { timeout: 60_000 })
    .toBe(8)
  return {
    ann: `ann.${stamp}@example.com`,
    addresses: [...people.map((person) => person.email), ...['eve', 'fay', 'gus'].map((name) => `${name}.${stamp}@example.com`)],
  }
}

const rows = (page: Page) => page.getByRole('region', { name: 'Drafts' }).locator('a[data-row]')
const awaitingTab = (page: Page, count: number) => page.getByRole('tab', { name: `Awaiting ${count}` })

test('triage a queue with the keyboard and bulk actions, axe on each screen', async ({ page, world, expectAccessible }) => {
  test.slow()
  const { smtp } = world
  const stamp = Date.now()
  const { ann, addresses } = await seedQueue(page.request, smtp, stamp)

  await page.goto('/approvals')
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible()
  await expect(awaitingTab(page, 8)).toBeVisible()
  await expect(rows(page)).toHaveCount(8)
  await expectAccessible()

  // Filter by agent: Sam's three, and the tab counts follow.
  const filters = page.getByRole('search', { name: 'Filter drafts' })
  await filters.getByRole('combobox', { name: 'Agent' }).selectOption({ label: 'Sam' })
  await expect(rows(page)).toHaveCount(3)
  await expect(awaitingTab(page, 3)).toBeVisible()
  await expect(page).toHaveURL(/agent=/)
  await filters.getByRole('button', { name: 'Clear filters' }).click()
  await expect(rows(page)).toHaveCount(8)

  // Group by contact: Ann's two drafts sit together under her address.
  await page.getByRole('switch', { name: 'Group by contact' }).click()
  const annGroup = page.getByRole('region', { name: `Drafts to ${ann}` })
  await expect(annGroup.getByRole('heading', { name: `${ann} 2 drafts` })).toBeVisible()
  await expect(annGroup.locator('a[data-row]')).toHaveCount(2)
  await expectAccessible()
  await page.getByRole('switch', { name: 'Group by contact' }).click()

  // Keyboard: j and k move a visible focus; a approves the focused draft after one confirmation, r asks a reason.
  await page.getByRole('heading', { name: 'Approvals', level: 1 }).click()
  await page.keyboard.press('j')
  await expect(rows(page).nth(0)).toBeFocused()
  await page.keyboard.press('j')
  await expect(rows(page).nth(1)).toBeFocused()
  await page.keyboard.press('k')
  await expect(rows(page).nth(0)).toBeFocused()
  await page.keyboard.press('a')
  const approveOne = page.getByRole('alertdialog', { name: 'Approve and send this draft?' })
  await expect(approveOne).toBeVisible()
  await expectAccessible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: '1 approved' })).toBeVisible()
  await expect(awaitingTab(page, 7)).toBeVisible()
  await expect(rows(page)).toHaveCount(7)
  await expect(rows(page).nth(0)).toBeFocused()

  await page.keyboard.press('r')
  const rejectOne = page.getByRole('dialog', { name: 'Reject this draft' })
  await rejectOne.getByRole('textbox', { name: 'Reason' }).fill('We already called back.')
  await rejectOne.getByRole('button', { name: 'Reject draft' }).click()
  await expect(page.getByRole('status').filter({ hasText: '1 rejected' })).toBeVisible()
  await expect(rows(page)).toHaveCount(6)

  // Bulk approve three with the checkboxes and the bar's button.
  for (const index of [0, 1, 2])
    await page
      .getByRole('region', { name: 'Drafts' })
      .getByRole('checkbox', { name: /^Select “/ })
      .nth(index)
      .check()
  const bar = page.getByRole('region', { name: 'Selected drafts' })
  await expect(bar).toContainText('3 drafts selected')
  await expectAccessible()
  await bar.getByRole('button', { name: 'Approve 3' }).click()
  await page.getByRole('alertdialog', { name: 'Approve and send 3 drafts?' }).getByRole('button', { name: 'Approve and send 3' }).click()
  await expect(page.getByRole('status').filter({ hasText: '3 approved' })).toBeVisible()
  await expect(rows(page)).toHaveCount(3)

  // Bulk reject two with x and Shift+R, one reason for both.
  await rows(page).nth(0).focus()
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(bar).toContainText('2 drafts selected')
  await page.keyboard.press('Shift+R')
  const rejectTwo = page.getByRole('dialog', { name: 'Reject 2 drafts' })
  await rejectTwo.getByRole('textbox', { name: 'Reason' }).fill('Not a customer of ours.')
  await rejectTwo.getByRole('button', { name: 'Reject 2 drafts' }).click()
  await expect(page.getByRole('status').filter({ hasText: '2 rejected' })).toBeVisible()
  await expect(rows(page)).toHaveCount(1)
  await expect(page.getByRole('tab', { name: 'Rejected 3' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Approved 4' })).toBeVisible()
  await expect.poll(() => smtp.emails.filter((mail) => addresses.some((address) => mail.to.includes(address))).length).toBe(4)

  // The last draft: open it with o, see what the model changed in the template, and follow its run.
  await rows(page).nth(0).focus()
  await page.keyboard.press('o')
  await expect(page.getByRole('heading', { name: 'What the model changed in the template' })).toBeVisible()
  const diff = page.getByRole('region', { name: 'What the model changed in the template' })
  await expect(diff.locator('ins').first()).toContainText('added:')
  await expectAccessible()
  await page.keyboard.press('e')
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused()

  const runLink = page.getByRole('link', { name: 'Open the run' })
  const runId = new URL(await runLink.getAttribute('href').then((href) => `http://x${href}`)).searchParams.get('run')
  await runLink.click()
  await expect(page).toHaveURL(new RegExp(`\\?run=${runId}$`))
  const opened = page.getByRole('heading', { name: 'The run you opened' })
  await expect(opened).toBeFocused()
  const run = page.getByRole('list', { name: 'The run you opened' })
  await expect(run.getByText(/Written by scripted-writer/)).toBeVisible()
  await expectAccessible()
})

type Waiting = { id: string; subject: string; to: string }

/** The waiting drafts' ids in the order the list shows them. */
const shownIds = (page: Page) => rows(page).evaluateAll((links) => links.map((link) => (link as HTMLElement).dataset.row!))

/** The draft's own page: its address (with the list's filters in the query), its subject as the h1, its recipient. */
async function expectDraftPage(page: Page, draft: Waiting, query = '') {
  await expect(page).toHaveURL(`/approvals/${draft.id}${query}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.subject)
  await expect(page.getByText(`To ${draft.to}`, { exact: true })).toBeVisible()
}

test('work through the queue from a draft’s page: j and k, Previous and Next, a decision opens the next draft, filters travel', async ({
  page,
  world,
  expectAccessible,
}, testInfo) => {
  test.slow()
  await seedQueue(page.request, world.smtp, Date.now())
  const listed = (await (await page.request.get('/api/approvals?status=awaiting')).json()) as { items: Waiting[] }
  const byId = new Map(listed.items.map((item) => [item.id, item]))
  const previousButton = page.getByRole('button', { name: 'Previous draft' })
  const nextButton = page.getByRole('button', { name: 'Next draft' })

  // Filtered to Sam: j walks his three drafts only, Next stops at his last, and Back returns to the filtered list, as
  // does deciding his last draft.
  await page.goto('/approvals')
  const filters = page.getByRole('search', { name: 'Filter drafts' })
  await filters.getByRole('combobox', { name: 'Agent' }).selectOption({ label: 'Sam' })
  await expect(rows(page)).toHaveCount(3)
  const agentQuery = `?agent=${new URL(page.url()).searchParams.get('agent')}`
  const sams = (await shownIds(page)).map((id) => byId.get(id)!)
  await rows(page).nth(0).click()
  await expectDraftPage(page, sams[0]!, agentQuery)
  await expect(previousButton).toBeDisabled()
  await page.keyboard.press('j')
  await expectDraftPage(page, sams[1]!, agentQuery)
  await page.keyboard.press('j')
  await expectDraftPage(page, sams[2]!, agentQuery)
  await expect(nextButton).toBeDisabled()
  await page.keyboard.press('k')
  await expectDraftPage(page, sams[1]!, agentQuery)
  await page.getByRole('link', { name: 'Back to Approvals' }).click()
  await expect(page).toHaveURL(`/approvals${agentQuery}`)
  await expect(filters.getByRole('combobox', { name: 'Agent' })).toHaveValue(agentQuery.slice('?agent='.length))
  await expect(rows(page)).toHaveCount(3)
  await rows(page).nth(2).click()
  await expectDraftPage(page, sams[2]!, agentQuery)
  await page.keyboard.press('a')
  await page.keyboard.press('Enter')
  await expectToast(page, 'Draft approved')
  await expect(page).toHaveURL(`/approvals${agentQuery}`)
  await expect(rows(page)).toHaveCount(2)
  await filters.getByRole('button', { name: 'Clear filters' }).click()
  await expect(rows(page)).toHaveCount(7)

  // The whole queue: open the first draft from the list with j and Enter, then move with j, k and the buttons.
  const all = (await shownIds(page)).map((id) => byId.get(id)!)
  await page.getByRole('heading', { name: 'Approvals', level: 1 }).click()
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expectDraftPage(page, all[0]!)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(previousButton).toBeDisabled()
  await expect(nextButton).toHaveAttribute('aria-keyshortcuts', 'j')
  await expect(previousButton).toHaveAttribute('aria-keyshortcuts', 'k')
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help.getByText('Next draft')).toBeVisible()
  await expect(help.getByText('Previous draft')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  await checkBothWidths(page, expectAccessible, testInfo, 'draft-queue-light')
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectDraftPage(page, all[0]!)
  await checkBothWidths(page, expectAccessible, testInfo, 'draft-queue-dark')
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.keyboard.press('j')
  await expectDraftPage(page, all[1]!)
  await page.keyboard.press('k')
  await expectDraftPage(page, all[0]!)
  await nextButton.click()
  await expectDraftPage(page, all[1]!)
  await page.keyboard.press('j')
  await expectDraftPage(page, all[2]!)

  // a, then Enter on Approve and send: the next waiting draft opens, and the approved one has left the queue.
  await page.keyboard.press('a')
  await expect(page.getByRole('button', { name: 'Approve and send' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectToast(page, 'Draft approved')
  await expectDraftPage(page, all[3]!)
  await previousButton.click()
  await expectDraftPage(page, all[1]!)

  // Reject (r, a reason) opens the next waiting one too.
  await page.keyboard.press('r')
  const reject = page.getByRole('dialog', { name: 'Reject this draft' })
  await reject.getByRole('textbox', { name: 'Reason' }).fill('We already called back.')
  await reject.getByRole('button', { name: 'Reject draft' }).click()
  await expectToast(page, 'Draft rejected', 'Nothing was sent.')
  await expectDraftPage(page, all[3]!)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})
