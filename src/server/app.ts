import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { apiKeysRoutes, authRoutes, createSessionStore, teamRoutes } from './modules/accounts'
import { agentChangeHubPlugin, agentsRoutes, agentStreamRoutes } from './modules/agents'
import { demoRoutes, followUpRoutes, improvedAssessmentRoutes, leadWebhookPlugin, quizRoutes } from './modules/funnels'
import { progressRoutes, submitRoutes } from './modules/onboarding'
import { companyWebhookRoutes, eventsRoutes, runtimePlugin } from './modules/runtime'
import type { Database } from './platform/db/client'
import { dbPlugin } from './platform/db/db-plugin'
import { errorHandlerPlugin } from './platform/http/error-handler'
import { healthRoutes } from './platform/http/health-routes'
import { securityPlugin } from './platform/http/security'
import { spaPlugin } from './platform/http/spa'
import { jobsPlugin } from './platform/jobs/jobs-plugin'
import { mailboxRoutes } from './platform/mail/mailbox-routes'
import { sessionPlugin } from './platform/session/session-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    publicUrl: string
    /** False only when the bench built the app (AppOptions.rateLimits). */
    rateLimits: boolean
  }
}

export type AppOptions = {
  config: Config
  database: Database
  logger?: boolean
  /** False lifts every rate limit. For the bench only; deliberately not reachable from the environment (docs/decisions/035). */
  rateLimits?: boolean
}

// Bodies are small JSON documents; each route that needs more says so.
const DEFAULT_BODY_LIMIT = 16 * 1024

/** Builds the whole app without listening, so tests drive it with app.inject. */
export async function buildApp({ config, database, logger = true, rateLimits = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Unknown JSON keys like __proto__ and constructor.prototype are refused (400), not merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('publicUrl', config.publicUrl)
  app.decorate('rateLimits', rateLimits)

  await app.register(errorHandlerPlugin)
  await app.register(dbPlugin, { database })
  await app.register(securityPlugin, { config })
  await app.register(sessionPlugin, { config, store: createSessionStore(database) })
  await app.register(jobsPlugin, { config, database })
  await app.register(runtimePlugin, { config })
  await app.register(leadWebhookPlugin, { config })
  await app.register(agentChangeHubPlugin, { database })

  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(teamRoutes, { prefix: '/api' })
  await app.register(progressRoutes, { prefix: '/api/onboarding' })
  await app.register(demoRoutes, { prefix: '/api/demo', config })
  await app.register(submitRoutes, { prefix: '/api/onboarding', productName: config.productName })
  await app.register(improvedAssessmentRoutes, { prefix: '/api/onboarding' })
  await app.register(quizRoutes, { prefix: '/api/quiz', config })
  await app.register(followUpRoutes, { prefix: '/api', config })
  await app.register(agentStreamRoutes, { prefix: '/api/agents' })
  await app.register(agentsRoutes, { prefix: '/api/agents' })
  await app.register(apiKeysRoutes, { prefix: '/api/api-keys' })
  await app.register(eventsRoutes, { prefix: '/api' })
  await app.register(companyWebhookRoutes, { prefix: '/api/company/webhook', production: config.env === 'production' })
  if (config.mailbox) await app.register(mailboxRoutes)

  await app.register(spaPlugin, { config })
  return app
}
