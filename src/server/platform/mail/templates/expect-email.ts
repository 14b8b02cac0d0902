import { expect } from 'vitest'

type RenderedEmail = { text: string; html: string }
type Expected = { productName: string; buttons: { href: string; label: string }[]; userText?: string[] }

const escapeForHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/**
 * What every e-mail promises (docs/decisions/090-emails-from-one-template.md): the one layout with the product's name
 * as its header, a real button for each promised action, a plain-text part, no script, the user's text escaped.
 */
export function expectBrandedEmail(email: RenderedEmail, expected: Expected): void {
  expect(email.html).toMatch(/^<!DOCTYPE html/)
  expect(email.html).toContain('<meta name="color-scheme" content="light dark"/>')
  expect(email.html).toMatch(new RegExp(`<p class="email-header"[^>]*>${escapeRegExp(escapeForHtml(expected.productName))}</p>`))
  for (const button of expected.buttons) {
    const anchor = new RegExp(
      `<a href="${escapeRegExp(escapeForHtml(button.href))}" style="[^"]*background-color:#4f46e5[^"]*"[^>]*>.*?</a>`,
    )
    const match = anchor.exec(email.html)
    expect(match, `a button to ${button.href}`).not.toBeNull()
    expect(match![0]).toContain(escapeForHtml(button.label))
    expect(email.text).toContain(button.href.replace(/^mailto:/, ''))
  }
  // The text part carries what the user typed verbatim (it is plain text), but none of the layout's markup.
  const ours = [expected.productName, ...(expected.userText ?? [])].reduce((text, user) => text.split(user).join(''), email.text)
  expect(ours).not.toMatch(/<[a-z!/][^>]*>/i)
  expect(email.text.trim()).not.toBe('')
  expect(email.html).not.toMatch(/<script/i)
  for (const text of expected.userText ?? []) {
    expect(email.html).not.toContain(text)
    expect(email.html).toContain(escapeForHtml(text))
  }
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
