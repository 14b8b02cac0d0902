import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

/** The message loadConfig stops with, or undefined when the environment is accepted. */
function refusal(env: NodeJS.ProcessEnv): string | undefined {
  try {
    loadConfig(env)
    return undefined
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return error.message
  }
}

describe('loadConfig', () => {
  it('names the variable of a bad value in one line', () => {
    const message = refusal({ PORT: 'eighty' })
    expect(message).toMatch(/^Invalid PORT: /)
    expect(message).not.toContain('\n')
  })

  // The development mailbox shows every company's e-mail to anyone (docs/decisions/006-outbox.md).
  it.each([
    { env: { NODE_ENV: 'production', MAILBOX: 'on' } },
    { env: { NODE_ENV: 'production', MAILBOX: 'true' } },
    { env: { MAILBOX: 'yes' } }, // NODE_ENV defaults to production
  ])('refuses the development mailbox in production ($env.MAILBOX)', ({ env }) => {
    const message = refusal(env)
    expect(message).toMatch(/^Invalid MAILBOX: /)
    expect(message).toContain('NODE_ENV=production')
    expect(message).not.toContain('\n')
  })

  it('keeps the mailbox off in production and on outside it unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).mailbox).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', MAILBOX: 'off' }).mailbox).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test' }).mailbox).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', MAILBOX: 'on' }).mailbox).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', MAILBOX: 'off' }).mailbox).toBe(false)
  })

  it('bounds how long a client may take to send a request', () => {
    const { http } = loadConfig({})
    expect(http.headersTimeoutMs).toBeGreaterThan(0)
    expect(http.requestTimeoutMs).toBeGreaterThanOrEqual(http.headersTimeoutMs)
    expect(http.connectionTimeoutMs).toBeGreaterThan(0)
  })

  // How long each kind of data is kept (docs/decisions/105-retention.md).
  it('keeps data for the decided days unless told otherwise', () => {
    expect(loadConfig({}).retention).toEqual({ eventPayloads: 30, runInputs: 90, sentEmailBodies: 30, unconvertedLeads: 365 })
    const retention = loadConfig({
      RETAIN_EVENT_PAYLOADS_DAYS: '7',
      RETAIN_RUN_INPUTS_DAYS: '14',
      RETAIN_SENT_EMAIL_BODIES_DAYS: '1',
      RETAIN_UNCONVERTED_LEADS_DAYS: '3650',
    }).retention
    expect(retention).toEqual({ eventPayloads: 7, runInputs: 14, sentEmailBodies: 1, unconvertedLeads: 3650 })
  })

  it.each([
    ['RETAIN_EVENT_PAYLOADS_DAYS', '0'],
    ['RETAIN_RUN_INPUTS_DAYS', 'ninety'],
    ['RETAIN_SENT_EMAIL_BODIES_DAYS', '1.5'],
    ['RETAIN_UNCONVERTED_LEADS_DAYS', '3651'],
    ['RETAIN_RUN_INPUTS_DAYS', '-3'],
  ])('refuses %s=%s in one line naming it', (name, value) => {
    const message = refusal({ [name]: value })
    expect(message).toMatch(new RegExp(`^Invalid ${name}: `))
    expect(message).not.toContain('\n')
  })
})
