import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { quizPayload } from '../src/server/test/quiz-fixtures'
import { checkBothWidths } from './support/both-widths'

// docs/product.md#my-data: a lead opens the link at the foot of the post-quiz e-mail, sees what is held about them and
// deletes it (docs/decisions/104-a-persons-data.md).

type Mail = { to: string; text: string }

const address = () => `my-data-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

/** The path and query of the data link e-mailed to `to`, from the development mailbox. */
async function readDataLink(page: Page, to: string): Promise<string> {
  let link: string | undefined
  await expect(async () => {
    const mails = (await (await page.request.get('/api/dev/mailbox')).json()) as Mail[]
    link = mails
      .filter((mail) => mail.to === to)
      .map((mail) => /https?:\/\/\S+\/my-data\?token=\S+/.exec(mail.text)?.[0])
      .find(Boolean)
    expect(link, `a data link e-mailed to ${to}`).toBeDefined()
  }).toPass({ timeout: 15_000 })
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

test('a lead opens the link in the quiz e-mail, sees their data and deletes it', async ({ page, expectAccessible }, testInfo) => {
  const email = address()
  const submitted = await page.request.post('/api/quiz/submit', {
    data: quizPayload({ contact_email: email }),
  })
  expect(submitted.status(), await submitted.text()).toBe(201)
  const link = await readDataLink(page, email)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'The data we hold about you', level: 1 })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  // The token leaves the address bar; the page is kept out of search engines.
  expect(new URL(page.url()).search).toBe('')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const quiz = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Growth Map quiz answers' }) })
  await expect(quiz).toContainText('1')
  await checkBothWidths(page, expectAccessible, testInfo, 'my-data')

  // By keyboard: the button opens the dialog, which starts on Cancel; Cancel changes nothing.
  await page.getByRole('button', { name: 'Delete my data' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog', { name: 'Delete everything we hold about you?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectAccessible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Delete my data' }).click()
  await dialog.getByRole('button', { name: 'Delete my data' }).click()
  await expect(page.getByRole('heading', { name: 'Your data is deleted', level: 1 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Growth Map quiz answers' })).toContainText('1')
  await checkBothWidths(page, expectAccessible, testInfo, 'my-data-deleted')

  // The same link again: nothing is left, and nothing to delete.
  await page.goto(link)
  await expect(page.getByText('We hold nothing about this address.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete my data' })).toHaveCount(0)
  const mailbox = (await (await page.request.get('/api/dev/mailbox')).json()) as Mail[]
  expect(mailbox.filter((mail) => mail.to === email)).toEqual([])
})

test('a changed link says it is not valid and points to a newer e-mail', async ({ page, expectAccessible }, testInfo) => {
  await page.goto('/my-data?token=bWFsbG9yeUBleGFtcGxlLmNvbQ.4102444800.forged')
  await expect(page.getByRole('heading', { name: "This link didn't work", level: 1 })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('newer e-mail')
  await checkBothWidths(page, expectAccessible, testInfo, 'my-data-invalid')
})
