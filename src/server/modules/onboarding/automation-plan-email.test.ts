import { describe, expect, it } from 'vitest'
import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'
import { expectBrandedEmail } from '@/server/platform/mail/templates/expect-email'
import { renderAutomationPlanEmail } from './automation-plan-email'

const CONTEXT = { productName: 'AgentWorks', publicUrl: 'http://localhost:3000' }

function subjectFor(companyName: string): string {
  const form = createDefaultOnboardingForm()
  form.company.name = companyName
  return renderAutomationPlanEmail(form, CONTEXT).subject
}

describe('the automation-plan e-mail’s subject', () => {
  it('keeps the company’s name, the user’s text, on one short line', () => {
    expect(subjectFor('Acme <Bakery>')).toBe('Your AgentWorks automation plan for Acme <Bakery>')
    expect(subjectFor('Acme\r\nBcc: victim@example.com')).toBe('Your AgentWorks automation plan for Acme Bcc: victim@example.com')
    expect(subjectFor('Acme\u2028Subject:\u0085Urgent\u000b!')).toBe('Your AgentWorks automation plan for Acme Subject: Urgent !')
    const long = subjectFor(`Acme ${'x'.repeat(200)}`)
    expect(long).toMatch(/^Your AgentWorks automation plan for Acme x+…$/)
    expect(long.length).toBe('Your AgentWorks automation plan for '.length + 80)
    expect(subjectFor('   ')).toBe('Your AgentWorks automation plan')
  })
})

describe('the automation-plan e-mail’s body', () => {
  it('is the product layout, with a button to the dashboard and the answers escaped', () => {
    const form = createDefaultOnboardingForm()
    form.company.name = 'Acme <Bakery> & "Co"'
    const email = renderAutomationPlanEmail(form, CONTEXT)
    expect(email.text).toContain('Your dashboard: http://localhost:3000/dashboard')
    expectBrandedEmail(email, {
      productName: 'AgentWorks',
      buttons: [{ href: 'http://localhost:3000/dashboard', label: 'Open your dashboard' }],
      userText: ['Acme <Bakery> & "Co"'],
    })
  })
})
