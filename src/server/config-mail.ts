import { createPrivateKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { ConfigError } from './config-error'

// The mail settings of the environment that need more than one variable's check (README.md, Configuration): the DKIM
// key that signs outgoing mail (docs/email-dkim.md) and where replies come in (docs/inbound-email.md).

/** The variables these readers take, as config.ts's schema has parsed them. */
export type MailVariables = {
  DKIM_DOMAIN?: string
  DKIM_SELECTOR?: string
  DKIM_PRIVATE_KEY?: string
  DKIM_PRIVATE_KEY_FILE?: string
  INBOUND_DOMAIN?: string
  INBOUND_SMTP_PORT?: number
  INBOUND_WEBHOOK_SECRET?: string
  MAILGUN_WEBHOOK_SIGNING_KEY?: string
  POSTMARK_INBOUND_USER?: string
  POSTMARK_INBOUND_PASSWORD?: string
}

/** Where replies come in: the reply domain, the embedded receiver's port, the provider webhooks' secrets. */
export type InboundConfig = {
  domain: string
  smtpPort: number | null
  webhookSecret: string | null
  mailgunSigningKey: string | null
  postmark: { user: string; password: string } | null
  /**
   * Replaces the system DNS for the SPF, DKIM and DMARC checks of arriving replies; only tests set it (not an
   * environment variable). Answers as `dns.promises.resolve` does: TXT records as arrays of strings.
   */
  dnsResolver?: (name: string, rrtype: string) => Promise<unknown>
}

/** nodemailer's DKIM options: d=, s= and the RSA private key as PEM. */
export type DkimConfig = { domainName: string; keySelector: string; privateKey: string }

/** The inbound settings: each transport needs INBOUND_DOMAIN, and Postmark's user and password go together. */
export function readInbound(values: MailVariables): InboundConfig | null {
  const { INBOUND_DOMAIN: domain, INBOUND_SMTP_PORT: smtpPort, INBOUND_WEBHOOK_SECRET: webhookSecret } = values
  const { MAILGUN_WEBHOOK_SIGNING_KEY: mailgun, POSTMARK_INBOUND_USER: postmarkUser, POSTMARK_INBOUND_PASSWORD: postmarkPassword } = values
  const transport = [
    ['INBOUND_SMTP_PORT', smtpPort],
    ['INBOUND_WEBHOOK_SECRET', webhookSecret],
    ['MAILGUN_WEBHOOK_SIGNING_KEY', mailgun],
    ['POSTMARK_INBOUND_USER', postmarkUser],
  ].find(([, value]) => value !== undefined)
  if (!domain) {
    if (transport) throw new ConfigError(`Invalid INBOUND_DOMAIN: required when ${transport[0]} is set (got "")`)
    return null
  }
  if (Boolean(postmarkUser) !== Boolean(postmarkPassword))
    throw new ConfigError(
      `Invalid ${postmarkUser ? 'POSTMARK_INBOUND_PASSWORD' : 'POSTMARK_INBOUND_USER'}: Postmark's user and password go together`,
    )
  return {
    domain,
    smtpPort: smtpPort ?? null,
    webhookSecret: webhookSecret ?? null,
    mailgunSigningKey: mailgun ?? null,
    postmark: postmarkUser && postmarkPassword ? { user: postmarkUser, password: postmarkPassword } : null,
  }
}

// Below 1024 bits receivers treat a DKIM signature as none (RFC 8301); 2048 is what docs/email-dkim.md generates.
const DKIM_MIN_BITS = 1024

/**
 * The DKIM key from DKIM_PRIVATE_KEY (PEM; "\n" written out, as one-line environments need, is read as a line break)
 * or DKIM_PRIVATE_KEY_FILE, with its domain and selector; each missing, stray or unreadable part refused in one line.
 */
export function readDkim(values: MailVariables): DkimConfig | null {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY: inline, DKIM_PRIVATE_KEY_FILE: file } = values
  if (!domainName && !keySelector && !inline && !file) return null
  if (inline && file) throw new ConfigError('Invalid DKIM_PRIVATE_KEY_FILE: set either DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both')
  if (!domainName) throw new ConfigError('Invalid DKIM_DOMAIN: required when DKIM_SELECTOR or a DKIM private key is set (got "")')
  if (!keySelector) throw new ConfigError('Invalid DKIM_SELECTOR: required when DKIM_DOMAIN is set (got "")')
  if (!inline && !file) throw new ConfigError('Invalid DKIM_PRIVATE_KEY: required when DKIM_DOMAIN is set (PEM, or DKIM_PRIVATE_KEY_FILE)')
  const name = file ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_PRIVATE_KEY'
  let pem: string
  try {
    pem = file ? readFileSync(file, 'utf8') : inline!.replace(/\\n/g, '\n')
  } catch (error) {
    throw new ConfigError(`Invalid ${name}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}: ${JSON.stringify(file)})`)
  }
  let bits: number | undefined
  try {
    const key = createPrivateKey(pem)
    if (key.asymmetricKeyType !== 'rsa')
      throw new ConfigError(`Invalid ${name}: must be an RSA key (got ${key.asymmetricKeyType ?? 'another kind'})`)
    bits = key.asymmetricKeyDetails?.modulusLength
  } catch (error) {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(`Invalid ${name}: must be an RSA private key in PEM (-----BEGIN PRIVATE KEY----- …)`)
  }
  if (!bits || bits < DKIM_MIN_BITS)
    throw new ConfigError(`Invalid ${name}: must be an RSA key of at least ${DKIM_MIN_BITS} bits (got ${bits ?? 0})`)
  return { domainName, keySelector, privateKey: pem.trim() }
}
