import { describe, expect, it } from 'vitest'
import { expectBrandedEmail } from '@/server/platform/mail/templates/expect-email'
import { renderPasswordResetEmail, renderVerificationEmail } from './account-emails'

const CONTEXT = { productName: 'Agent <Works>', publicUrl: 'http://localhost:3000/' }

describe('account e-mails', () => {
  it('confirm the address with a button in the product layout', () => {
    const email = renderVerificationEmail(CONTEXT, 'a&b')
    expect(email.subject).toBe('Confirm your e-mail address for Agent <Works>')
    expect(email.text).toContain('Confirm your e-mail address: http://localhost:3000/verify-email?token=a%26b')
    expectBrandedEmail(email, {
      productName: 'Agent <Works>',
      buttons: [{ href: 'http://localhost:3000/verify-email?token=a%26b', label: 'Confirm your e-mail address' }],
      userText: ['Agent <Works>'],
    })
  })

  it('reset the password with a button in the product layout', () => {
    const email = renderPasswordResetEmail(CONTEXT, 'token')
    expect(email.subject).toBe('Reset your Agent <Works> password')
    expectBrandedEmail(email, {
      productName: 'Agent <Works>',
      buttons: [{ href: 'http://localhost:3000/reset-password?token=token', label: 'Choose a new password' }],
    })
  })
})
