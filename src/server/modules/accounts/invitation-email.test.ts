import { describe, expect, it } from 'vitest'
import { expectBrandedEmail } from '@/server/platform/mail/templates/expect-email'
import { renderInvitationEmail } from './account-emails'

const CONTEXT = { productName: 'AgentWorks', publicUrl: 'http://localhost:3000' }
const LINK = 'http://localhost:3000/auth?token=abc_DEF-123'

describe('the invitation e-mail', () => {
  it('says who invited them to which company, with a button to the link and the link in the text part', () => {
    const email = renderInvitationEmail(CONTEXT, { inviterName: 'Olivia Owner', companyName: 'Acme Robotics', link: LINK })
    expect(email.subject).toBe('Olivia Owner invited you to join Acme Robotics on AgentWorks')
    expect(email.text).toContain('Olivia Owner invited you to join Acme Robotics on AgentWorks.')
    expect(email.text).toContain(`Accept the invitation: ${LINK}`)
    expect(email.html).toContain('Olivia Owner invited you to join Acme Robotics on AgentWorks.')
    expectBrandedEmail(email, { productName: 'AgentWorks', buttons: [{ href: LINK, label: 'Accept the invitation' }] })
  })

  it('escapes the names people typed, and keeps them out of the subject’s header lines', () => {
    const email = renderInvitationEmail(CONTEXT, {
      inviterName: 'Eve <script>alert(1)</script>',
      companyName: 'Bad\r\nBcc: victim@example.com & Co',
      link: LINK,
    })
    expect(email.subject).toBe('Eve <script>alert(1)</script> invited you to join Bad Bcc: victim@example.com & Co on AgentWorks')
    expect(email.subject).not.toMatch(/[\r\n]/)
    expectBrandedEmail(email, {
      productName: 'AgentWorks',
      buttons: [{ href: LINK, label: 'Accept the invitation' }],
      userText: ['Eve <script>alert(1)</script>', 'Bad\r\nBcc: victim@example.com & Co'],
    })
  })

  it('cuts a very long company name in the subject only', () => {
    const companyName = 'A'.repeat(120)
    const email = renderInvitationEmail(CONTEXT, { inviterName: 'Olivia', companyName, link: LINK })
    expect(email.subject).toBe(`Olivia invited you to join ${'A'.repeat(79)}… on AgentWorks`)
    expect(email.text).toContain(companyName)
  })

  it('names the company alone when the inviter’s account is gone', () => {
    const email = renderInvitationEmail(CONTEXT, { inviterName: null, companyName: 'Acme', link: LINK })
    expect(email.subject).toBe('You are invited to join Acme on AgentWorks')
    expect(email.text).toContain('Someone at Acme invited you to join Acme on AgentWorks.')
  })
})
