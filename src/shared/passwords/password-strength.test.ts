import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, passwordSchema } from '../schemas/auth'
import { PASSWORD_MESSAGES } from './password-rules'
import { checkPassword, loadPasswordChecker } from './password-strength'

const ADA = { email: 'ada.lovelace@example.com', username: 'countess_ada', fullName: 'Ada Lovelace', companyName: 'Analytical Engines' }

describe('checkPassword', () => {
  it.each([
    ['Password1', PASSWORD_MESSAGES.weak],
    ['Summer2024!', PASSWORD_MESSAGES.weak],
    ['agentworks', PASSWORD_MESSAGES.productName('AgentWorks')],
    ['My-AgentWorks-passphrase', PASSWORD_MESSAGES.productName('AgentWorks')],
    ['        ', PASSWORD_MESSAGES.blank],
    [ADA.email, PASSWORD_MESSAGES.email],
    [ADA.username, PASSWORD_MESSAGES.username],
    ['purple-ADA.LOVELACE-tractor', PASSWORD_MESSAGES.email],
    ['my countess_ada lighthouse', PASSWORD_MESSAGES.username],
    ['short', AUTH_MESSAGES.passwordMin],
    ['x'.repeat(129), AUTH_MESSAGES.passwordMax],
  ])('refuses %j with its message', async (password, message) => {
    const check = await checkPassword(password, ADA)
    expect(check).toMatchObject({ ok: false, message })
    expect(check.score).toBeLessThan(3)
  })

  it.each(['Zq8#kLm2', 'kdjqzxpt', 'mK9vL2sQ'])(
    'accepts %j: random, at the minimum length, with no word or pattern in it',
    async (password) => {
      expect(await checkPassword(password, ADA)).toMatchObject({ ok: true, score: 2 })
    },
  )

  it.each(['hunter22', 'dragon12', 'qwertyui', 'abcdefgh', 'Mar1a2024', 'Lovelace'])(
    'refuses %j at the same length: a word, a name or a pattern makes it guessable',
    async (password) => {
      expect(await checkPassword(password, ADA)).toMatchObject({ ok: false, message: PASSWORD_MESSAGES.weak })
    },
  )

  it('hands on the estimator advice with a refusal', async () => {
    const check = await checkPassword('Password1', ADA)
    expect(check.ok).toBe(false)
    expect(check.ok ? [] : check.suggestions).toContain('This is a commonly used password.')
  })

  it('counts the full name and the company name as known to an attacker', async () => {
    const context = { ...ADA, fullName: 'Wilhelmina Zylberstein', companyName: 'Quarkwidget Foundry' }
    expect(await checkPassword('WilhelminaZylberstein', {})).toMatchObject({ ok: true })
    expect(await checkPassword('WilhelminaZylberstein', context)).toMatchObject({ ok: false, message: PASSWORD_MESSAGES.weak })
    expect(await checkPassword('QuarkwidgetFoundry', context)).toMatchObject({ ok: false, message: PASSWORD_MESSAGES.weak })
  })

  it('leaves names shorter than three characters allowed inside a password', async () => {
    expect(await checkPassword('violet-ab-harbour-engine', { email: 'ab@example.com', username: 'ab' })).toMatchObject({ ok: true })
    expect(await checkPassword('ab@example.com', { email: 'ab@example.com' })).toMatchObject({
      ok: false,
      message: PASSWORD_MESSAGES.email,
    })
  })

  it('refuses the name the product is configured with', async () => {
    expect(await checkPassword('welcome-to-acmecloud-now', { productName: 'AcmeCloud' })).toMatchObject({
      ok: false,
      message: PASSWORD_MESSAGES.productName('AcmeCloud'),
    })
  })

  it.each(['correct horse battery staple', 'a-sturdy-e2e-passphrase', 'Tr0ub4dor&3-horse', 'violet harbour engine 42'])(
    'accepts the passphrase %j',
    async (password) => {
      expect(await checkPassword(password, ADA)).toMatchObject({ ok: true, score: expect.any(Number) })
    },
  )

  it('accepts every password the tests register with, with the names their fixtures make (e2e/support/fixtures.ts, src/server/test/http.ts)', async () => {
    const check = await loadPasswordChecker()
    const id = `${Date.now().toString(36)}${process.pid}1abcd`
    const cases: [string, { email: string; username: string; fullName?: string }][] = [
      ['a-sturdy-e2e-passphrase', { email: `e2e-${id}@example.com`, username: `e2e_${id}`, fullName: 'Grace Hopper' }],
      ['a-sturdy-passphrase', { email: `user${id}@example.com`, username: `user_${id}` }],
      ['a-sturdy-crash-passphrase', { email: `crash-${id}@example.com`, username: `crash_${id}` }],
      ['Tr0ub4dor&3-horse', { email: `user${id}@example.com`, username: `user_${id}`, fullName: 'Ada Lovelace' }],
      ['  spaced out passphrase  ', { email: `user${id}@example.com`, username: `user_${id}` }],
    ]
    for (const [password, context] of cases) expect(check(password, context), password).toMatchObject({ ok: true })
  })
})

describe('passwordSchema', () => {
  it('refuses a password of spaces only, with the shared message', () => {
    const result = passwordSchema.safeParse('        ')
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_MESSAGES.blank])
    expect(passwordSchema.safeParse('  spaced out passphrase  ').success).toBe(true)
  })
})
