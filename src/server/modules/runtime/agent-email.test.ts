import { describe, expect, it } from 'vitest'
import { expectBrandedEmail } from '@/server/platform/mail/templates/expect-email'
import { renderAgentEmail } from './agent-email'

const CONTEXT = { productName: 'AgentWorks' }
const MAX = { name: 'Max', display_name: 'Lead Nurturing Agent', website: 'https://acme.example/' }
const EMAIL = {
  to: 'ada@example.com',
  subject: 'Can we talk tomorrow?',
  text: 'Hi Ada, thanks for reaching out. Pick any slot that suits you and I will send a short plan before the call.',
  action: 'Pick a time',
}

describe('an agent’s e-mail', () => {
  it('keeps the playbook’s subject and text, in the product’s layout, signed by the agent', () => {
    const email = renderAgentEmail(CONTEXT, MAX, EMAIL)
    expect(email.to).toBe('ada@example.com')
    expect(email.subject).toBe('Can we talk tomorrow?')
    expect(email.text).toBe(`${EMAIL.text}\n\nPick a time: https://acme.example/\n\nMax, Lead Nurturing Agent`)
    expect(email.html).toContain(EMAIL.text)
    expect(email.html).toContain('Max, Lead Nurturing Agent')
    expectBrandedEmail(email, { productName: 'AgentWorks', buttons: [{ href: 'https://acme.example/', label: 'Pick a time' }] })
  })

  it('has no button when the text promises nothing to open, or the company has no usable website', () => {
    const reply = renderAgentEmail(CONTEXT, MAX, { ...EMAIL, action: undefined })
    expect(reply.html).not.toContain('https://acme.example/')
    expect(reply.text).toBe(`${EMAIL.text}\n\nMax, Lead Nurturing Agent`)
    for (const website of [null, '', 'javascript:alert(1)', 'not a url', 'ftp://acme.example/']) {
      const email = renderAgentEmail(CONTEXT, { ...MAX, website }, EMAIL)
      expect(email.html, String(website)).not.toMatch(/<a href/)
      expect(email.text).toBe(`${EMAIL.text}\n\nMax, Lead Nurturing Agent`)
      expectBrandedEmail(email, { productName: 'AgentWorks', buttons: [] })
    }
  })

  it('escapes what the event carried in the HTML, and keeps it verbatim in the text part', () => {
    const text = 'Hi <img src=x onerror=alert(1)> & friends, here is the article that answers this.'
    const email = renderAgentEmail(CONTEXT, MAX, { ...EMAIL, subject: 'Re: <b>help</b>', text, action: 'Read the article' })
    expect(email.subject).toBe('Re: <b>help</b>')
    expect(email.text.startsWith(text)).toBe(true)
    expectBrandedEmail(email, {
      productName: 'AgentWorks',
      buttons: [{ href: 'https://acme.example/', label: 'Read the article' }],
      userText: [text, 'Re: <b>help</b>'],
    })
  })
})
