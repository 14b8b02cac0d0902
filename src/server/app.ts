import Fastify, { type FastifyInstance, type FastifyLoggerOptions, type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import {
  accountDeletionRoutes,
  accountSettingsRoutes,
  apiKeysRoutes,
  authRoutes,
  companyRoutes,
  companyLogoRoutes,
  createSessionStore,
  emailStatusRoutes,
  emailVerificationRoutes,
  ownershipRoutes,
  passwordResetRoutes,
  privacySettingsRoutes,
  agentIdentityRoutes,
  agentPacingRoutes,
  companyKnowledgeRoutes,
  sessionRoutes,
  suppressionRoutes,
  teamRoutes,
  unsubscribeRoutes,
  writingVoiceRoutes,
} from './modules/accounts'
import {
  aiCostRoutes,
  aiSettingsRoutes,
  aiStatusRoutes,
  aiWritingPlugin,
  recordGuidanceChange,
  recordKnowledgeChange,
  recordVoiceChange,
} from './modules/ai-writing'
import { agentChangeHubPlugin, agentGuidanceRoutes, agentsRoutes, agentStreamRoutes } from './modules/agents'
import { approvalsRoutes, waitingDraftsPlugin } from './modules/approvals'
import { backofficeRoutes } from './modules/backoffice'
import { companyErasePlugin, companyEraseRoutes, companyExportRoutes } from './modules/company-data'
import { companyWebhookRoutes, companyWebhooksPlugin, enqueueAgentWebhooks, webhookDeliveryRoutes } from './modules/company-webhooks'
import { contactsRoutes } from './modules/contacts'
import { demoRoutes, followUpRoutes, improvedAssessmentRoutes, leadWebhookPlugin, quizRoutes, stepViewRoutes } from './modules/funnels'
import { inboundPlugin } from './modules/inbound'
import { progressRoutes, sourceLeadRoutes, submissionStatusRoutes, submitRoutes } from './modules/onboarding'
import { personDataRoutes } from './modules/people'
import { retentionPlugin } from './modules/retention'
import { settingVersionRoutes, testBenchPlugin, testBenchRoutes } from './modules/test-bench'
import { agentEmailPreviewRoutes, eventsRoutes, runtimePlugin } from './modules/runtime'
import type { Database } from './platform/db/client'
import { dbPlugin } from './platform/db/db-plugin'
import { errorHandlerPlugin } from './platform/http/error-handler'
import { healthRoutes } from './platform/http/health-routes'
import { jsonBodyPlugin } from './platform/http/json-body'
import { LOGGER_OPTIONS } from './platform/http/logging'
import { securityPlugin } from './platform/http/security'
import { spaPlugin } from './platform/http/spa'
import { jobsPlugin } from './platform/jobs/jobs-plugin'
import { mailboxRoutes } from './platform/mail/mailbox-routes'
import { accessPlugin } from './platform/session/access-plugin'
import { sessionPlugin } from './platform/session/session-plugin'
import { signingPlugin } from './platform/signing/signing-plugin'
import { mailThreading, type MailThreading } from './platform/mail/threading'

declare module 'fastify' {
  interface FastifyInstance {
    publicUrl: string
    /** How agents' e-mails are threaded and where their replies come back (docs/decisions/128-conversations.md). */
    mailThreading: MailThreading
    /** False only when the bench built the app (AppOptions.rateLimits). */
    rateLimits: boolean
  }
}

export type AppOptions = {
  config: Config
  database: Database
  logger?: boolean
  /** Where log lines go instead of stdout; tests read them. */
  logStream?: FastifyLoggerOptions['stream']
  /** False lifts every rate limit. For the bench only; deliberately not reachable from the environment (docs/decisions/035). */
  rateLimits?: boolean
  /** Told of every route as it is added, before any plugin registers one: tests list the app's routes. */
  onRoute?: (route: RouteOptions) => void
  /** The clock of the demo's slot rules; tests fix it (docs/decisions/087). */
  now?: () => Date
}

// Bodies are small JSON documents; each route that needs more says so.
const DEFAULT_BODY_LIMIT = 16 * 1024

/** Builds the whole app without listening, so tests drive it with app.inject. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  rateLimits = true,
  onRoute,
  now,
}: AppOptions): Promise<FastifyInstance> {
  const { headersTimeoutMs, requestTimeoutMs, connectionTimeoutMs } = config.http
  const app = Fastify({
    // Errors are logged by class, code and request id, never with their values (platform/http/logging.ts).
    logger: logger ? { level: config.logLevel, ...LOGGER_OPTIONS, ...(logStream ? { stream: logStream } : {}) } : false,
    // A client that sends its headers and then trickles or withholds the body is cut off (408) once the request takes
    // longer than these to arrive (config.ts, HttpTimeouts); the answer may take as long as it needs (the live stream).
    // Node looks for such requests every connectionsCheckingInterval, 30 s by default, which would let one run past its
    // limit by as much again: every second (or more often for a test's lower limits).
    http: {
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.ceil(Math.min(1000, headersTimeoutMs / 2, requestTimeoutMs / 2)),
    },
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // An unsubscribe link's token (up to about 400 characters for the longest address) is a path parameter; longer
    // parameters than this get Fastify's 414 (docs/decisions/125-unsubscribe.md).
    routerOptions: { maxParamLength: 1000 },
    // Unknown JSON keys like __proto__ and constructor.prototype are refused (400), not merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>()

  if (onRoute) app.addHook('onRoute', onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('publicUrl', config.publicUrl)
  app.decorate('mailThreading', mailThreading(config.mailFrom, config.inbound?.domain ?? null))
  app.decorate('rateLimits', rateLimits)

  await app.register(errorHandlerPlugin)
  await app.register(jsonBodyPlugin)
  await app.register(dbPlugin, { database })
  // The key of the links in e-mails to leads, read before any route or worker renders one (docs/decisions/104).
  await app.register(signingPlugin, { publicUrl: config.publicUrl, now })
  await app.register(securityPlugin, { config })
  await app.register(sessionPlugin, { config, store: createSessionStore(database) })
  // Before any route: each route's config.access is checked at start-up and enforced per request (docs/decisions/082-roles.md).
  await app.register(accessPlugin)
  await app.register(jobsPlugin, { config, database })
  // Before the runtime: it asks who writes each batch's e-mails (docs/decisions/106-ai-writing.md).
  await app.register(aiWritingPlugin, { config })
  // Before the runtime too: its runs queue their outputs for the company webhook's worker.
  await app.register(companyWebhooksPlugin, { config })
  // Its own queue, so a test of a change never takes the draft worker's turns (docs/decisions/134-test-bench.md).
  await app.register(testBenchPlugin, { config })
  await app.register(runtimePlugin, { config, writersFor: app.aiWriting.writersFor, enqueueAgentWebhooks })
  await app.register(leadWebhookPlugin, { config })
  await app.register(inboundPlugin, { config })
  await app.register(agentChangeHubPlugin, { database })
  await app.register(companyErasePlugin, { pollingIntervalSeconds: config.timing.pollingIntervalSeconds })
  await app.register(retentionPlugin, { days: config.retention, pollingIntervalSeconds: config.timing.pollingIntervalSeconds })
  await app.register(waitingDraftsPlugin, {
    context: { productName: config.productName, publicUrl: config.publicUrl },
    pollingIntervalSeconds: config.timing.pollingIntervalSeconds,
  })

  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(authRoutes, { prefix: '/api', productName: config.productName })
  await app.register(emailVerificationRoutes, { prefix: '/api', productName: config.productName })
  await app.register(passwordResetRoutes, { prefix: '/api', productName: config.productName })
  await app.register(emailStatusRoutes, { prefix: '/api' })
  await app.register(accountSettingsRoutes, { prefix: '/api/account', productName: config.productName })
  await app.register(sessionRoutes, { prefix: '/api/account' })
  await app.register(companyRoutes, { prefix: '/api/company' })
  await app.register(privacySettingsRoutes, { prefix: '/api/company/privacy' })
  await app.register(agentIdentityRoutes, { prefix: '/api/company/agent-identity', mailFrom: config.mailFrom })
  await app.register(companyKnowledgeRoutes, { prefix: '/api/company/knowledge', onSaved: recordKnowledgeChange })
  await app.register(agentPacingRoutes, { prefix: '/api/company/agent-pacing' })
  await app.register(writingVoiceRoutes, { prefix: '/api/company/writing-voice', onSaved: recordVoiceChange })
  await app.register(suppressionRoutes, { prefix: '/api/company/suppressions' })
  await app.register(agentEmailPreviewRoutes, {
    prefix: '/api/company/agent-identity/preview',
    mailFrom: config.mailFrom,
    productName: config.productName,
  })
  await app.register(companyLogoRoutes)
  await app.register(aiSettingsRoutes, { prefix: '/api/company/ai', encryptionKey: config.ai.encryptionKey, policy: config.userUrls })
  await app.register(aiCostRoutes, { prefix: '/api/company/ai' })
  await app.register(aiStatusRoutes, { prefix: '/api/ai' })
  await app.register(testBenchRoutes, { prefix: '/api/test-bench', encryptionKey: config.ai.encryptionKey, policy: config.userUrls })
  await app.register(settingVersionRoutes, { prefix: '/api/ai/versions', policy: config.userUrls })
  await app.register(companyEraseRoutes, { prefix: '/api/company/erasure', productName: config.productName })
  await app.register(companyExportRoutes, { prefix: '/api/company/exports' })
  await app.register(teamRoutes, { prefix: '/api', productName: config.productName })
  await app.register(ownershipRoutes, { prefix: '/api' })
  await app.register(accountDeletionRoutes, { prefix: '/api/account' })
  await app.register(progressRoutes, { prefix: '/api/onboarding' })
  await app.register(demoRoutes, { prefix: '/api/demo', config, now })
  await app.register(submitRoutes, { prefix: '/api/onboarding', productName: config.productName })
  await app.register(submissionStatusRoutes, { prefix: '/api/onboarding' })
  await app.register(sourceLeadRoutes, { prefix: '/api' })
  await app.register(improvedAssessmentRoutes, { prefix: '/api/onboarding' })
  await app.register(personDataRoutes, { prefix: '/api/my-data' })
  await app.register(unsubscribeRoutes, { prefix: '/api/unsubscribe' })
  await app.register(quizRoutes, { prefix: '/api/quiz', config })
  await app.register(followUpRoutes, { prefix: '/api', config })
  await app.register(agentStreamRoutes, { prefix: '/api/agents' })
  await app.register(agentsRoutes, { prefix: '/api/agents' })
  await app.register(agentGuidanceRoutes, { prefix: '/api/agents', onSaved: recordGuidanceChange })
  await app.register(approvalsRoutes, { prefix: '/api/approvals', productName: config.productName })
  await app.register(contactsRoutes, { prefix: '/api' })
  await app.register(apiKeysRoutes, { prefix: '/api/api-keys' })
  await app.register(eventsRoutes, { prefix: '/api', backlogLimitMs: config.timing.eventBacklogLimitMs })
  await app.register(companyWebhookRoutes, {
    prefix: '/api/company/webhook',
    production: config.env === 'production',
    policy: config.userUrls,
  })
  await app.register(webhookDeliveryRoutes, { prefix: '/api/company/webhook' })
  await app.register(stepViewRoutes, { prefix: '/api/analytics' })
  await app.register(backofficeRoutes, { prefix: '/api/admin', config })
  // The config already refuses MAILBOX=on in production; this keeps the mail of every company private even if it did not.
  if (config.mailbox && config.env !== 'production') await app.register(mailboxRoutes)

  await app.register(spaPlugin, { config })
  return app
}
