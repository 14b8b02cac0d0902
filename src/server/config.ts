import { z } from 'zod'
import { AI_PROVIDERS, type AiProvider } from '@/shared/ai/providers'
import { DEFAULT_RETENTION_DAYS, type RetentionDays } from '@/shared/config/public-config'
import { ConfigError } from './config-error'
import { readDkim, readInbound, type DkimConfig, type InboundConfig } from './config-mail'
import { readPrices } from './config-prices'
import type { PriceTable } from '@/shared/ai/model-prices'

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value))

// A whole number of days from one day to ten years: a zero would remove data on the day it arrives.
const retentionDays = (days: number) => z.coerce.number().int().min(1).max(3650).default(days)

const urlString = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''))

// An optional variable set to the empty string is unset, as in a .env file that lists it without a value.
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined))

// AES-256-GCM's key for the API keys companies enter (Settings → AI), at rest in company_ai_settings.
const encryptionKey = z
  .string()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')
  .transform((value) => Buffer.from(value, 'base64'))
  .refine((key) => key.length === 32, 'must be base64 of exactly 32 bytes (openssl rand -base64 32)')

/** Variables whose value a refusal must not repeat. */
const SECRET_VARIABLES = new Set([
  'AI_API_KEY',
  'AI_KEY_ENCRYPTION_KEY',
  'N8N_WEBHOOK_SECRET',
  'DKIM_PRIVATE_KEY',
  'INBOUND_WEBHOOK_SECRET',
  'MAILGUN_WEBHOOK_SIGNING_KEY',
  'POSTMARK_INBOUND_PASSWORD',
])

/**
 * The environment the server reads, once, at start-up; a wrong value stops it with one line naming the variable
 * (README.md, Configuration).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: urlString.optional(),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default('AgentWorks'),
  MARKETING_URL: urlString.default('https://agentworks.example'),
  SUPPORT_EMAIL: z.email().default('support@agentworks.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  // The strategy-session page on an external scheduling service (docs/product.md#thank-you).
  BOOKING_URL: urlString.default('https://calendly.com/agentworks/strategy-session'),
  // Quiz leads go to this n8n webhook (docs/product.md#quiz-webhook), signed the Standard Webhooks way. Empty = deliveries skipped.
  N8N_WEBHOOK_URL: urlString.optional().or(z.literal('').transform(() => undefined)),
  N8N_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by at least 24 base64 bytes')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).optional(),
  MAILBOX: booleanFlag.optional(),
  // URLs users enter (the company webhook) may reach private networks too, never link-local (docs/decisions/075).
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  // E-mails one company may cause per UTC day: plan and agent e-mails (docs/decisions/083).
  COMPANY_EMAILS_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(500),
  // How long what the product keeps lasts before the daily retention run removes it (docs/decisions/105-retention.md).
  RETAIN_EVENT_PAYLOADS_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.eventPayloads),
  RETAIN_RUN_INPUTS_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.runInputs),
  RETAIN_SENT_EMAIL_BODIES_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.sentEmailBodies),
  RETAIN_UNCONVERTED_LEADS_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.unconvertedLeads),
  RETAIN_CONVERSATIONS_DAYS: retentionDays(DEFAULT_RETENTION_DAYS.conversations),
  // The operator's language model, which writes agents' e-mails unless a company sets its own (docs/decisions/106-ai-writing.md).
  AI_PROVIDER: unsetWhenEmpty(z.enum(AI_PROVIDERS)),
  AI_MODEL: unsetWhenEmpty(z.string().trim().min(1).max(200)),
  AI_API_KEY: unsetWhenEmpty(z.string().trim().min(1).max(1000)),
  AI_BASE_URL: unsetWhenEmpty(urlString),
  AI_TIMEOUT_MS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1000).max(120_000).default(20_000),
  ),
  AI_KEY_ENCRYPTION_KEY: unsetWhenEmpty(encryptionKey),
  // What models cost, over the dated defaults (docs/decisions/132-cost-in-money.md): JSON inline or in a file.
  AI_PRICES: unsetWhenEmpty(z.string().trim().min(1)),
  AI_PRICES_FILE: unsetWhenEmpty(z.string().trim().min(1)),
  // DKIM signing of every e-mail with the operator's key (docs/email-dkim.md): all three, or none.
  DKIM_DOMAIN: unsetWhenEmpty(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain name, like example.com'),
  ),
  DKIM_SELECTOR: unsetWhenEmpty(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/, 'must be one DNS label of letters, digits and hyphens, like mail2026'),
  ),
  DKIM_PRIVATE_KEY: unsetWhenEmpty(z.string().trim().min(1)),
  DKIM_PRIVATE_KEY_FILE: unsetWhenEmpty(z.string().trim().min(1)),
  // Replies to agents' e-mails (docs/inbound-email.md): the domain whose reply+<token>@ addresses they carry, the port
  // of the embedded SMTP receiver for an MX pointed at this server, and the secrets of the provider webhooks.
  INBOUND_DOMAIN: unsetWhenEmpty(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain name, like replies.example.com'),
  ),
  INBOUND_SMTP_PORT: unsetWhenEmpty(z.coerce.number().int().min(0).max(65535)),
  INBOUND_WEBHOOK_SECRET: unsetWhenEmpty(
    z.string().regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be whsec_ followed by at least 24 base64 bytes'),
  ),
  MAILGUN_WEBHOOK_SIGNING_KEY: unsetWhenEmpty(z.string().trim().min(16).max(200)),
  POSTMARK_INBOUND_USER: unsetWhenEmpty(z.string().trim().min(1).max(200)),
  POSTMARK_INBOUND_PASSWORD: unsetWhenEmpty(z.string().min(16).max(200)),
})

/**
 * How long the background workers wait: between looks for due jobs, and before each retry. Production's outside
 * tests; NODE_ENV=test polls faster and retries within seconds. A test that must control retries hands in its own
 * (a field of the Config object, deliberately not an environment variable, like AppOptions.rateLimits).
 */
export type WorkerTiming = {
  /** Seconds between a worker's looks for due jobs, for every queue (pg-boss allows no less than 0.5). */
  pollingIntervalSeconds: number
  /** First retry delay of an e-mail in whole seconds; pg-boss backs off from it (platform/jobs/job-queue.ts). */
  emailRetryDelaySeconds: number
  /** Delays before each attempt of a quiz lead's webhook, in ms; none: Svix's schedule (WEBHOOK_RETRY_SCHEDULE_MS). */
  leadWebhookSchedule?: readonly number[]
  /** Delays before each attempt of an agent run's company webhook, in ms; none: the same Svix schedule. */
  agentWebhookSchedule?: readonly number[]
  /** Time limit of one webhook attempt, in ms; none: WEBHOOK_ATTEMPT_TIMEOUT_MS. */
  webhookTimeoutMs?: number
  /**
   * How long a company's oldest event may wait for the runtime before its new events are refused with a 429
   * (decision 116): what an unpaced sender can pile up, and so how long the runtime needs to catch up.
   */
  eventBacklogLimitMs: number
}

/**
 * How long a client may take to send a request (Node's http.Server limits, set in app.ts). Fastify leaves requestTimeout
 * and connectionTimeout at 0, no limit: a client that sent its headers and then trickled or withheld the body held its
 * connection as long as it liked. A test that must see them act hands in lower ones (a field of the Config object, not
 * an environment variable).
 */
export type HttpTimeouts = {
  /** From the first byte of a request to the end of its headers (Node's headersTimeout). */
  headersTimeoutMs: number
  /** From the first byte of a request to the end of its body (requestTimeout); the answer may take longer (the live stream). */
  requestTimeoutMs: number
  /** While a request is open, a connection on which nothing moves for this long is closed (connectionTimeout). */
  connectionTimeoutMs: number
}

// The largest body a route takes is 256 KB (an onboarding submission): 30 s is ample on any connection. The idle limit
// must outlast the live stream's 15 s heartbeat (modules/agents/stream-routes.ts) and the slowest answer, during which
// the socket is silent; it cuts off a client that stops reading an answer. Between requests keepAliveTimeout applies.
const HTTP_TIMEOUTS: HttpTimeouts = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, connectionTimeoutMs: 60_000 }

const PRODUCTION_TIMING: WorkerTiming = { pollingIntervalSeconds: 1, emailRetryDelaySeconds: 5, eventBacklogLimitMs: 1000 }

// Tests replace the hours-long webhook schedules with one second between attempts.
const TEST_TIMING: WorkerTiming = {
  pollingIntervalSeconds: 0.5,
  emailRetryDelaySeconds: 1,
  leadWebhookSchedule: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
  agentWebhookSchedule: [0, 1000, 1000, 1000],
  webhookTimeoutMs: 2000,
  // A loaded test machine's runtime may fall a second behind a test's events: they must not be refused for it. The
  // backlog's own test sets a limit it reaches.
  eventBacklogLimitMs: 30_000,
}

/** The operator's model (AI_PROVIDER and its kin); null when none is configured. */
export type ServerModelConfig = { provider: AiProvider; model: string; apiKey: string | null; baseUrl: string | null }

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  productName: string
  marketingUrl: string
  supportEmail: string
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  trustProxy: boolean
  bookingUrl: string
  n8nWebhookUrl: string | undefined
  n8nWebhookSecret: string | undefined
  /** nodemailer SMTP URL; without one, e-mails are captured in the database (the development mailbox). */
  smtpUrl: string | undefined
  mailFrom: string
  /** The development mailbox at /dev/mailbox: on outside production unless MAILBOX=off; never in production. */
  mailbox: boolean
  /** E-mails one company may cause per UTC day (docs/decisions/083). */
  companyEmailsPerDay: number
  /** Days each kind of data is kept before the daily retention run reduces or removes it (docs/decisions/105-retention.md). */
  retention: RetentionDays
  /**
   * Where URLs users enter may lead (docs/decisions/075-outgoing-requests-to-public-addresses.md): public addresses, and
   * private ones with WEBHOOK_ALLOW_PRIVATE. `resolve` replaces DNS; only tests set it (not an environment variable).
   */
  userUrls: { allowPrivate: boolean; resolve?: (hostname: string) => Promise<{ address: string; family: number }[]> }
  /** The built SPA; absent in API-only tests. */
  clientDir: string | undefined
  timing: WorkerTiming
  http: HttpTimeouts
  /**
   * Language models (docs/decisions/106-ai-writing.md): the operator's model, the time limit of one call (retries
   * included), and the key that encrypts the API keys companies enter; without it companies cannot store a key.
   */
  ai: { server: ServerModelConfig | null; timeoutMs: number; encryptionKey: Buffer | null; prices: PriceTable }
  /** The operator's DKIM key that signs every e-mail (docs/email-dkim.md); null: mail leaves unsigned by us. */
  dkim: DkimConfig | null
  /** Replies to agents' e-mails (docs/inbound-email.md); null without INBOUND_DOMAIN: agents' e-mails carry no reply address of ours. */
  inbound: InboundConfig | null
}

export { ConfigError }
export type { DkimConfig, InboundConfig }

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, clientDir?: string): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    const got = SECRET_VARIABLES.has(name) ? `${env[name]?.length ?? 0} characters` : JSON.stringify(env[name] ?? '')
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'} (got ${got})`)
  }
  const values = parsed.data
  if (values.N8N_WEBHOOK_URL && !values.N8N_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid N8N_WEBHOOK_SECRET: required when N8N_WEBHOOK_URL is set (whsec_… base64)')
  }
  // The development mailbox shows every company's e-mail to anyone who asks (docs/decisions/006-outbox.md).
  if (values.MAILBOX && values.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid MAILBOX: the development mailbox cannot be on with NODE_ENV=production (got ${JSON.stringify(env.MAILBOX)})`,
    )
  }
  const serverModel = readServerModel(values)
  const dkim = readDkim(values)
  const inbound = readInbound(values)
  const prices = readPrices(values)
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    productName: values.PRODUCT_NAME,
    marketingUrl: values.MARKETING_URL,
    supportEmail: values.SUPPORT_EMAIL,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    bookingUrl: values.BOOKING_URL,
    n8nWebhookUrl: values.N8N_WEBHOOK_URL,
    n8nWebhookSecret: values.N8N_WEBHOOK_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `${values.PRODUCT_NAME} <no-reply@agentworks.example>`,
    mailbox: values.MAILBOX ?? values.NODE_ENV !== 'production',
    companyEmailsPerDay: values.COMPANY_EMAILS_PER_DAY,
    retention: {
      eventPayloads: values.RETAIN_EVENT_PAYLOADS_DAYS,
      runInputs: values.RETAIN_RUN_INPUTS_DAYS,
      sentEmailBodies: values.RETAIN_SENT_EMAIL_BODIES_DAYS,
      unconvertedLeads: values.RETAIN_UNCONVERTED_LEADS_DAYS,
      conversations: values.RETAIN_CONVERSATIONS_DAYS,
    },
    userUrls: { allowPrivate: values.WEBHOOK_ALLOW_PRIVATE },
    clientDir,
    timing: values.NODE_ENV === 'test' ? TEST_TIMING : PRODUCTION_TIMING,
    http: HTTP_TIMEOUTS,
    ai: { server: serverModel, timeoutMs: values.AI_TIMEOUT_MS, encryptionKey: values.AI_KEY_ENCRYPTION_KEY ?? null, prices },
    dkim,
    inbound,
  }
}

/** The operator's model from AI_PROVIDER and its kin, each missing or stray variable refused in one line naming it. */
function readServerModel(values: z.infer<typeof envSchema>): ServerModelConfig | null {
  const { AI_PROVIDER: provider, AI_MODEL: model, AI_API_KEY: apiKey, AI_BASE_URL: baseUrl } = values
  if (!provider) {
    const stray = [model && 'AI_MODEL', apiKey && 'AI_API_KEY', baseUrl && 'AI_BASE_URL'].filter(Boolean)
    if (stray.length) throw new ConfigError(`Invalid AI_PROVIDER: required when ${stray.join(', ')} is set (${AI_PROVIDERS.join(' | ')})`)
    return null
  }
  if (!model) throw new ConfigError(`Invalid AI_MODEL: required when AI_PROVIDER is set (got "")`)
  if (provider !== 'openai-compatible' && !apiKey) {
    throw new ConfigError(`Invalid AI_API_KEY: required when AI_PROVIDER=${provider}`)
  }
  if (provider === 'openai-compatible' && !baseUrl) {
    throw new ConfigError('Invalid AI_BASE_URL: required when AI_PROVIDER=openai-compatible (the server’s …/v1 address)')
  }
  return { provider, model, apiKey: apiKey ?? null, baseUrl: baseUrl ?? null }
}
