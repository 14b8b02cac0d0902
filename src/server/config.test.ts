import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_PRICE_TABLE } from '@/shared/ai/model-prices'
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
    expect(loadConfig({}).retention).toEqual({
      eventPayloads: 30,
      runInputs: 90,
      sentEmailBodies: 30,
      unconvertedLeads: 365,
      conversations: 365,
    })
    const retention = loadConfig({
      RETAIN_EVENT_PAYLOADS_DAYS: '7',
      RETAIN_RUN_INPUTS_DAYS: '14',
      RETAIN_SENT_EMAIL_BODIES_DAYS: '1',
      RETAIN_UNCONVERTED_LEADS_DAYS: '3650',
      RETAIN_CONVERSATIONS_DAYS: '180',
    }).retention
    expect(retention).toEqual({ eventPayloads: 7, runInputs: 14, sentEmailBodies: 1, unconvertedLeads: 3650, conversations: 180 })
  })

  it.each([
    ['RETAIN_EVENT_PAYLOADS_DAYS', '0'],
    ['RETAIN_RUN_INPUTS_DAYS', 'ninety'],
    ['RETAIN_SENT_EMAIL_BODIES_DAYS', '1.5'],
    ['RETAIN_UNCONVERTED_LEADS_DAYS', '3651'],
    ['RETAIN_RUN_INPUTS_DAYS', '-3'],
    ['RETAIN_CONVERSATIONS_DAYS', '0'],
    ['RETAIN_CONVERSATIONS_DAYS', '3651'],
    ['RETAIN_CONVERSATIONS_DAYS', 'a year'],
  ])('refuses %s=%s in one line naming it', (name, value) => {
    const message = refusal({ [name]: value })
    expect(message).toMatch(new RegExp(`^Invalid ${name}: `))
    expect(message).not.toContain('\n')
  })

  // The operator's language model (docs/decisions/106-ai-writing.md).
  describe('language model', () => {
    const KEY = Buffer.alloc(32, 7).toString('base64')

    it('has no model, a 20 s limit and no encryption key unless told otherwise', () => {
      // The price table's defaults are config-prices.test.ts's.
      expect(loadConfig({}).ai).toEqual({ server: null, timeoutMs: 20_000, encryptionKey: null, prices: DEFAULT_PRICE_TABLE })
      expect(
        loadConfig({ AI_PROVIDER: '', AI_MODEL: '', AI_API_KEY: '', AI_BASE_URL: '', AI_TIMEOUT_MS: '', AI_KEY_ENCRYPTION_KEY: '' }).ai,
      ).toEqual({
        server: null,
        timeoutMs: 20_000,
        encryptionKey: null,
        prices: DEFAULT_PRICE_TABLE,
      })
    })

    it('reads each provider with what it needs', () => {
      expect(loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-test' }).ai.server).toEqual({
        provider: 'openai',
        model: 'gpt-4o-mini',
        apiKey: 'sk-test',
        baseUrl: null,
      })
      expect(loadConfig({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-haiku-4-5', AI_API_KEY: 'sk-ant' }).ai.server?.provider).toBe(
        'anthropic',
      )
      expect(
        loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: 'http://127.0.0.1:11434/v1/' }).ai.server,
      ).toEqual({ provider: 'openai-compatible', model: 'llama3.1', apiKey: null, baseUrl: 'http://127.0.0.1:11434/v1' })
    })

    it('reads the time limit and the encryption key', () => {
      const { ai } = loadConfig({ AI_TIMEOUT_MS: '5000', AI_KEY_ENCRYPTION_KEY: KEY })
      expect(ai.timeoutMs).toBe(5000)
      expect(ai.encryptionKey).toEqual(Buffer.alloc(32, 7))
    })

    it.each([
      [{ AI_PROVIDER: 'gemini', AI_MODEL: 'x' }, 'AI_PROVIDER'],
      [{ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-test' }, 'AI_MODEL'],
      [{ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' }, 'AI_API_KEY'],
      [{ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-haiku-4-5', AI_API_KEY: '' }, 'AI_API_KEY'],
      [{ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1' }, 'AI_BASE_URL'],
      [{ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1', AI_BASE_URL: 'ftp://models.example' }, 'AI_BASE_URL'],
      [{ AI_MODEL: 'gpt-4o-mini' }, 'AI_PROVIDER'],
      [{ AI_API_KEY: 'sk-test' }, 'AI_PROVIDER'],
      [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, 'AI_PROVIDER'],
      [{ AI_TIMEOUT_MS: '999' }, 'AI_TIMEOUT_MS'],
      [{ AI_TIMEOUT_MS: '120001' }, 'AI_TIMEOUT_MS'],
      [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS'],
      [{ AI_KEY_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }, 'AI_KEY_ENCRYPTION_KEY'],
      [{ AI_KEY_ENCRYPTION_KEY: 'not base64!' }, 'AI_KEY_ENCRYPTION_KEY'],
    ])('refuses %o in one line naming %s', (env, name) => {
      const message = refusal(env)
      expect(message).toMatch(new RegExp(`^Invalid ${name}: `))
      expect(message).not.toContain('\n')
    })

    it('never repeats a secret in a refusal', () => {
      const shortKey = Buffer.from('sixteen-byte-key').toString('base64')
      const message = refusal({ AI_KEY_ENCRYPTION_KEY: shortKey })
      expect(message).toMatch(/^Invalid AI_KEY_ENCRYPTION_KEY: /)
      expect(message).not.toContain(shortKey)
      expect(refusal({ AI_API_KEY: 'sk-secret-value' })).not.toContain('sk-secret-value')
    })
  })

  // DKIM with the operator's key (docs/email-dkim.md).
  describe('DKIM', () => {
    const rsaPem = (modulusLength: number) =>
      generateKeyPairSync('rsa', { modulusLength }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const pem = rsaPem(1024)
    const directory = mkdtempSync(join(tmpdir(), 'agentworks-dkim-'))
    const keyFile = join(directory, 'dkim.pem')
    writeFileSync(keyFile, pem)
    afterAll(() => rmSync(directory, { recursive: true, force: true }))
    const signing = { DKIM_DOMAIN: 'Mail.AgentWorks.example', DKIM_SELECTOR: 'mail2026' }

    it('is off unless configured, and on with a key inline (line breaks written as \\n too) or in a file', () => {
      expect(loadConfig({}).dkim).toBeNull()
      expect(loadConfig({ DKIM_DOMAIN: '', DKIM_SELECTOR: '', DKIM_PRIVATE_KEY: '' }).dkim).toBeNull()
      const expected = { domainName: 'mail.agentworks.example', keySelector: 'mail2026', privateKey: pem.trim() }
      expect(loadConfig({ ...signing, DKIM_PRIVATE_KEY: pem }).dkim).toEqual(expected)
      expect(loadConfig({ ...signing, DKIM_PRIVATE_KEY: pem.trim().replace(/\n/g, '\\n') }).dkim).toEqual(expected)
      expect(loadConfig({ ...signing, DKIM_PRIVATE_KEY_FILE: keyFile }).dkim).toEqual(expected)
    })

    it.each([
      [{ DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: 'x' }, 'DKIM_DOMAIN'],
      [{ DKIM_DOMAIN: 'agentworks.example' }, 'DKIM_SELECTOR'],
      [{ DKIM_DOMAIN: 'agentworks.example', DKIM_SELECTOR: 'mail2026' }, 'DKIM_PRIVATE_KEY'],
      [{ DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: 'mail2026' }, 'DKIM_DOMAIN'],
      [{ DKIM_DOMAIN: 'agentworks.example', DKIM_SELECTOR: 'mail._domainkey' }, 'DKIM_SELECTOR'],
      [{ DKIM_DOMAIN: 'agentworks.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: 'not a key' }, 'DKIM_PRIVATE_KEY'],
      [{ DKIM_DOMAIN: 'agentworks.example', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY_FILE: '/nowhere/dkim.pem' }, 'DKIM_PRIVATE_KEY_FILE'],
    ])('refuses %o in one line naming %s', (env, name) => {
      const message = refusal(env)
      expect(message).toMatch(new RegExp(`^Invalid ${name}: `))
      expect(message).not.toContain('\n')
    })

    it('refuses both a key and a key file, a key that is not RSA or too short, and never repeats the key', () => {
      expect(refusal({ ...signing, DKIM_PRIVATE_KEY: pem, DKIM_PRIVATE_KEY_FILE: keyFile })).toMatch(
        /^Invalid DKIM_PRIVATE_KEY_FILE: .*not both/,
      )
      const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      expect(refusal({ ...signing, DKIM_PRIVATE_KEY: ed25519 })).toMatch(/^Invalid DKIM_PRIVATE_KEY: must be an RSA key \(got ed25519\)$/)
      expect(refusal({ ...signing, DKIM_PRIVATE_KEY: rsaPem(512) })).toMatch(
        /^Invalid DKIM_PRIVATE_KEY: must be an RSA key of at least 1024 bits/,
      )
      const broken = pem.replace(/[A-Za-z]{20}/, 'A'.repeat(20))
      const message = refusal({ ...signing, DKIM_PRIVATE_KEY: broken })
      expect(message).toMatch(/^Invalid DKIM_PRIVATE_KEY: /)
      expect(message).not.toContain(broken.slice(40, 80))
    })
  })
})
