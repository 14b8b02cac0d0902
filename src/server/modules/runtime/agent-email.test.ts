import { describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { expectBrandedEmail } from '@/server/platform/mail/templates/expect-email'
import { createPersonDataLinks } from '@/server/platform/signing/person-data-links'
import { createUnsubscribeLinks } from '@/server/platform/signing/unsubscribe-links'
import { renderAgentEmail } from './agent-email'

const CONTEXT = { productName: 'AgentWorks', publicUrl: 'https://app.agentworks.example' }
const IDENTITY = {
  companyName: 'Acme Dental',
  senderName: '',
  replyTo: '',
  signature: '',
  signAsAgent: true,
  brandColor: '',
  logoPath: null,
}
const MAX = { name: 'Max', website: 'https://acme.example/', identity: IDENTITY }
const EMAIL = {
  to: 'ada@example.com',
  subject: 'Can we talk tomorrow?',
  text: 'Hi Ada, thanks for reaching out. Pick any slot that suits you and I will send a short plan before the call.',
  action: 'Pick a time',
}

describe('an agent’s e-mail', () => {
  it('keeps the playbook’s subject and text, in the product’s layout, as the company’s, signed by the agent’s first name', () => {
    const email = renderAgentEmail(CONTEXT, MAX, EMAIL)
    expect(email.to).toBe('ada@example.com')
    expect(email.subject).toBe('Can we talk tomorrow?')
    expect(email.fromName).toBe('Acme Dental')
    expect(email.replyTo).toBeUndefined()
    expect(email.text).toBe(`${EMAIL.text}\n\nPick a time: https://acme.example/\n\nMax from Acme Dental`)
    expect(email.html).toContain(EMAIL.text)
    expect(email.html).toContain('Max from Acme Dental')
    // The product and the agent's codename never reach the company's customer.
    expect(`${email.text}${email.html}`).not.toMatch(/AgentWorks|Lead Nurturing/)
    expectBrandedEmail(email, { productName: 'Acme Dental', buttons: [{ href: 'https://acme.example/', label: 'Pick a time' }] })
  })

  it('signs and sends as the owner set: sender name, reply-to address, signature, or the business alone', () => {
    const named = { ...IDENTITY, senderName: 'Acme Smiles', replyTo: 'front-desk@acme.example' }
    const email = renderAgentEmail(CONTEXT, { ...MAX, identity: named }, EMAIL)
    expect(email).toMatchObject({ fromName: 'Acme Smiles', replyTo: 'front-desk@acme.example' })
    expect(email.text.endsWith('Max from Acme Smiles')).toBe(true)
    const signed = renderAgentEmail(CONTEXT, { ...MAX, identity: { ...named, signature: 'Dr. Rosa Diaz\nPractice owner' } }, EMAIL)
    expect(signed.text.endsWith('Dr. Rosa Diaz\nPractice owner')).toBe(true)
    const plain = renderAgentEmail(CONTEXT, { ...MAX, identity: { ...named, signAsAgent: false } }, EMAIL)
    expect(plain.text.endsWith('\n\nAcme Smiles')).toBe(true)
    expect(plain.html).not.toContain('Max')
  })

  it('has no button when the text promises nothing to open, or the company has no usable website', () => {
    const reply = renderAgentEmail(CONTEXT, MAX, { ...EMAIL, action: undefined })
    expect(reply.html).not.toContain('https://acme.example/')
    expect(reply.text).toBe(`${EMAIL.text}\n\nMax from Acme Dental`)
    for (const website of [null, '', 'javascript:alert(1)', 'not a url', 'ftp://acme.example/']) {
      const email = renderAgentEmail(CONTEXT, { ...MAX, website }, EMAIL)
      expect(email.html, String(website)).not.toMatch(/<a href/)
      expect(email.text).toBe(`${EMAIL.text}\n\nMax from Acme Dental`)
      expectBrandedEmail(email, { productName: 'Acme Dental', buttons: [] })
    }
  })

  it('escapes what the event carried in the HTML, and keeps it verbatim in the text part', () => {
    const text = 'Hi <img src=x onerror=alert(1)> & friends, here is the article that answers this.'
    const email = renderAgentEmail(CONTEXT, MAX, { ...EMAIL, subject: 'Re: <b>help</b>', text, action: 'Read the article' })
    expect(email.subject).toBe('Re: <b>help</b>')
    expect(email.text.startsWith(text)).toBe(true)
    expectBrandedEmail(email, {
      productName: 'Acme Dental',
      buttons: [{ href: 'https://acme.example/', label: 'Read the article' }],
      userText: [text, 'Re: <b>help</b>'],
    })
  })

  it('ends with an Unsubscribe link beside the person-data link, and names the one-click address for its headers', () => {
    const key = randomBytes(32)
    const unsubscribeLinks = createUnsubscribeLinks({ key, publicUrl: 'https://app.example' })
    const personDataLinks = createPersonDataLinks({ key, publicUrl: 'https://app.example' })
    const companyId = '2f1c9a4e-7b3d-4c8a-9e21-5d6f7a8b9c0d'
    const email = renderAgentEmail({ ...CONTEXT, unsubscribeLinks, personDataLinks }, { ...MAX, company_id: companyId }, EMAIL)

    const footer = email.text.split('\n-- \n')[1]!.split('\n')
    expect(footer[0]).toMatch(/^See or delete the data we hold about you: https:\/\/app\.example\/my-data\?token=\S+$/)
    const pageUrl = /^Unsubscribe: (https:\/\/app\.example\/unsubscribe\/([A-Za-z0-9_-]+))$/.exec(footer[1]!)
    expect(pageUrl, footer.join('\n')).not.toBeNull()
    expect(footer).toHaveLength(2)
    expect(unsubscribeLinks.open(pageUrl![2]!)).toEqual({ companyId, address: 'ada@example.com' })
    expect(email.unsubscribeUrl).toMatch(/^https:\/\/app\.example\/api\/unsubscribe\/[A-Za-z0-9_-]+$/)
    expect(unsubscribeLinks.open(email.unsubscribeUrl!.split('/').at(-1)!)).toEqual({ companyId, address: 'ada@example.com' })
    // The HTML's footer: both links, the person-data link first.
    const anchors = [...email.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => match[2])
    expect(anchors.slice(-2)).toEqual(['See or delete the data we hold about you', 'Unsubscribe'])
    expect(email.html).toContain(`href="${pageUrl![1]}"`)
    expectBrandedEmail(email, { productName: 'Acme Dental', buttons: [{ href: 'https://acme.example/', label: 'Pick a time' }] })
  })

  it('has no unsubscribe link or address without the company it speaks for', () => {
    const unsubscribeLinks = createUnsubscribeLinks({ key: randomBytes(32), publicUrl: 'https://app.example' })
    const email = renderAgentEmail({ ...CONTEXT, unsubscribeLinks }, MAX, EMAIL)
    expect(email.unsubscribeUrl).toBeUndefined()
    expect(email.text).not.toContain('Unsubscribe')
    expect(email.html).not.toContain('Unsubscribe')
  })

  it('wears the business’s colour on the header and button, with text that reads on it', () => {
    const dark = renderAgentEmail(CONTEXT, { ...MAX, identity: { ...IDENTITY, brandColor: '#7c2d12' } }, EMAIL)
    expect(dark.html).toMatch(
      /style="background-color:#7c2d12;padding:16px 24px"><tbody><tr><td><p class="email-header" style="[^"]*color:#ffffff/,
    )
    expect(dark.html).toMatch(/<a href="https:\/\/acme.example\/" style="[^"]*background-color:#7c2d12;color:#ffffff/)
    expect(dark.html).not.toContain('#4f46e5')
    // A light colour gets black text: white on yellow would not reach WCAG AA.
    const light = renderAgentEmail(CONTEXT, { ...MAX, identity: { ...IDENTITY, brandColor: '#fde047' } }, EMAIL)
    expect(light.html).toMatch(/<a href="https:\/\/acme.example\/" style="[^"]*background-color:#fde047;color:#000000/)
    expect(light.html).toMatch(/<p class="email-header" style="[^"]*color:#000000/)
  })

  it('shows the business’s logo at this server’s address, named by the sender name, in place of the name', () => {
    const identity = {
      ...IDENTITY,
      senderName: 'Acme Smiles',
      brandColor: '#0f766e',
      logoPath: '/brand/c0ffee00-0000-4000-8000-000000000000/logo?v=42',
    }
    const email = renderAgentEmail({ ...CONTEXT, publicUrl: 'https://app.agentworks.example/' }, { ...MAX, identity }, EMAIL)
    expect(email.html).toContain(
      '<img class="email-logo" alt="Acme Smiles" height="48" src="https://app.agentworks.example/brand/c0ffee00-0000-4000-8000-000000000000/logo?v=42"',
    )
    expect(email.html).toMatch(/border-bottom:4px solid #0f766e/)
    expect(email.html).not.toContain('class="email-header"')
    expect(email.text).not.toContain('/brand/')
  })
})
